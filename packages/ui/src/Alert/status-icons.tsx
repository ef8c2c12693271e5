export type StatusTone = 'info' | 'success' | 'warning' | 'danger';

/** A 20px outline icon per tone: i, check, triangle, cross. Decorative: the tone is also in words. */
export function ToneIcon({ tone }: { tone: StatusTone }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      {tone === 'warning' ? (
        <>
          <path d="M10 2.5 18.5 17.5h-17z" strokeLinejoin="round" />
          <path d="M10 8v4.2M10 14.6v.1" strokeLinecap="round" />
        </>
      ) : (
        <>
          <circle cx="10" cy="10" r="8" />
          {tone === 'info' && <path d="M10 9v5M10 6.2v.1" strokeLinecap="round" />}
          {tone === 'success' && <path d="m6.5 10.2 2.4 2.4 4.6-4.8" strokeLinecap="round" strokeLinejoin="round" />}
          {tone === 'danger' && <path d="m7.2 7.2 5.6 5.6m0-5.6-5.6 5.6" strokeLinecap="round" />}
        </>
      )}
    </svg>
  );
}

/** The cross of a dismiss button. */
export function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
    </svg>
  );
}
