import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { DataTable, vars } from '@platform/ui';
import { DOWNLINE_TRANSACTIONS_COUNT_LIMIT } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { PageColumn, PageTitle, SectionTitle } from '../../../components/centre/page-parts';
import { pageChanges, rangeChanges, readPage, readRange, useAddressParams, useBusinessToday } from '../../../components/records/address-filters';
import { isReportRange } from '../../../components/records/business-day';
import { PeriodPicker } from '../../../components/records/PeriodPicker';
import { ProfitFigureCards } from '../../../components/records/ProfitFigureCards';
import { useIsAnswerFor } from '../../../components/records/use-is-answer-for';
import { recordTableColumns } from '../../../components/records/record-table-columns';
import { readTransactionType, TRANSACTION_TYPE_PARAM } from '../../../components/records/transaction-types';
import { TransactionTypeSelect } from '../../../components/records/TransactionTypeSelect';
import { ACCOUNT_PARAM, isOutsideTeam, readDownlineAccount } from '../team-bets/downline-account';
import { DownlineAccountFilter } from '../team-bets/DownlineAccountFilter';
import { DOWNLINE_TRANSACTION_COLUMNS } from './downline-transaction-columns';
import { DownlineTransactionsExport } from './DownlineTransactionsExport';
import { DOWNLINE_TRANSACTIONS_PAGE_SIZE, useDownlineTransactions } from './queries';

/**
 * The agent centre's downline transaction details (`agentDownlineTransactionDetailsCopy`): the
 * account records of the agent's whole team (or of one downline in it) for a period, newest
 * first, by type, each with its downline and the downline's balance after it, and their CSV
 * export. The filters live in the address, so back and refresh keep them.
 */
export default function DownlineTransactionsPage() {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const today = useBusinessToday();
  const [params, updateParams] = useAddressParams();
  const range = readRange(params, today);
  const page = readPage(params);
  const type = readTransactionType(params);
  const account = readDownlineAccount(params);
  const isRangeAnswered = isReportRange(range);

  const filters = { startDate: range.start, endDate: range.end, ...(type && { type }), ...(account && { account }) };
  const records = useDownlineTransactions({ ...filters, pageNo: page, pageSize: DOWNLINE_TRANSACTIONS_PAGE_SIZE }, isRangeAnswered);
  const rows = records.data?.list ?? [];
  // The money cards are the period's and the downline's, whatever the type or the page: kept while
  // another type or page loads, not another period or downline.
  const isMoneyAnswered = useIsAnswerFor(`${range.start}/${range.end}/${account ?? ''}`, records);
  // A downline outside the team is said beside the filter, where it can be put right.
  const isRefused = account !== undefined && records.isError && isOutsideTeam(records.error);

  const columns = recordTableColumns(DOWNLINE_TRANSACTION_COLUMNS, { i18n, currencySymbol });
  const pageCount = records.data?.totalPages ?? 0;
  const countLimit = i18n.number(DOWNLINE_TRANSACTIONS_COUNT_LIMIT);

  return (
    <PageColumn>
      <PageTitle>{t`Downline transaction details`}</PageTitle>
      <Filters>
        <PeriodPicker label={t`Period`} range={range} today={today} onChange={(next) => updateParams(rangeChanges(next))} />
        <DownlineAccountFilter
          key={account ?? ''}
          account={account}
          refusal={isRefused ? t`${account} is not in your team.` : undefined}
          onChange={(next) => updateParams({ [ACCOUNT_PARAM]: next, ...pageChanges(1) })}
        />
        <TransactionTypeSelect value={type} onChange={(value) => updateParams({ [TRANSACTION_TYPE_PARAM]: value, ...pageChanges(1) })} />
      </Filters>
      {isRangeAnswered && !isRefused && !records.isError && (
        <Totals aria-labelledby="downline-money-title">
          <SectionTitle id="downline-money-title">{account ? t`${account}'s money in this period` : t`Your team's money in this period`}</SectionTitle>
          <ProfitFigureCards totals={isMoneyAnswered ? records.data?.totals : undefined} withCashflow />
          <Note>{t`From the daily totals, whatever the type chosen. Net result = payouts − bets + bonuses + rebates.`}</Note>
        </Totals>
      )}
      <DownlineTransactionsExport query={filters} isDisabled={!isRangeAnswered || isRefused || (records.isSuccess && rows.length === 0)} />
      {isRangeAnswered && !isRefused && (
        <DataTable
          label={t`Downline transaction details`}
          columns={columns}
          rows={rows}
          getRowKey={(row) => `${row.referenceNo}:${row.id}`}
          currencySymbol={currencySymbol}
          isLoading={records.isPending}
          isUpdating={records.isPlaceholderData}
          error={records.isError ? errorMessage(records.error) : undefined}
          onRetry={() => void records.refetch()}
          emptyText={t`No account records of your team in this period.`}
          pagination={
            pageCount > 1
              ? { page, pageCount, onPageChange: (next) => updateParams(pageChanges(next)), label: t`Downline transaction pages` }
              : undefined
          }
        />
      )}
      {records.data?.isCountCapped && (
        <Note>{t`More than ${countLimit} records match: the pages reach the newest ${countLimit}. Choose fewer days or one downline to see the rest.`}</Note>
      )}
    </PageColumn>
  );
}

const Totals = styled.section`
  display: grid;
  gap: ${vars.space.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Filters = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;
