import { ToneIcon } from '../Alert/status-icons';
import type { StatusBadgeTone } from './status-lists';

/**
 * A shape per tone, so a status never rests on colour alone: the Alert's i, check, triangle and
 * cross, a dash for neutral and an arrow for accent (an invitation to act). Decorative: the
 * badge's label says the status in words.
 */
export function StatusIcon({ tone }: { tone: StatusBadgeTone }) {
  if (tone === 'neutral' || tone === 'accent') {
    return (
      <svg viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8" />
        {tone === 'neutral' ? (
          <path d="M6.5 10h7" strokeLinecap="round" />
        ) : (
          <path d="M6.5 10h6.5m-2.6-3 3 3-3 3" strokeLinecap="round" strokeLinejoin="round" />
        )}
      </svg>
    );
  }
  return <ToneIcon tone={tone} />;
}
