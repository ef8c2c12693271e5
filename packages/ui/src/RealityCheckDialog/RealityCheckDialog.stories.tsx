import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { OverlayBox } from '../test/overlay-box';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { RealityCheckDialog } from './RealityCheckDialog';

/** The reminder a player gets at the interval they chose, over whatever is on the page. */
const meta = {
  title: 'Account/RealityCheckDialog',
  component: RealityCheckDialog,
  args: {
    isOpen: true,
    sessionSeconds: 15 * 60,
    netResult: -42.5,
    currencySymbol: 'P',
    bettingRecordHref: '#/member/betRecord',
    onContinue: fn(),
    onLogOut: fn(),
    onBettingRecord: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  argTypes: { container: { control: false }, onBettingRecord: { control: false } },
  parameters: { docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After 15 minutes, 42.50 down: the session time, the net result, the record, and the two choices. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: translated('Reality check') });
    await expect(dialog).toHaveAccessibleDescription(translated('A reminder of how long you have been playing and how your session stands.'));
    await expect(dialog.querySelector('[data-figure="session-time"]')).toHaveTextContent('0:15:00');
    const net = dialog.querySelector('[data-figure="net-result"]')!;
    await expect(net).toHaveAttribute('data-mood', 'lost');
    await expect(net.textContent).toMatch(/^P -42[.,]50$/);
    await expect(within(dialog).getByRole('link', { name: translated('View your betting record') })).toHaveAttribute('href', args.bettingRecordHref);
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([translated('Log out'), translated('Continue')]);
    // "Continue", the choice that changes nothing, has the focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: translated('Continue') })).toHaveFocus());
  },
};

/** Every prop a designer plays with. */
export const Playground: Story = {
  args: { sessionSeconds: 3600 + 30 * 60, netResult: 120 },
};

/** A winning session reads as won. */
export const Winning: Story = {
  args: { sessionSeconds: 3600, netResult: 1250 },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: translated('Reality check') });
    await expect(dialog.querySelector('[data-figure="session-time"]')).toHaveTextContent('1:00:00');
    await expect(dialog.querySelector('[data-figure="net-result"]')).toHaveAttribute('data-mood', 'won');
  },
};

/** Every brand in both colour modes, each reminder held in its own box. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <OverlayBox height={380}>{(box) => <RealityCheckDialog {...args} container={box} />}</OverlayBox>,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="alertdialog"][data-state="open"]')).toHaveLength(4));
    const panels = themeScopes(canvasElement).map((scope) => getComputedStyle(scope.querySelector('[role="alertdialog"]')!).backgroundColor);
    await expect(panels[0]).not.toBe(panels[1]);
    await expect(panels[2]).not.toBe(panels[3]);
  },
};
