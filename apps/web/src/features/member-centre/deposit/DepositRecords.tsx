import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { DataTable, DateRangePicker, StatusBadge, depositStatus, presetDateRange, vars, type DataTableColumn, type DateRange } from '@platform/ui';
import type { DepositOrder } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useDepositRecords } from './deposit-queries';

export interface DepositRecordsProps {
  currencySymbol: string;
}

/** The member's deposit orders in a range of days (the last 7 by default), with each one's status. */
export function DepositRecords({ currencySymbol }: DepositRecordsProps) {
  const { t } = useLingui();
  const [range, setRange] = useState<DateRange>(() => presetDateRange('last7Days'));
  const [page, setPage] = useState(1);
  const query = useDepositRecords(range.start, range.end, page);

  const columns: DataTableColumn<DepositOrder>[] = [
    { key: 'createTime', header: t`Time`, kind: 'datetime' },
    { key: 'orderNo', header: t`Order no.`, card: 'title' },
    { key: 'channelName', header: t`Channel` },
    { key: 'amount', header: t`Amount`, kind: 'money' },
    { key: 'status', header: t`Status`, cell: (order) => <StatusBadge status={depositStatus[order.status]} /> },
  ];

  return (
    <Records>
      <DateRangePicker
        label={t`Deposit dates`}
        value={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      <DataTable
        label={t`Deposit record`}
        columns={columns}
        rows={query.data?.list ?? []}
        getRowKey={(order) => order.orderNo}
        currencySymbol={currencySymbol}
        isLoading={query.isPending}
        isUpdating={query.isPlaceholderData}
        error={query.isError ? errorMessage(query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={t`No deposits in these dates.`}
        pagination={
          query.data && query.data.totalPages > 1
            ? { page, pageCount: query.data.totalPages, onPageChange: setPage, label: t`Deposit record pages` }
            : undefined
        }
      />
    </Records>
  );
}

const Records = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  min-width: 0;
`;
