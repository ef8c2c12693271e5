import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translated } from './story-i18n';
import { themeScopes } from './theme-matrix';

/**
 * A form's theme matrix: an empty submit in each brand and mode shows the required message on
 * the field labelled `fieldLabel`, and the four submit buttons have four different colours.
 */
export async function expectEmptySubmitInEachScope(canvasElement: HTMLElement, submitName: string, fieldLabel: string) {
  const scopes = themeScopes(canvasElement).map((scope) => within(scope));
  const submitButton = (scope: (typeof scopes)[number]) => scope.getByRole('button', { name: submitName });
  for (const scope of scopes) await userEvent.click(submitButton(scope));
  for (const scope of scopes) {
    const field = scope.getByLabelText((label) => label.startsWith(fieldLabel), { selector: 'input' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(translated('Input cannot be empty'))));
  }
  const buttons = scopes.map((scope) => getComputedStyle(submitButton(scope)).backgroundColor);
  await expect(new Set(buttons).size).toBe(4);
}
