/** The icons of the controls of things that move (carousels, the marquee, the ticker): 24 by 24, stroked in the current colour, hidden from assistive technology. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export const PreviousIcon = () => <Icon d="M15 5l-7 7 7 7" />;
export const NextIcon = () => <Icon d="M9 5l7 7-7 7" />;
export const PauseIcon = () => <Icon d="M9 5v14M15 5v14" />;
export const PlayIcon = () => <Icon d="M7 5l12 7-12 7z" />;
