import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DataTable, StatusBadge, type DataTableColumn, type StatusBadgeTone } from '@platform/ui';
import type { PromotionalCredit, PromotionalCreditKind, PromotionalCreditStatus } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { BONUS_PAGE_SIZE, useBonuses } from './queries';
import { TurnoverProgress } from './TurnoverProgress';

const STATUS_TONE: Record<PromotionalCreditStatus, StatusBadgeTone> = { ACTIVE: 'info', RELEASED: 'success', SPENT: 'neutral' };

/**
 * The member centre's bonus details (`bonusDetails`): every bonus received (welcome credit,
 * claimed rewards, raffle prizes, deposit bonuses), the turnover that makes it withdrawable with
 * the progress so far, and when it ended: released once the turnover is met, or spent before.
 */
export default function BonusDetailsPage() {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const [page, setPage] = useState(1);
  const bonuses = useBonuses(page);

  const kindLabel: Record<PromotionalCreditKind, string> = { WELCOME: t`Welcome credit`, TRIAL: t`Trial credit`, BONUS: t`Bonus` };
  const statusLabel: Record<PromotionalCreditStatus, string> = {
    ACTIVE: t`Turnover in progress`,
    RELEASED: t`Withdrawable`,
    SPENT: t`Played away`,
  };
  const columns: DataTableColumn<PromotionalCredit>[] = [
    { key: 'kind', header: t`Bonus`, card: 'title', cell: (row) => `${kindLabel[row.kind]} · ${row.referenceNo}` },
    { key: 'amount', header: t`Amount`, kind: 'money' },
    { key: 'lockedAmount', header: t`Still locked`, kind: 'money' },
    { key: 'turnover', header: t`Turnover`, cell: (row) => <TurnoverProgress credit={row} /> },
    { key: 'status', header: t`Status`, cell: (row) => <StatusBadge tone={STATUS_TONE[row.status]}>{statusLabel[row.status]}</StatusBadge> },
    { key: 'grantTime', header: t`Received on`, kind: 'datetime' },
    {
      key: 'endTime',
      header: t`Expiry`,
      cell: (row) => (row.endTime === null ? t`Until its turnover is met` : t`Ended ${i18n.date(new Date(row.endTime))}`),
    },
  ];
  const pageCount = bonuses.data?.totalPages ?? 0;

  return (
    <PageColumn>
      <PageTitle>{t`Bonus details`}</PageTitle>
      <p>{t`A bonus can be played at once. It becomes withdrawable when your bets reach its turnover requirement.`}</p>
      <DataTable
        label={t`Bonus details`}
        columns={columns}
        rows={bonuses.data?.list ?? []}
        getRowKey={(row) => row.id}
        currencySymbol={currencySymbol}
        isLoading={bonuses.isPending}
        isUpdating={bonuses.isPlaceholderData}
        loadingRowCount={BONUS_PAGE_SIZE / 2}
        error={bonuses.isError ? errorMessage(bonuses.error) : undefined}
        onRetry={() => void bonuses.refetch()}
        emptyText={t`No bonuses yet. Claim rewards in the reward centre.`}
        pagination={pageCount > 1 ? { page, pageCount, onPageChange: setPage, label: t`Bonus pages` } : undefined}
      />
    </PageColumn>
  );
}
