import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '@platform/ui';
import type { MemberTransaction } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useTransferRecord } from './upline-queries';

/** The member's transfers, newest first, a page at a time: when, reference, amount, balance after, and to whom. */
export function UplineTransferRecord() {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  const [page, setPage] = useState(1);
  const record = useTransferRecord(page);

  const columns: DataTableColumn<MemberTransaction>[] = [
    { key: 'createTime', header: t`Time`, kind: 'datetime', card: 'title' },
    { key: 'referenceNo', header: t`Reference no.` },
    { key: 'amount', header: t`Amount`, kind: 'money' },
    { key: 'balance', header: t`Balance after`, kind: 'money' },
    { key: 'remark', header: t`Details` },
  ];
  const pageCount = record.data?.totalPages ?? 0;
  return (
    <DataTable
      label={t`Transfer record`}
      columns={columns}
      rows={record.data?.list ?? []}
      getRowKey={(row) => `${row.referenceNo}:${row.id}`}
      currencySymbol={symbol}
      isLoading={record.isPending}
      isUpdating={record.isPlaceholderData}
      error={record.isError ? errorMessage(record.error) : undefined}
      onRetry={() => void record.refetch()}
      emptyText={t`You have not made any transfers yet.`}
      pagination={pageCount > 1 ? { page, pageCount, onPageChange: setPage, label: t`Transfer record pages` } : undefined}
    />
  );
}
