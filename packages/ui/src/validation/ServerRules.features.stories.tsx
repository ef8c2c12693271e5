import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { REFERENCE_PATTERNS } from '../test/server-rules';
import { translated } from '../test/story-i18n';
import { PATTERN_MESSAGES } from './pattern-messages';
import serverRulesMeta, { FixedLength as FixedLengthCatalogue, TryARule as UsernameRuleField } from './ServerRules.stories';

const meta = {
  ...serverRulesMeta,
  title: 'Forms/Server rules/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof serverRulesMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pattern message catalogue: a hint per pattern with the allowed length filled in. */
export const Catalogue: Story = {
  play: async ({ canvas }) => {
    const row = (id: string) => canvas.getByRole('row', { name: new RegExp(`^${id} `) });
    await expect(row('letterFirstAlphanumeric')).toHaveTextContent(translated(PATTERN_MESSAGES.letterFirstAlphanumeric, { length: '6-16' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(REFERENCE_PATTERNS).length + 1);
  },
};

/** One number when min and max are equal. */
export const FixedLength: Story = {
  ...FixedLengthCatalogue,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^digits / })).toHaveTextContent(translated(PATTERN_MESSAGES.digits, { length: '10' }));
  },
};

/** A username rule checked as the player types: empty, too short, then the wrong pattern, then right. */
export const TryARule: Story = {
  ...UsernameRuleField,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: (name) => name.startsWith(translated('Try the rule')) });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(translated('Input cannot be empty')));
    await userEvent.type(input, 'ab1');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(translated('Use {length} characters', { length: '6-16' })));
    await userEvent.clear(input);
    await userEvent.type(input, '1player');
    await expect(input).toHaveAccessibleDescription(
      expect.stringMatching(`${translated('Error:')}\\s*${translated(PATTERN_MESSAGES.letterFirstAlphanumeric, { length: '6-16' })}$`),
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'player1');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
