import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { DataTable, vars } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { pageChanges, rangeChanges, readPage, readRange, useAddressParams, useBusinessToday } from '../../../components/records/address-filters';
import { isReportRange } from '../../../components/records/business-day';
import { PeriodPicker } from '../../../components/records/PeriodPicker';
import { AccountRecordExport } from './AccountRecordExport';
import { ACCOUNT_RECORD_PAGE_SIZE, useAccountRecord } from './queries';
import { ACCOUNT_RECORD_COLUMNS } from '../../../components/records/record-columns';
import { recordTableColumns } from '../../../components/records/record-table-columns';
import { readTransactionType, TRANSACTION_TYPE_PARAM } from '../../../components/records/transaction-types';
import { TransactionTypeSelect } from '../../../components/records/TransactionTypeSelect';

/**
 * The member centre's account record (`transactionHistory`): every ledger movement of a period,
 * newest first, by type, with the balance after each, and its export as a CSV file that holds
 * exactly what the table shows. The filters live in the address.
 */
export default function AccountRecordPage() {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const today = useBusinessToday();
  const [params, updateParams] = useAddressParams();
  const range = readRange(params, today);
  const page = readPage(params);
  const type = readTransactionType(params);
  const isRangeAnswered = isReportRange(range);

  const filters = { startDate: range.start, endDate: range.end, ...(type && { type }) };
  const record = useAccountRecord({ ...filters, pageNo: page, pageSize: ACCOUNT_RECORD_PAGE_SIZE }, isRangeAnswered);
  const rows = record.data?.list ?? [];

  const columns = recordTableColumns(ACCOUNT_RECORD_COLUMNS, { i18n, currencySymbol });
  const pageCount = record.data?.totalPages ?? 0;

  return (
    <PageColumn>
      <PageTitle>{t`Account record`}</PageTitle>
      <Filters>
        <PeriodPicker label={t`Period`} range={range} today={today} onChange={(next) => updateParams(rangeChanges(next))} />
        <TransactionTypeSelect value={type} onChange={(value) => updateParams({ [TRANSACTION_TYPE_PARAM]: value, ...pageChanges(1) })} />
      </Filters>
      <AccountRecordExport query={filters} isDisabled={!isRangeAnswered || (record.isSuccess && rows.length === 0)} />
      {isRangeAnswered && (
        <DataTable
          label={t`Account record`}
          columns={columns}
          rows={rows}
          getRowKey={(row) => `${row.referenceNo}:${row.id}`}
          currencySymbol={currencySymbol}
          isLoading={record.isPending}
          isUpdating={record.isPlaceholderData}
          error={record.isError ? errorMessage(record.error) : undefined}
          onRetry={() => void record.refetch()}
          emptyText={t`No account records in this period.`}
          pagination={
            pageCount > 1
              ? { page, pageCount, onPageChange: (next) => updateParams(pageChanges(next)), label: t`Account record pages` }
              : undefined
          }
        />
      )}
    </PageColumn>
  );
}

const Filters = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;
