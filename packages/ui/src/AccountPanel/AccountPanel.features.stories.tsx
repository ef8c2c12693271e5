import type { Meta, StoryObj } from '@storybook/react-vite';
import { use } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import type { AccountPanel, AccountPanelProps } from './AccountPanel';
import accountPanelMeta from './AccountPanel.stories';
import { Centre, useDeferred, useMemberEntries } from './account-panel-story-setup';

const meta = {
  ...accountPanelMeta,
  title: 'Account/AccountPanel/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof AccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'mobile1', isRotated: false } };

/** Tab reaches the menu once, on the chosen entry; the arrows, Home and End move through it, wrapping at the ends. */
export const ArrowKeys: Story = {
  args: { selectedKey: 'depositv2' },
  play: async ({ canvas, args }) => {
    const entry = (label: string) => canvas.getByRole('link', { name: translated(label) });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('Close') })).toHaveFocus();
    await userEvent.tab();
    await expect(entry('Deposit')).toHaveFocus();
    await expect(getComputedStyle(entry('Deposit')).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    await expect(entry('Withdrawal')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(entry('My wallet')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(entry('Rebate')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(entry('My account')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(entry('Rebate')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(entry('My account')).toHaveFocus();
    // Moving is not choosing: the page stays until Enter.
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(entry('Deposit')).toHaveAttribute('aria-current', 'page');
    // Tab leaves the menu for the page's own controls.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('Refresh') })).toHaveFocus();
  },
};

/** Choosing an entry, by a click or Enter, reports its key; the highlight and the page area's name follow. */
export const SelectingAnEntry: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: translated('Betting record') }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('personalHistoryCopy');
    await expect(canvas.getByRole('link', { name: translated('Betting record') })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: translated('My account') })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('region', { name: translated('Betting record') })).toBeVisible();
    // On a desktop the menu stays, so the focus stays on the entry.
    await expect(canvas.getByRole('link', { name: translated('Betting record') })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('transactionHistory');
    await expect(canvas.getByRole('region', { name: translated('Account record') })).toBeVisible();
    // The plain clicks were routed by the app: the page did not follow the links.
    await expect(window.location.hash).toBe('');
  },
};

/** A Ctrl/Cmd click is the browser's (open in a new tab): the panel neither reports it nor stops the link. */
export const ModifiedClickIsTheBrowsers: Story = {
  play: async ({ canvas, args }) => {
    let wasPrevented: boolean | undefined;
    // Runs after the panel's handler; stops the navigation itself so that the test page stays.
    const observe = (event: MouseEvent) => {
      wasPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', observe);
    try {
      // One session, so that the held Control key applies to the click.
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(canvas.getByRole('link', { name: translated('Withdrawal') }));
      await user.keyboard('{/Control}');
    } finally {
      window.removeEventListener('click', observe);
    }
    await expect(wasPrevented).toBe(false);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: translated('Withdrawal') })).toHaveAttribute('href', '#member/withdraw');
    await expect(canvas.getByRole('link', { name: translated('My account') })).toHaveAttribute('aria-current', 'page');
  },
};

/** The close button reports the press; the app returns to where the player came from. */
export const Close: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/**
 * On a phone, choosing an entry opens its page's screen with the focus on the page; the back
 * control reports the press and returns to the list, with the focus on the entry just left.
 */
export const PhoneBackAndForth: Story = {
  globals: PHONE,
  parameters: { layout: 'fullscreen' },
  args: { selectedKey: null },
  play: async ({ canvas, args }) => {
    const wallet = canvas.getByRole('link', { name: translated('My wallet') });
    wallet.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('transferFund');
    const page = await canvas.findByRole('region', { name: translated('My wallet') });
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await waitFor(() => expect(page).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: translated('Back to menu') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('navigation', { name: translated('Member centre') })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('link', { name: translated('My wallet') })).toHaveFocus());
  },
};

function CountsCentre(args: AccountPanelProps) {
  const { t } = useLingui();
  const entries = useMemberEntries({}, { missionLeaderboard: 0, messageV2: -2, rewardCenter: 1, transferFund: 100 });
  return <Centre {...args} title={t`Member centre`} entries={entries} />;
}

/** A count of 0 (or less) shows no badge; 1 shows; above 99 the badge reads 99+ while screen readers hear the count. */
export const BadgeCounts: Story = {
  render: (args) => <CountsCentre {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: translated('Missions') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: translated('Messages') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: `${translated('Reward centre')} ${translated('{count} new', { count: 1 })}` })).toBeInTheDocument();
    const wallet = canvas.getByRole('link', { name: `${translated('My wallet')} ${translated('{count} new', { count: 100 })}` });
    await expect(within(wallet).getByText('99+')).toBeVisible();
  },
};

function SlowPage({ loading }: { loading: Promise<void> }) {
  use(loading);
  return (
    <p>
      <Trans>The page has loaded.</Trans>
    </p>
  );
}

function SuspendingCentre(args: AccountPanelProps) {
  const { t } = useLingui();
  const entries = useMemberEntries();
  const deferred = useDeferred();
  return (
    <div>
      <button type="button" onClick={deferred.resolve}>
        <Trans>Finish loading</Trans>
      </button>
      <Centre {...args} title={t`Member centre`} entries={entries}>
        <SlowPage loading={deferred.promise} />
      </Centre>
    </div>
  );
}

/** A lazily loaded page that is still loading shows its fallback inside the page area; the menu stays usable. */
export const PageStillLoading: Story = {
  render: (args) => <SuspendingCentre {...args} />,
  play: async ({ canvas }) => {
    const page = canvas.getByRole('region', { name: translated('My account') });
    await expect(within(page).getByRole('status')).toHaveTextContent(translated('Loading'));
    await expect(canvas.getByRole('navigation', { name: translated('Member centre') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: translated('Finish loading') }));
    await expect(await within(page).findByText(translated('The page has loaded.'))).toBeVisible();
    await expect(within(page).queryByRole('status')).toBeNull();
  },
};
