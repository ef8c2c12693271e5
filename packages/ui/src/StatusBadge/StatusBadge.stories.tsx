import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastRatio } from '../theme/contrast';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { StatusBadge } from './StatusBadge';
import { activityStatus, depositStatus, exchangeStatus, withdrawalStatus, type StatusBadgeTone, type StatusDescriptor } from './status-lists';

const TONES: StatusBadgeTone[] = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'];

const meta = {
  title: 'Account/StatusBadge',
  component: StatusBadge,
  args: { status: withdrawalStatus.PAID },
  argTypes: { ...withoutControls('status'), tone: { control: 'inline-radio', options: TONES } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A withdrawal the merchant has paid: `<StatusBadge status={withdrawalStatus.PAID} />`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(translated({ message: 'Paid', context: 'status' }))).toBeVisible();
  },
};

/** A label and tone of the page's own; the icon follows the tone. */
export const Playground: Story = {
  args: { status: undefined, tone: 'info', children: 'Waiting for the bank' },
  argTypes: textControls('children'),
};

function StatusList({ statuses }: { statuses: Record<string, StatusDescriptor> }) {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
      {Object.entries(statuses).map(([code, status]) => (
        <li key={code} data-code={code}>
          <StatusBadge status={status} />
        </li>
      ))}
    </ul>
  );
}

const showsEveryLabel = (statuses: Record<string, StatusDescriptor>) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    for (const [code, status] of Object.entries(statuses)) {
      await expect(canvasElement.querySelector(`[data-code="${code}"]`)).toHaveTextContent(translated(status.label));
    }
  };

/** The promotion statuses of spec section 4; "Join now" and "Claim payout" invite an action. */
export const ActivityStatuses: Story = {
  render: () => <StatusList statuses={activityStatus} />,
  play: showsEveryLabel(activityStatus),
};

/** The points redemption statuses. */
export const ExchangeStatuses: Story = {
  render: () => <StatusList statuses={exchangeStatus} />,
  play: showsEveryLabel(exchangeStatus),
};

/** A withdrawal from its request to its confirmation, paid in full or in part, or rejected. */
export const WithdrawalStatuses: Story = {
  render: () => <StatusList statuses={withdrawalStatus} />,
  play: showsEveryLabel(withdrawalStatus),
};

/** A deposit order from waiting for its payment (or its review) to credited, failed, expired or rejected. */
export const DepositStatuses: Story = {
  render: () => <StatusList statuses={depositStatus} />,
  play: showsEveryLabel(depositStatus),
};

/** Every tone in every brand and colour mode: the label reaches 4.5:1 on its fill and the icon 3:1. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {TONES.map((tone) => (
        <StatusBadge key={tone} {...args} status={undefined} tone={tone}>
          {tone}
        </StatusBadge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const fills: string[] = [];
    for (const scope of themeScopes(canvasElement)) {
      for (const badge of scope.querySelectorAll<HTMLElement>('[data-tone]')) {
        const style = getComputedStyle(badge);
        const icon = getComputedStyle(badge.querySelector('svg')!);
        await expect(contrastRatio(style.color, style.backgroundColor), `${badge.dataset.tone} label`).toBeGreaterThanOrEqual(4.5);
        await expect(contrastRatio(icon.color, style.backgroundColor), `${badge.dataset.tone} icon`).toBeGreaterThanOrEqual(3);
      }
      fills.push(getComputedStyle(scope.querySelector('[data-tone="success"]')!).backgroundColor);
    }
    // The tinted fills follow the colour mode.
    await expect(fills[0]).not.toBe(fills[1]);
  },
};
