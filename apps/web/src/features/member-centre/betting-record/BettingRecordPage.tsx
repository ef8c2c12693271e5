import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { DataTable, focusRing, StatusBadge, vars } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { pageChanges, rangeChanges, useAddressParams, useBusinessToday } from '../../../components/records/address-filters';
import { isReportRange } from '../../../components/records/business-day';
import { PeriodPicker } from '../../../components/records/PeriodPicker';
import { BET_RECORD_COLUMNS, betTotalsSummary } from '../../../components/records/bet-columns';
import { recordTableColumns } from '../../../components/records/record-table-columns';
import { useGameNames } from '../../../components/records/use-game-names';
import { BetDetailDialog } from './BetDetailDialog';
import { betRecordsQuery, readBetFilters } from '../../../components/records/bet-filters';
import { BetFilterSelects } from '../../../components/records/BetFilterSelects';
import { betStatus } from '../../../components/records/bet-labels';
import { useBetRecords } from './queries';

/**
 * The member centre's betting record (`personalHistoryCopy`): the member's bets of a period,
 * newest first, filtered by game type, vendor and settled or not, with the period's totals; each
 * round opens its detail. The filters live in the address, so back and refresh keep them.
 */
export default function BettingRecordPage() {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const today = useBusinessToday();
  const names = useGameNames();
  const [params, updateParams] = useAddressParams();
  const filters = readBetFilters(params, today);
  const isRangeAnswered = isReportRange(filters.range);
  const records = useBetRecords(betRecordsQuery(filters), isRangeAnswered);
  const [shownRound, setShownRound] = useState<string | null>(null);
  const [isDetailOpen, setDetailOpen] = useState(false);

  const openRound = (roundNo: string) => {
    setShownRound(roundNo);
    setDetailOpen(true);
  };

  const columns = recordTableColumns(
    BET_RECORD_COLUMNS,
    { i18n, currencySymbol, vendorName: names.vendor },
    {
      roundNo: ({ roundNo }) => (
        <RoundButton type="button" aria-haspopup="dialog" aria-label={t`Round ${roundNo} details`} onClick={() => openRound(roundNo)}>
          {roundNo}
        </RoundButton>
      ),
      status: (row) => <StatusBadge status={betStatus[row.status]} />,
    },
  );
  const totals = records.data?.totals;
  const summary = totals && betTotalsSummary(totals, i18n);
  const pageCount = records.data?.totalPages ?? 0;

  return (
    <PageColumn>
      <PageTitle>{t`Betting record`}</PageTitle>
      <Filters>
        <PeriodPicker label={t`Bet dates`} range={filters.range} today={today} onChange={(range) => updateParams(rangeChanges(range))} />
        <BetFilterSelects filters={filters} names={names} onChange={updateParams} />
      </Filters>
      {isRangeAnswered && (
        <DataTable
          label={t`Betting record`}
          columns={columns}
          rows={records.data?.list ?? []}
          getRowKey={(row) => row.roundNo}
          currencySymbol={currencySymbol}
          summary={summary}
          summaryLabel={t`Period total`}
          isLoading={records.isPending}
          isUpdating={records.isPlaceholderData}
          error={records.isError ? errorMessage(records.error) : undefined}
          onRetry={() => void records.refetch()}
          emptyText={t`No bets match these filters.`}
          pagination={
            pageCount > 1
              ? { page: filters.page, pageCount, onPageChange: (page) => updateParams(pageChanges(page)), label: t`Betting record pages` }
              : undefined
          }
        />
      )}
      <BetDetailDialog roundNo={shownRound} isOpen={isDetailOpen} onClose={() => setDetailOpen(false)} onClosed={() => setShownRound(null)} />
    </PageColumn>
  );
}

const Filters = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;

/** The round number as a link-like button: it opens the round's detail. */
const RoundButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }
  ${focusRing()}
`;
