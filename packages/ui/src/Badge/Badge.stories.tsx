import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, within } from 'storybook/test';
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

export const Count: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeVisible();
    // Screen readers hear a sentence, not a bare number.
    await expect(canvas.getByText('3 baharu')).toBeInTheDocument();
  },
};

/** At 0 (or below) the badge is not rendered at all. */
export const HiddenAtZero: Story = {
  args: { count: 0 },
  render: (args) => (
    <div data-testid="holder">
      <Badge {...args} />
      <Badge {...args} count={-2} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('holder')).toBeEmptyDOMElement();
  },
};

/** Above `max` the badge shows "99+"; the hidden text keeps the real count. */
export const OverMax: Story = {
  args: { count: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('150 baharu')).toBeInTheDocument();
  },
};

export const CustomMax: Story = {
  args: { count: 12, max: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};

export const Dot: Story = {
  args: { count: undefined, isDot: true },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-dot]')!;
    const box = badge.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await expect(badge).toHaveTextContent('Baharu');
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
    await expect(canvas.getByRole('link', { name: 'Misi 3 baharu' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Mesej' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Pusat ganjaran 120 baharu' })).toBeInTheDocument();
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
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Peti masuk 5 mesej belum dibaca');
  },
};

export const Chinese: Story = {
  args: { count: 150 },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('150 项新内容')).toBeInTheDocument();
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  render: (args) => <Badge {...args} data-testid="badge" />,
  play: async ({ canvas }) => {
    // The dark danger is light, so the number on it turns dark.
    await expect(getComputedStyle(canvas.getByTestId('badge')).backgroundColor).toBe('rgb(255, 123, 123)');
  },
};

/** Every brand in both colour modes; axe checks the contrast of each tone. */
export const AllThemes: Story = {
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
  },
};
