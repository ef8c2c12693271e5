import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AccountPanel, type AccountPanelEntry, type AccountPanelProps } from './AccountPanel';

/** The member centre's page keys, in the spec's menu order. */
export const MEMBER_KEYS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberKey = (typeof MEMBER_KEYS)[number];

/** The agent centre's page keys, in the spec's menu order (every salary type and the contract on). */
export const AGENT_KEYS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentKey = (typeof AGENT_KEYS)[number];

/** The counts the member centre shows as red badges. */
export const MEMBER_COUNTS: Partial<Record<MemberKey, number>> = { missionLeaderboard: 2, messageV2: 5, rewardCenter: 120 };

/** The member centre's entries as the app passes them: translated labels, links, badge counts. */
export function useMemberEntries(
  givenLabels: Partial<Record<MemberKey, string>> = {},
  counts: Partial<Record<MemberKey, number>> = MEMBER_COUNTS,
): AccountPanelEntry[] {
  const { t } = useLingui();
  const labels: Record<MemberKey, string> = {
    securityCenter: t`My account`,
    transferFund: t`My wallet`,
    depositv2: t`Deposit`,
    withdraw: t`Withdrawal`,
    transferUpline: t`Transfer to upline`,
    personalHistoryCopy: t`Betting record`,
    transactionHistory: t`Account record`,
    personalProfit: t`Profit and loss`,
    bonusDetails: t`Bonus details`,
    rewardCenter: t`Reward centre`,
    referral: t`Invite friends`,
    missionLeaderboard: t`Missions`,
    messageV2: t`Messages`,
    manualRebate: t`Rebate`,
  };
  return MEMBER_KEYS.map((key) => ({
    key,
    label: givenLabels[key] || labels[key],
    href: `#member/${key}`,
    count: counts[key],
  }));
}

/** The agent centre's entries, translated, as links. */
export function useAgentEntries(): AccountPanelEntry[] {
  const { t } = useLingui();
  const labels: Record<AgentKey, string> = {
    agentAnnouncement: t`Announcements`,
    agentTeamOverview: t`Team overview`,
    registerCenter: t`Open an account`,
    downlineManagmentView: t`Team management`,
    personalHistoryCopy: t`Team betting`,
    palStatementsAgentCopy: t`Downline profit and loss`,
    agentRevenueReport: t`My income`,
    agentDownlineTransactionDetailsCopy: t`Downline transactions`,
    agentDividendRecordCopy2: t`Dividend`,
    agentDailyWages2: t`Daily wages`,
    agentHourSalary: t`Hourly salary`,
    agentRealtimeSalary: t`Real-time salary`,
  };
  return AGENT_KEYS.map((key) => ({ key, label: labels[key], href: `#agent/${key}` }));
}

/** A page body as an app's lazily loaded page would render it: its own heading, some text and a control. */
export function SamplePage({ label }: { label: string | undefined }) {
  return (
    <div>
      <h3 style={{ marginTop: 0 }}>{label}</h3>
      <p>
        <Trans>This page is rendered by the app; the panel gives it this area.</Trans>
      </p>
      <button type="button">
        <Trans>Refresh</Trans>
      </button>
    </div>
  );
}

/** A promise and the function that settles it, kept for the life of the story. */
export function useDeferred() {
  const [deferred] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((settle) => {
      resolve = settle;
    });
    return { promise, resolve };
  });
  return deferred;
}

/**
 * A centre as the app wires it: the chosen key lives in the URL (here, state), choosing an entry
 * or going back changes it, and the page for the key is the panel's child.
 */
export function Centre({ entries, ...args }: AccountPanelProps & { entries: AccountPanelEntry[] }) {
  const [selectedKey, setSelectedKey] = useState(args.selectedKey);
  const shownKey = selectedKey ?? args.defaultKey ?? entries[0]?.key;
  return (
    <AccountPanel
      {...args}
      entries={entries}
      selectedKey={selectedKey}
      onSelect={(key) => {
        setSelectedKey(key);
        args.onSelect?.(key);
      }}
      onBack={() => {
        setSelectedKey(null);
        args.onBack?.();
      }}
    >
      {args.children ?? <SamplePage label={entries.find((entry) => entry.key === shownKey)?.label} />}
    </AccountPanel>
  );
}
