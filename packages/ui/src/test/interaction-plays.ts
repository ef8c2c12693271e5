import type { within } from 'storybook/test';
import { expect, userEvent } from 'storybook/test';

/** Tab moves the focus to `element`, and a focus ring shows. */
export async function expectTabToShowFocusRing(element: HTMLElement) {
  await userEvent.tab();
  await expect(element).toHaveFocus();
  await expect(getComputedStyle(element).outlineStyle).toBe('solid');
}

/** Tab reaches the button with a focus ring, and Enter and Space both press it. */
export async function expectKeyboardPresses(button: HTMLElement, onClick: unknown) {
  await expectTabToShowFocusRing(button);
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  await expect(onClick).toHaveBeenCalledTimes(2);
}

/** A disabled button is skipped by Tab. */
export async function expectDisabledButtonSkipped({ canvas }: { canvas: ReturnType<typeof within> }) {
  await userEvent.tab();
  await expect(canvas.getByRole('button')).not.toHaveFocus();
}

/** A disabled button: a press does nothing. */
export async function expectDisabledButtonIgnoresPress({ canvas, args }: { canvas: ReturnType<typeof within>; args: { onClick?: unknown } }) {
  const button = canvas.getByRole('button');
  await expect(button).toBeDisabled();
  await userEvent.click(button);
  await expect(args.onClick).not.toHaveBeenCalled();
}
