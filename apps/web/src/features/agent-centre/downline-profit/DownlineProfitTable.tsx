import { useLingui } from '@lingui/react/macro';
import { Button, DataTable, type DataTablePagination } from '@platform/ui';
import type { ProfitFigures } from '@platform/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { recordTableColumns } from '../../../components/records/record-table-columns';
import { SignedMoney } from '../../../components/records/signed-money';
import { hasTeam, PROFIT_COLUMNS, type LevelRow } from './profit-columns';

export interface DownlineProfitTableProps {
  /** The level's own row (first page only) and its direct downlines. */
  rows: readonly LevelRow[];
  /** The level's agent and its whole team; the summary row. */
  totals: ProfitFigures | undefined;
  isLoading: boolean;
  /** Another page or period is on its way: the rows shown are the previous answer's. */
  isUpdating: boolean;
  error: string | undefined;
  onRetry: () => void;
  /** Opens a downline's own level. */
  onOpenTeam: (account: string) => void;
  pagination: DataTablePagination | undefined;
}

/**
 * The level's rows: one per direct downline with its whole team's figures, the level's own play,
 * and the team total. A downline with a team below it opens that team's level.
 */
export function DownlineProfitTable({ rows, totals, isLoading, isUpdating, error, onRetry, onOpenTeam, pagination }: DownlineProfitTableProps) {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const format = { i18n, currencySymbol };

  const columns = recordTableColumns(PROFIT_COLUMNS, format, {
    // A downline with a team opens it: its account is the button.
    account: (row, text) => {
      if (!hasTeam(row)) return text;
      const account = row.account;
      return (
        <Button variant="secondary" size="sm" aria-label={t`Open ${account}'s team`} onClick={() => onOpenTeam(account)}>
          {text}
        </Button>
      );
    },
  });

  const summary = totals && Object.fromEntries(
    PROFIT_COLUMNS.flatMap((column) => {
      if (!column.total) return [];
      const text = column.total(totals, format);
      return [[column.key, column.key === 'net' ? <SignedMoney amount={totals.net} text={text} /> : text]];
    }),
  );

  return (
    <DataTable
      label={t`Downline profit and loss`}
      columns={columns}
      rows={rows}
      getRowKey={(row) => (row.isOwn ? `own:${row.account}` : row.account)}
      summary={summary}
      summaryLabel={t`Team total`}
      currencySymbol={currencySymbol}
      isLoading={isLoading}
      isUpdating={isUpdating}
      error={error}
      onRetry={onRetry}
      emptyText={t`No downlines at this level.`}
      pagination={pagination}
    />
  );
}
