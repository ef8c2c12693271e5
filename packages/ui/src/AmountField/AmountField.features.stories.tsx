import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import type { AmountField } from './AmountField';
import amountFieldMeta from './AmountField.stories';
import { money } from './amount-field-story-setup';

const meta = {
  ...amountFieldMeta,
  title: 'Account/AmountField/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits from a Chinese, Arabic or Hindi keyboard are taken and shown as 0–9, decimal mark included. */
export const DigitsOfOtherScripts: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '１２０．５');
    await expect(input).toHaveValue('120.5');
    await userEvent.clear(input);
    await userEvent.type(input, '٣٠٠٫٢٥');
    await expect(input).toHaveValue('300.25');
    await expect(args.onChange).toHaveBeenLastCalledWith('300.25', 300.25, { failedRule: null });
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('७५०');
    await expect(input).toHaveValue('750');
  },
};

/** A pasted "1,234.50" is understood; the caret ends after it. */
export const PasteGroupedAmount: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox');
    await userEvent.click(input);
    await userEvent.paste('1,234.50');
    await expect(input).toHaveValue('1234.50');
    await expect(input.selectionStart).toBe(7);
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.50', 1234.5, { failedRule: null });
    await userEvent.clear(input);
    await userEvent.paste('fifty');
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('Enter numbers only'));
  },
};

/** A third decimal is refused, not rounded, and the rule says why; the text typed so far stays. */
export const ThirdDecimalRefused: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '99.999');
    await expect(input).toHaveValue('99.99');
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('At most two decimals'));
    await expect(args.onChange).toHaveBeenLastCalledWith('99.99', 99.99, { failedRule: null });
    await userEvent.type(input, '{Backspace}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A letter typed in the middle is refused, and the caret stays where the player was typing. */
export const LetterRefusedInPlace: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox');
    await userEvent.type(input, '1500');
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('a');
    await expect(input).toHaveValue('1500');
    await expect(input.selectionStart).toBe(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('Enter numbers only'));
    await userEvent.keyboard('2');
    await expect(input).toHaveValue('12500');
  },
};

/** Chips fill in their amount and show which one is chosen; "All" fills in the whole balance. */
export const ChipsAndAll: Story = {
  args: { available: 1234.567, max: undefined },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    const chips = within(canvas.getByRole('group', { name: translated('Quick amounts') }));
    await userEvent.click(chips.getByRole('button', { name: '1,000' }));
    await expect(input).toHaveValue('1000');
    await expect(chips.getByRole('button', { name: '1,000' })).toHaveAttribute('aria-pressed', 'true');
    const all = chips.getByRole('button', { name: translated('All') });
    await userEvent.click(all);
    await expect(input).toHaveValue('1234.56');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getByRole('button', { name: '1,000' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.56', 1234.56, { failedRule: null });
    // Each chip is a comfortable touch target.
    for (const chip of chips.getAllByRole('button')) await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The limits are checked when the player leaves the field, then as they correct the amount. */
export const LimitsOnLeaving: Story = {
  args: { available: 80000 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '20');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('Minimum {minimum}', { minimum: money(50) }));
    await expect(args.onChange).toHaveBeenLastCalledWith('20', 20, { failedRule: 'min' });
    await userEvent.type(input, '0000');
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('Maximum {maximum}', { maximum: money(50000) }));
    await userEvent.type(input, '{Backspace}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
