import { useState, type ReactNode } from 'react';

/**
 * A box that holds an open overlay (a transform makes it the containing block of the overlay's
 * fixed layer), so a theme matrix shows one per brand and mode instead of covering the page.
 * `children` gets the box once it is mounted, to pass as the overlay's container.
 */
export function OverlayBox({ height, children }: { height: number; children: (box: HTMLDivElement) => ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setBox} style={{ position: 'relative', height, transform: 'translateZ(0)', overflow: 'hidden' }}>
      {box && children(box)}
    </div>
  );
}
