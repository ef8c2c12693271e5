import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { DataTable, vars, type DataTableColumn } from '@platform/ui';
import type { RealtimeAccrual, RealtimeAccrualBet } from '@platform/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useTierFormat } from '../contracts/use-tier-format';
import { outcomeLabel, tierLabel, tracedAmountText } from './accrual-labels';

/** Each team bet of the window, newest first, traced to its tier, its rate and what it earns. */
export function TracedBets({ accrual }: { accrual: RealtimeAccrual }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  // The rates as the contracts' tiers write them.
  const format = useTierFormat();
  const columns: DataTableColumn<RealtimeAccrualBet>[] = [
    { key: 'roundNo', header: t`Round no.`, card: 'title' },
    { key: 'settleTime', header: t`Settled`, kind: 'datetime' },
    { key: 'account', header: t`Account` },
    { key: 'betAmount', header: t`Bet amount`, kind: 'money' },
    { key: 'payout', header: t`Payout`, kind: 'money' },
    { key: 'outcome', header: t`Outcome`, cell: (bet) => outcomeLabel(i18n, bet.outcome) },
    { key: 'tier', header: t`Tier`, cell: (bet) => tierLabel(i18n, bet.tier) },
    { key: 'rate', header: t`Rate`, cell: (bet) => format('percent', bet.rate), align: 'end' },
    { key: 'amount', header: t`Earned`, cell: (bet) => tracedAmountText(i18n, bet.amount, symbol), align: 'end' },
  ];
  const listed = accrual.bets.length;
  const counted = accrual.figures.betCount;
  return (
    <>
      <DataTable
        label={t`Team bets of this window`}
        columns={columns}
        rows={accrual.bets}
        getRowKey={(bet) => `${bet.roundNo}:${bet.account}`}
        currencySymbol={symbol}
        emptyText={t`No team bet has been settled in this window yet.`}
      />
      {accrual.truncated && <Note>{t`Only the newest ${listed} of the window's ${counted} bets are listed here; the salary above counts them all.`}</Note>}
      <Note>{t`Each bet earns its rate to the hundredth of a cent; each line above is rounded down to the cent when the window is settled.`}</Note>
    </>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
