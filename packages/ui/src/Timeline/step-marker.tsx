/** Where a step stands: finished, happening now, still to come, or where the request failed. */
export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'failed';

/**
 * The marker of a step, a shape per state so the state reads without colour: a check in a
 * filled disc (done), a dot in a ring (current), an empty ring (upcoming), a cross in a filled
 * disc (failed). The disc takes `currentColor`; the glyph on it `--timeline-on`.
 */
export function StepMarker({ state }: { state: TimelineStepState }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {state === 'done' || state === 'failed' ? (
        <>
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path
            d={state === 'done' ? 'm7.5 12.3 3 3 6-6.3' : 'm8.2 8.2 7.6 7.6m0-7.6-7.6 7.6'}
            fill="none"
            stroke="var(--timeline-on)"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="10" fill="var(--timeline-fill)" stroke="currentColor" strokeWidth="2" />
          {state === 'current' && <circle cx="12" cy="12" r="5" fill="currentColor" />}
        </>
      )}
    </svg>
  );
}
