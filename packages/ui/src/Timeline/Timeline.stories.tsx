import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { Timeline, type TimelineStepState } from './Timeline';
import { WithdrawalHistory } from './timeline-story-setup';

const meta = {
  title: 'Account/Timeline',
  component: Timeline,
  argTypes: withoutControls('children'),
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusLabel = (message: string) => translated({ message, context: 'status' });

/** A withdrawal paid by the merchant, waiting for the player to confirm it arrived. */
export const Default: Story = {
  render: (args) => <WithdrawalHistory {...args} outcome="received" />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: translated('Withdrawal history') });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).toHaveTextContent(statusLabel('Paid'));
    await expect(steps[3]).toHaveTextContent(`${translated('Not yet')}: ${statusLabel('Received in full')}`);
  },
};

interface PlaygroundArgs {
  firstLabel: string;
  firstDetail: string;
  secondLabel: string;
  currentLabel: string;
  currentDetail: string;
  lastLabel: string;
  currentState: TimelineStepState;
}

/** Every step's text editable, and the state of the third step. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    firstLabel: 'Requested',
    firstDetail: 'RM 500.00 to Maybank ending 4821',
    secondLabel: 'Processing',
    currentLabel: 'Paid',
    currentDetail: 'Please confirm when the money arrives.',
    lastLabel: 'Received in full',
    currentState: 'current',
  },
  argTypes: {
    ...textControls('firstLabel', 'firstDetail', 'secondLabel', 'currentLabel', 'currentDetail', 'lastLabel'),
    currentState: { control: 'inline-radio', options: ['done', 'current', 'upcoming', 'failed'] },
  },
  render: (args) => (
    <Timeline timeZone="Asia/Kuala_Lumpur">
      <Timeline.Step state="done" label={args.firstLabel} detail={args.firstDetail} time="2026-03-05T06:05:00Z" />
      <Timeline.Step state="done" label={args.secondLabel} time="2026-03-05T06:20:00Z" />
      <Timeline.Step state={args.currentState} label={args.currentLabel} detail={args.currentDetail} time="2026-03-05T07:00:00Z" />
      <Timeline.Step state="upcoming" label={args.lastLabel} />
    </Timeline>
  ),
};

/** Rejected at review: the failed step says why, and the history ends there. */
export const Rejected: Story = {
  render: (args) => <WithdrawalHistory {...args} outcome="rejected" />,
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[2]).toHaveTextContent(`${translated('Failed')}: ${statusLabel('Rejected')}`);
    await expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(0);
  },
};

/** Paid in part; the player reported the rest not received and sent proof. */
export const PartlyPaid: Story = {
  render: (args) => <WithdrawalHistory {...args} outcome="partlyPaid" />,
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole('listitem').find((step) => step.getAttribute('aria-current') === 'step')!;
    await expect(current).toHaveTextContent(statusLabel('Not received'));
    await expect(current).toHaveTextContent(translated('Proof sent: bank statement of 5 March. The remaining RM 200.00 is being checked.'));
  },
};

/** On a phone the history stays one column, with long details wrapping under the label. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  render: (args) => <WithdrawalHistory {...args} outcome="partlyPaid" />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ol')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** Every brand in both colour modes: the current step takes the brand's primary colour. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <WithdrawalHistory {...args} outcome="partlyPaid" aria-label={undefined} />,
  play: async ({ canvasElement }) => {
    const currentMarkers = themeScopes(canvasElement).map((scope) => {
      const marker = scope.querySelector('[aria-current="step"] svg')!;
      return getComputedStyle(marker).color;
    });
    await expect(new Set(currentMarkers).size).toBe(4);
  },
};
