import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, DataTable, StatusBadge, withdrawalStatus, type DataTableColumn } from '@platform/ui';
import type { Withdrawal } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { isAwaitingConfirmation } from './labels';
import { useWithdrawals } from './queries';
import { WithdrawalDetailDialog } from './WithdrawalDetailDialog';


/** The member's withdrawals, newest first; each opens its detail, where a payout is confirmed. */
export function WithdrawalRecords() {
  const { t } = useLingui();
  const currency = useCurrencySymbol();
  const [page, setPage] = useState(1);
  const query = useWithdrawals(page);
  const [shown, setShown] = useState<Withdrawal | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [confirmed, setConfirmed] = useState<Withdrawal | null>(null);
  const refetch = query.refetch;
  const refresh = useCallback(() => void refetch(), [refetch]);

  // The record as last known: the gateway's answer to the player's confirmation, else as the list
  // last read it (which changes when a payout is counted as received).
  const listed = shown && query.data?.list.find((withdrawal) => withdrawal.withdrawalNo === shown.withdrawalNo);
  const current = confirmed !== null && confirmed.withdrawalNo === shown?.withdrawalNo ? confirmed : (listed ?? shown);

  const open = (withdrawal: Withdrawal) => {
    setConfirmed(null);
    setShown(withdrawal);
    setDialogOpen(true);
  };

  const columns: DataTableColumn<Withdrawal>[] = [
    { key: 'withdrawalNo', header: t`Reference no.`, card: 'title' },
    { key: 'requestTime', header: t`Requested at`, kind: 'datetime' },
    { key: 'amount', header: t`Amount`, kind: 'money' },
    { key: 'card', header: t`Bank card`, cell: (row) => `${row.bankName} ${row.accountNumber}` },
    { key: 'status', header: t`Status`, cell: (row) => <StatusBadge status={withdrawalStatus[row.status]} /> },
    { key: 'paidAmount', header: t`Paid`, kind: 'money' },
    {
      key: 'detail',
      header: t`Detail`,
      cell: (row) => {
        const number = row.withdrawalNo;
        return (
          <Button size="sm" variant={isAwaitingConfirmation(row) ? 'primary' : 'secondary'} onClick={() => open(row)}>
            {isAwaitingConfirmation(row) ? t`Confirm receipt of ${number}` : t`Details of ${number}`}
          </Button>
        );
      },
    },
  ];

  const confirmedNo = confirmed?.withdrawalNo ?? '';
  return (
    <>
      {confirmed && (
        <Alert tone="success" isDismissible onDismiss={() => setConfirmed(null)}>
          {t`Thank you: your answer about withdrawal ${confirmedNo} was sent.`}
        </Alert>
      )}
      <DataTable
        label={t`Withdrawal record`}
        columns={columns}
        rows={query.data?.list ?? []}
        getRowKey={(row) => row.withdrawalNo}
        currencySymbol={currency}
        isLoading={query.isPending}
        isUpdating={query.isPlaceholderData}
        error={query.isError ? errorMessage(query.error) : undefined}
        onRetry={refresh}
        emptyText={t`You have made no withdrawal yet.`}
        pagination={
          query.data && query.data.totalPages > 1
            ? { page, pageCount: query.data.totalPages, onPageChange: setPage, label: t`Withdrawal record pages` }
            : undefined
        }
      />
      <WithdrawalDetailDialog
        withdrawal={current}
        isOpen={isDialogOpen}
        onClose={() => setDialogOpen(false)}
        onClosed={() => setShown(null)}
        onConfirmed={setConfirmed}
        onDeadlinePassed={refresh}
      />
    </>
  );
}
