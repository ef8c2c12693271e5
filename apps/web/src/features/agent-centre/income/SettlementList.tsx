import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, DataTable, formatCellValue, StatusBadge, type DataTableColumn } from '@platform/ui';
import type { AgentIncomeQuery, SettlementKind, SettlementRecord, SettlementSide, SettlementStatus } from '@platform/api';
import { FigureList } from '../../../components/FigureList';
import { pageChanges, readPage, useAddressParams } from '../../../components/records/address-filters';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { SETTLEMENTS_PAGE_SIZE, useAgentSettlements } from './queries';
import { SettlementDialog } from './SettlementDialog';
import { settlementStatus } from './settlement-labels';
import { settlementPeriodText, tierText } from './settlement-text';

export interface SettlementListProps {
  period: AgentIncomeQuery;
  kind: SettlementKind;
  side: SettlementSide;
  status: SettlementStatus | undefined;
  isEnabled: boolean;
}

/**
 * A page of the agent's settlements of one kind and side, with their totals (count, paid, still
 * owed); a settlement's period opens the figures it was computed from.
 */
export function SettlementList({ period, kind, side, status, isEnabled }: SettlementListProps) {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const [params, updateParams] = useAddressParams();
  const page = readPage(params);
  const settlements = useAgentSettlements(
    { ...period, kind, side, ...(status && { status }), pageNo: page, pageSize: SETTLEMENTS_PAGE_SIZE },
    isEnabled,
  );
  const [shown, setShown] = useState<SettlementRecord | null>(null);
  const [isDetailOpen, setDetailOpen] = useState(false);
  const totals = settlements.data?.totals;
  const pageCount = settlements.data?.totalPages ?? 0;
  const money = (amount: number) => formatCellValue(amount, 'money', i18n.locale, currencySymbol);

  const columns: DataTableColumn<SettlementRecord>[] = [
    {
      key: 'period',
      header: t`Period`,
      card: 'title',
      cell: (record) => {
        const text = settlementPeriodText(record, i18n.locale);
        return (
          <Button
            variant="ghost"
            size="sm"
            aria-haspopup="dialog"
            aria-label={t`${text}: details`}
            onClick={() => {
              setShown(record);
              setDetailOpen(true);
            }}
          >
            {text}
          </Button>
        );
      },
    },
    { key: 'counterpart', header: side === 'RECEIVED' ? t`Upline` : t`Downline` },
    { key: 'status', header: t`Status`, cell: (record) => <StatusBadge status={settlementStatus[record.status]} /> },
    { key: 'amount', header: t`Amount`, kind: 'money', cell: (record) => (record.amount === null ? t`Not settled yet` : money(record.amount)) },
    { key: 'tier', header: t`Tier and rate`, cell: (record) => tierText(record, i18n) },
    { key: 'referenceNo', header: t`Reference no.`, cell: (record) => record.referenceNo ?? '—' },
  ];
  const count = i18n.number(totals?.count ?? 0);

  return (
    <>
      {totals && (
        <FigureList>
          <div>
            <dt>{t`Settlements`}</dt>
            <dd>{count}</dd>
          </div>
          <div>
            <dt>{side === 'RECEIVED' ? t`Received` : t`Paid to downlines`}</dt>
            <dd>{money(totals.paid)}</dd>
          </div>
          <div>
            <dt>{side === 'RECEIVED' ? t`Owed to you (unpaid)` : t`You owe (unpaid)`}</dt>
            <dd>{money(totals.owed)}</dd>
          </div>
        </FigureList>
      )}
      <DataTable
        label={side === 'RECEIVED' ? t`Settlements received from my upline` : t`Settlements paid to my downlines`}
        columns={columns}
        rows={settlements.data?.list ?? []}
        getRowKey={(record) => record.settlementId}
        currencySymbol={currencySymbol}
        isLoading={isEnabled && settlements.isPending}
        isUpdating={settlements.isPlaceholderData}
        error={settlements.isError ? errorMessage(settlements.error) : undefined}
        onRetry={() => void settlements.refetch()}
        emptyText={t`No settlements of this kind ended in this period.`}
        pagination={pageCount > 1 ? { page, pageCount, onPageChange: (next) => updateParams(pageChanges(next)), label: t`Settlement pages` } : undefined}
      />
      <SettlementDialog record={shown} isOpen={isDetailOpen} onClose={() => setDetailOpen(false)} onClosed={() => setShown(null)} />
    </>
  );
}
