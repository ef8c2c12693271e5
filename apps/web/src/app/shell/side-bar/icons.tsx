import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Live chat: a headset. */
export function HeadsetIcon() {
  return (
    <Icon>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20a3 3 0 0 1-3 3h-3" />
    </Icon>
  );
}

/** App download: a phone with an arrow into it. */
export function AppDownloadIcon() {
  return (
    <Icon>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M12 7v7M9 11l3 3 3-3M10.5 18.5h3" />
    </Icon>
  );
}

/** Back to top: an arrow up to a bar. */
export function ArrowUpIcon() {
  return (
    <Icon>
      <path d="M5 4h14M12 20V8M6.5 13.5 12 8l5.5 5.5" />
    </Icon>
  );
}

/** The side bar's toggle: two speech bubbles when collapsed, a cross when expanded. */
export function ContactToggleIcon({ isExpanded }: { isExpanded: boolean }) {
  return (
    <Icon>
      {isExpanded ? (
        <path d="M6 6l12 12M18 6 6 18" />
      ) : (
        <>
          <path d="M4 5.5h10a1.5 1.5 0 0 1 1.5 1.5v6a1.5 1.5 0 0 1-1.5 1.5H8.5L5 17.5v-3H4A1.5 1.5 0 0 1 2.5 13V7A1.5 1.5 0 0 1 4 5.5z" />
          <path d="M18 9h2a1.5 1.5 0 0 1 1.5 1.5v6A1.5 1.5 0 0 1 20 18h-1v3l-3.5-3H11a1.5 1.5 0 0 1-1.5-1.5v-.5" />
        </>
      )}
    </Icon>
  );
}
