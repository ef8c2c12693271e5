import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { DataTable, Select, vars, type DataTableColumn } from '@platform/ui';
import type { MemberTransaction } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { PageColumn, PageTitle } from '../page-parts';
import { pageChanges, rangeChanges, readPage, readRange, useAddressParams, useBusinessToday } from '../records-shared/address-filters';
import { isReportRange } from '../records-shared/business-day';
import { PeriodPicker } from '../records-shared/PeriodPicker';
import { SignedMoney } from '../records-shared/signed-money';
import { AccountRecordExport } from './AccountRecordExport';
import { ACCOUNT_RECORD_PAGE_SIZE, useAccountRecord } from './queries';
import { ACCOUNT_RECORD_COLUMNS } from './record-columns';
import { isTransactionTypeFilter, TRANSACTION_FILTER_LABELS, TRANSACTION_TYPE_FILTERS } from './transaction-types';

/** The address's search param of the type filter (next to the shared `from`, `to` and `page`). */
const TYPE_PARAM = 'type';

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
  const typeParam = params.get(TYPE_PARAM);
  const type = isTransactionTypeFilter(typeParam) ? typeParam : undefined;
  const isRangeAnswered = isReportRange(range);

  const filters = { startDate: range.start, endDate: range.end, ...(type && { type }) };
  const record = useAccountRecord({ ...filters, pageNo: page, pageSize: ACCOUNT_RECORD_PAGE_SIZE }, isRangeAnswered);
  const rows = record.data?.list ?? [];

  const format = { i18n, currencySymbol };
  const columns: DataTableColumn<MemberTransaction>[] = ACCOUNT_RECORD_COLUMNS.map((column) => ({
    key: column.key,
    header: i18n._(column.header),
    kind: column.kind,
    card: column.card,
    cell: (row) => {
      const text = column.text(row, format);
      return column.key === 'amount' ? <SignedMoney amount={row.amount} text={text} /> : text;
    },
  }));
  const typeOptions = [
    { value: '', label: t({ message: 'All types', comment: 'Account record type filter: no filter' }) },
    ...TRANSACTION_TYPE_FILTERS.map((value) => ({ value, label: i18n._(TRANSACTION_FILTER_LABELS[value]) })),
  ];
  const pageCount = record.data?.totalPages ?? 0;

  return (
    <PageColumn>
      <PageTitle>{t`Account record`}</PageTitle>
      <Filters>
        <PeriodPicker label={t`Period`} range={range} today={today} onChange={(next) => updateParams(rangeChanges(next))} />
        <Select
          label={t({ message: 'Type', comment: 'Account record filter: the kind of movement (deposit, bet, bonus…)' })}
          options={typeOptions}
          value={type ?? ''}
          onChange={(value) => updateParams({ [TYPE_PARAM]: value, ...pageChanges(1) })}
        />
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
