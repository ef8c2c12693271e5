import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '@platform/ui';
import type { RewardClaim } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useRewardClaims } from './queries';

/** The rewards the member has claimed, newest first, in pages, with the total of them all. */
export function RewardClaimHistory() {
  const { t } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const [page, setPage] = useState(1);
  const claims = useRewardClaims(page);
  const columns: DataTableColumn<RewardClaim>[] = [
    { key: 'title', header: t`Reward`, card: 'title' },
    { key: 'amount', header: t`Amount`, kind: 'money' },
    { key: 'turnoverRequired', header: t`Turnover required`, kind: 'money' },
    { key: 'claimTime', header: t`Claimed on`, kind: 'datetime' },
    { key: 'referenceNo', header: t`Reference no.` },
  ];
  const pageCount = claims.data?.totalPages ?? 0;
  return (
    <DataTable
      label={t`Claim history`}
      columns={columns}
      rows={claims.data?.list ?? []}
      getRowKey={(row) => row.claimId}
      currencySymbol={currencySymbol}
      isLoading={claims.isPending}
      isUpdating={claims.isPlaceholderData}
      error={claims.isError ? errorMessage(claims.error) : undefined}
      onRetry={() => void claims.refetch()}
      emptyText={t`You have not claimed any rewards yet.`}
      summary={claims.data && claims.data.list.length > 0 ? { amount: claims.data.totalAmount } : undefined}
      summaryLabel={t`Total claimed`}
      pagination={pageCount > 1 ? { page, pageCount, onPageChange: setPage, label: t`Claim history pages` } : undefined}
    />
  );
}
