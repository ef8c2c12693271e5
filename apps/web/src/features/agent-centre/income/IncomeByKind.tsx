import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, DataTable, formatCellValue, type DataTableColumn } from '@platform/ui';
import type { IncomeByKind as KindFigures } from '@platform/api';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { SETTLEMENT_KIND_LABELS } from './settlement-labels';

export interface IncomeByKindProps {
  kinds: readonly KindFigures[];
  isLoading: boolean;
  /** Another period is on its way: the rows shown are the previous answer's. */
  isUpdating: boolean;
}

/**
 * Each kind of contract: what the agent received and paid in the period, and the money still
 * owed either way (UNPAID settlements of periods that ended in it), said in words.
 */
export function IncomeByKind({ kinds, isLoading, isUpdating }: IncomeByKindProps) {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const money = (amount: number) => formatCellValue(amount, 'money', i18n.locale, currencySymbol);
  const withCount = (amount: number, count: number) =>
    `${money(amount)} (${t({ message: plural(count, { one: '# settlement', other: '# settlements' }), comment: 'How many settlements made up an amount: "P 12.00 (3 settlements)"' })})`;
  const owedToYou = kinds.reduce((sum, kind) => sum + kind.owedToYou, 0);
  const youOwe = kinds.reduce((sum, kind) => sum + kind.youOwe, 0);
  const owedToYouText = money(owedToYou);
  const youOweText = money(youOwe);

  const columns: DataTableColumn<KindFigures>[] = [
    { key: 'kind', header: t`Kind`, card: 'title', cell: (row) => i18n._(SETTLEMENT_KIND_LABELS[row.kind]) },
    { key: 'received', header: t`Received`, kind: 'money', cell: (row) => withCount(row.received, row.receivedCount) },
    { key: 'paid', header: t`Paid to downlines`, kind: 'money', cell: (row) => withCount(row.paid, row.paidCount) },
    { key: 'owedToYou', header: t`Owed to you (unpaid)`, kind: 'money' },
    { key: 'youOwe', header: t`You owe (unpaid)`, kind: 'money' },
  ];

  return (
    <>
      <DataTable
        label={t`Income by kind`}
        columns={columns}
        rows={kinds}
        getRowKey={(row) => row.kind}
        currencySymbol={currencySymbol}
        isLoading={isLoading}
        isUpdating={isUpdating}
        loadingRowCount={4}
      />
      {owedToYou > 0 && (
        <Alert tone="warning" title={t`${owedToYouText} is owed to you`}>
          {t`Your upline could not pay it yet: its withdrawable money did not cover what your contracts earned. It is retried automatically at every settlement run until it is paid in full.`}
        </Alert>
      )}
      {youOwe > 0 && (
        <Alert tone="warning" title={t`You owe your downlines ${youOweText}`}>
          {t`Your withdrawable money did not cover what your downlines' contracts earned. It is retried automatically at every settlement run until it is paid in full: keep enough withdrawable money to pay them.`}
        </Alert>
      )}
    </>
  );
}
