import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { Badge, type BadgeProps } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 3, max: 99, isDot: false, tone: 'danger' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['danger', 'primary', 'success', 'warning', 'info', 'neutral'] },
    count: { control: 'number' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeVisible();
    // Screen readers hear a sentence, not a bare number.
    await expect(canvas.getByText(translated('{count} new', { count: 3 }))).toBeInTheDocument();
  },
};

/** Every prop a designer plays with; `label` replaces what screen readers hear. */
export const Playground: Story = {
  args: { label: '' },
  argTypes: { label: { control: 'text' } },
};

/** Above `max` the badge shows "99+"; the hidden text keeps the real count. */
export const OverMax: Story = {
  args: { count: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText(translated('{count} new', { count: 150 }))).toBeInTheDocument();
  },
};

export const Dot: Story = {
  args: { count: undefined, isDot: true },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-dot]')!;
    const box = badge.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await expect(badge).toHaveTextContent(translated('New'));
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['danger', 'primary', 'success', 'warning', 'info', 'neutral'] as const).map((tone) => (
        <Badge key={tone} {...args} tone={tone} data-testid={tone} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // The default red badge uses the danger colour pair.
    await expect(getComputedStyle(canvas.getByTestId('danger')).backgroundColor).toBe('rgb(185, 31, 42)');
    await expect(getComputedStyle(canvas.getByTestId('danger')).color).toBe('rgb(255, 255, 255)');
  },
};

function MemberMenu(args: BadgeProps) {
  const { t } = useLingui();
  const items = [
    { name: t`Missions`, count: args.count },
    { name: t`Messages`, count: 0 },
    { name: t`Reward centre`, count: 120 },
  ];
  return (
    <nav aria-label={t`Member centre`}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8, maxWidth: 240 }}>
        {items.map((item) => (
          <li key={item.name}>
            <a href="#member" style={{ display: 'flex', justifyContent: 'space-between', color: 'inherit' }}>
              {item.name}
              <Badge {...args} count={item.count} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The member centre: red counts on missions and the reward centre, none on read messages. */
export const MemberCentreMenu: Story = {
  render: (args) => <MemberMenu {...args} />,
  play: async ({ canvas }) => {
    const named = (item: string, count?: number) =>
      count === undefined ? translated(item) : `${translated(item)} ${translated('{count} new', { count })}`;
    await expect(canvas.getByRole('link', { name: named('Missions', 3) })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: named('Messages') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: named('Reward centre', 120) })).toBeInTheDocument();
  },
};

function InboxButton(args: BadgeProps) {
  const { t } = useLingui();
  return (
    <button type="button">
      <Trans>Inbox</Trans>
      <Badge {...args} count={5} label={t`5 unread messages`} />
    </button>
  );
}

/** A label written for the place the badge sits. */
export const CustomLabel: Story = {
  render: (args) => <InboxButton {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName(`${translated('Inbox')} ${translated('5 unread messages')}`);
  },
};

/** Every brand in both colour modes; axe checks the contrast of each tone. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['danger', 'primary', 'success', 'warning', 'info', 'neutral'] as const).map((tone) => (
        <Badge key={tone} {...args} count={120} tone={tone} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scope = within(canvasElement).getByTestId('theme-default-dark');
    await expect(within(scope).getAllByText('99+')).toHaveLength(6);
    // The dark danger is light, so the number on it turns dark.
    const danger = scope.querySelector<HTMLElement>('[data-tone="danger"]')!;
    await expect(getComputedStyle(danger).backgroundColor).toBe('rgb(255, 123, 123)');
  },
};
