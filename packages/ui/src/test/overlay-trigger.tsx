import { useState, type ReactNode } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';

interface OverlayState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A trigger button and the overlay it opens, held open or closed here as an app holds it;
 * `onOpenChange` (the story's spy) hears every change too.
 */
export function OverlayTrigger({
  trigger,
  onOpenChange,
  children,
}: {
  trigger: ReactNode;
  onOpenChange?: (isOpen: boolean) => void;
  children: (state: OverlayState) => ReactNode;
}) {
  const [isOpen, setOpen] = useState(false);
  const change = (next: boolean) => {
    onOpenChange?.(next);
    setOpen(next);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{trigger}</Button>
      {children({ isOpen, onOpenChange: change })}
    </>
  );
}

/** Resolves once no dialog is left on the page. */
export const dialogsClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
