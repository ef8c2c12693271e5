import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '@platform/ui';
import type { RealtimeAccrual, RealtimeSalaryLine } from '@platform/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useTierFormat } from '../contracts/use-tier-format';
import { outcomeLabel, tierLabel } from './accrual-labels';

/** The window's bets by tier and outcome, each line with its rate and what it pays (rounded down to the cent). */
export function AccrualLines({ accrual }: { accrual: RealtimeAccrual }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  // The rates as the contracts' tiers write them.
  const format = useTierFormat();
  const columns: DataTableColumn<RealtimeSalaryLine>[] = [
    { key: 'tier', header: t`Tier`, cell: (line) => tierLabel(i18n, line.tier), card: 'title' },
    { key: 'outcome', header: t`Outcome`, cell: (line) => outcomeLabel(i18n, line.outcome) },
    { key: 'betCount', header: t`Bets`, kind: 'number' },
    { key: 'bets', header: t`Bet amount`, kind: 'money' },
    { key: 'rate', header: t`Rate`, cell: (line) => format('percent', line.rate), align: 'end' },
    { key: 'amount', header: t`Salary`, kind: 'money' },
  ];
  const { figures } = accrual;
  return (
    <DataTable
      label={t`Salary by tier and outcome`}
      columns={columns}
      rows={figures.lines ?? []}
      getRowKey={(line) => `${line.tier}:${line.outcome}`}
      currencySymbol={symbol}
      summary={{ betCount: figures.betCount, bets: figures.bets, amount: accrual.accrued }}
      summaryLabel={t`Total`}
      emptyText={t`No team bet has been settled in this window yet.`}
    />
  );
}
