import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { DataTable, StatusBadge, vars } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { pageChanges, rangeChanges, useAddressParams, useBusinessToday } from '../../../components/records/address-filters';
import { betRecordsQuery, readBetFilters } from '../../../components/records/bet-filters';
import { betTotalsSummary } from '../../../components/records/bet-columns';
import { betStatus } from '../../../components/records/bet-labels';
import { BetFilterSelects } from '../../../components/records/BetFilterSelects';
import { isReportRange } from '../../../components/records/business-day';
import { PeriodPicker } from '../../../components/records/PeriodPicker';
import { recordTableColumns } from '../../../components/records/record-table-columns';
import { useGameNames } from '../../../components/records/use-game-names';
import { ACCOUNT_PARAM, isOutsideTeam, readDownlineAccount } from './downline-account';
import { DownlineAccountFilter } from './DownlineAccountFilter';
import { useTeamBets } from './queries';
import { TEAM_BET_COLUMNS } from './team-bet-columns';
import { TeamBetsExport } from './TeamBetsExport';

/**
 * The agent centre's team betting (`personalHistoryCopy`): the bets of the agent's whole team
 * (or of one downline in it), newest first, through the member's betting record's filters, each
 * with the downline who placed it, the totals of every matching bet, and their CSV export. The
 * filters live in the address, so back and refresh keep them.
 */
export default function TeamBetsPage() {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const today = useBusinessToday();
  const names = useGameNames();
  const [params, updateParams] = useAddressParams();
  const filters = readBetFilters(params, today);
  const account = readDownlineAccount(params);
  const isRangeAnswered = isReportRange(filters.range);
  const { pageNo, pageSize, ...exportQuery } = { ...betRecordsQuery(filters), ...(account && { account }) };
  const bets = useTeamBets({ pageNo, pageSize, ...exportQuery }, isRangeAnswered);
  const rows = bets.data?.list ?? [];
  // A downline outside the team is said beside the filter, where it can be put right.
  const isRefused = account !== undefined && bets.isError && isOutsideTeam(bets.error);

  const columns = recordTableColumns(
    TEAM_BET_COLUMNS,
    { i18n, currencySymbol, vendorName: names.vendor },
    { status: (row) => <StatusBadge status={betStatus[row.status]} /> },
  );
  const totals = bets.data?.totals;
  const pageCount = bets.data?.totalPages ?? 0;

  return (
    <PageColumn>
      <PageTitle>{t`Team betting`}</PageTitle>
      <Filters>
        <PeriodPicker label={t`Bet dates`} range={filters.range} today={today} onChange={(range) => updateParams(rangeChanges(range))} />
        <DownlineAccountFilter
          key={account ?? ''}
          account={account}
          refusal={isRefused ? t`${account} is not in your team.` : undefined}
          onChange={(next) => updateParams({ [ACCOUNT_PARAM]: next, ...pageChanges(1) })}
        />
        <BetFilterSelects filters={filters} names={names} onChange={updateParams} />
      </Filters>
      <TeamBetsExport query={exportQuery} names={names} isDisabled={!isRangeAnswered || isRefused || (bets.isSuccess && rows.length === 0)} />
      {isRangeAnswered && !isRefused && (
        <DataTable
          label={t`Team betting`}
          columns={columns}
          rows={rows}
          getRowKey={(row) => `${row.account}:${row.roundNo}`}
          currencySymbol={currencySymbol}
          summary={totals && betTotalsSummary(totals, i18n)}
          summaryLabel={t`Period total`}
          isLoading={bets.isPending}
          isUpdating={bets.isPlaceholderData}
          error={bets.isError ? errorMessage(bets.error) : undefined}
          onRetry={() => void bets.refetch()}
          emptyText={t`No bets of your team match these filters.`}
          pagination={
            pageCount > 1
              ? { page: filters.page, pageCount, onPageChange: (page) => updateParams(pageChanges(page)), label: t`Team betting pages` }
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
