import { within } from 'storybook/test';
import { translated } from '../test/story-i18n';

/** The password input itself (the toggle button shares its label's words). */
export const passwordInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(new RegExp(`^${translated('Password')}`), { selector: 'input' }) as HTMLInputElement;
