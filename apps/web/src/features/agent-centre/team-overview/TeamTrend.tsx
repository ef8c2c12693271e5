import { useLingui } from '@lingui/react/macro';
import { DataTable, Skeleton, type DataTableColumn } from '@platform/ui';
import type { TeamDay, TeamFigures } from '@platform/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { NetByDayChart } from '../../../components/records/NetByDayChart';
import { SignedMoney } from '../../../components/records/signed-money';

export interface TeamTrendProps {
  /** Every day of the period, oldest first; undefined while they load. */
  days: readonly TeamDay[] | undefined;
  /** The period's figures, for the table's total row. */
  totals: TeamFigures | undefined;
}

/**
 * The team's trend over the period: its net result by day as a chart for the eye, and every
 * figure by day in a table, which is the chart's text alternative (the chart's caption says so).
 */
export function TeamTrend({ days, totals }: TeamTrendProps) {
  const { t } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const columns: DataTableColumn<TeamDay>[] = [
    { key: 'day', header: t`Day`, kind: 'date', card: 'title' },
    { key: 'teamSize', header: t`Team size`, kind: 'number' },
    { key: 'newMembers', header: t`New members`, kind: 'number' },
    { key: 'activeMembers', header: t`Active members`, kind: 'number' },
    { key: 'deposits', header: t`Deposits`, kind: 'money' },
    { key: 'withdrawals', header: t`Withdrawals`, kind: 'money' },
    { key: 'bets', header: t`Bets`, kind: 'money' },
    { key: 'validBets', header: t`Valid bets`, kind: 'money' },
    { key: 'net', header: t`Team profit and loss`, kind: 'money', cell: (day) => <SignedMoney amount={day.net} /> },
  ];
  // Only the figures that add up over the days: the team's size and its active members are not sums.
  const summary = totals && {
    newMembers: totals.newMembers,
    deposits: totals.deposits,
    withdrawals: totals.withdrawals,
    bets: totals.bets,
    validBets: totals.validBets,
    net: <SignedMoney amount={totals.net} />,
  };
  return (
    <>
      {days ? <NetByDayChart days={days} /> : <Skeleton height="12rem" />}
      <DataTable
        label={t`Team by day`}
        columns={columns}
        rows={days ?? []}
        getRowKey={(day) => day.day}
        summary={summary}
        summaryLabel={t`Period total`}
        currencySymbol={currencySymbol}
        isLoading={days === undefined}
        loadingRowCount={3}
      />
    </>
  );
}
