import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { DataTable, focusRing, Select, StatusBadge, vars, type DataTableColumn, type SelectOption } from '@platform/ui';
import type { BetRecord, Vendor } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { PageColumn, PageTitle } from '../page-parts';
import { pageChanges, rangeChanges, useAddressParams, useBusinessToday } from '../records-shared/address-filters';
import { isReportRange } from '../records-shared/business-day';
import { PeriodPicker } from '../records-shared/PeriodPicker';
import { SignedMoney } from '../records-shared/signed-money';
import { useGameNames } from '../records-shared/use-game-names';
import { BetDetailDialog } from './BetDetailDialog';
import { BET_PARAMS, betRecordsQuery, readBetFilters } from './bet-filters';
import { betStatus } from './bet-labels';
import { useBetRecords } from './queries';

/**
 * The member centre's betting record (`personalHistoryCopy`): the member's bets of a period,
 * newest first, filtered by game type, vendor and settled or not, with the period's totals; each
 * round opens its detail. The filters live in the address, so back and refresh keep them.
 */
export default function BettingRecordPage() {
  const { t } = useLingui();
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

  // The vendors of the chosen game type, or of every type (once each) when none is chosen.
  const vendors = new Map<string, Vendor>();
  for (const menu of names.menus) {
    if (filters.gameType && menu.code.toUpperCase() !== filters.gameType.toUpperCase()) continue;
    for (const vendor of menu.vendors) if (!vendors.has(vendor.vassalage)) vendors.set(vendor.vassalage, vendor);
  }

  const gameTypeOptions = withChosen(
    [
      { value: '', label: t({ message: 'All game types', comment: 'Betting record filter: no game type filter' }) },
      ...names.menus.map((menu) => ({ value: menu.code, label: menu.name })),
    ],
    filters.gameType,
    names.gameType,
  );
  const vendorOptions = withChosen(
    [
      { value: '', label: t({ message: 'All vendors', comment: 'Betting record filter: no vendor filter' }) },
      ...[...vendors.values()].map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName })),
    ],
    filters.vendorCode,
    names.vendor,
  );
  const statusOptions = [
    { value: '', label: t({ message: 'All bets', comment: 'Betting record filter: settled and unsettled bets' }) },
    { value: 'SETTLED', label: t(betStatus.SETTLED.label) },
    { value: 'UNSETTLED', label: t(betStatus.UNSETTLED.label) },
  ];

  const columns: DataTableColumn<BetRecord>[] = [
    {
      key: 'roundNo',
      header: t`Round no.`,
      card: 'title',
      cell: (row) => {
        const roundNo = row.roundNo;
        return (
          <RoundButton type="button" aria-haspopup="dialog" aria-label={t`Round ${roundNo} details`} onClick={() => openRound(roundNo)}>
            {roundNo}
          </RoundButton>
        );
      },
    },
    { key: 'gameName', header: t`Game` },
    { key: 'vendorCode', header: t`Vendor`, cell: (row) => names.vendor(row.vendorCode) },
    { key: 'betTime', header: t`Bet time`, kind: 'datetime' },
    { key: 'betAmount', header: t`Stake`, kind: 'money' },
    { key: 'validBet', header: t`Valid bet`, kind: 'money' },
    { key: 'payout', header: t`Payout`, kind: 'money' },
    {
      key: 'winLoss',
      header: t`Win/loss`,
      kind: 'money',
      cell: (row) => (row.winLoss === null ? '' : <SignedMoney amount={row.winLoss} />),
    },
    { key: 'status', header: t`Status`, cell: (row) => <StatusBadge status={betStatus[row.status]} /> },
  ];

  const totals = records.data?.totals;
  const betCount = totals?.betCount ?? 0;
  const summary = totals && {
    gameName: t({ message: plural(betCount, { one: '# bet', other: '# bets' }), comment: 'Betting record totals: how many bets the period holds' }),
    betAmount: totals.betAmount,
    validBet: totals.validBet,
    payout: totals.payout,
    winLoss: <SignedMoney amount={totals.winLoss} />,
  };
  const pageCount = records.data?.totalPages ?? 0;

  return (
    <PageColumn>
      <PageTitle>{t`Betting record`}</PageTitle>
      <Filters>
        <PeriodPicker label={t`Bet dates`} range={filters.range} today={today} onChange={(range) => updateParams(rangeChanges(range))} />
        <Selects>
          <Select
            label={t`Game type`}
            options={gameTypeOptions}
            value={filters.gameType ?? ''}
            onChange={(gameType) => {
              // A vendor of another game type would leave nothing to show: the choice starts over.
              const keepsVendor = gameType === '' || names.menus.some((menu) => menu.code === gameType && menu.vendors.some((vendor) => vendor.vassalage === filters.vendorCode));
              updateParams({ [BET_PARAMS.gameType]: gameType, ...(keepsVendor ? {} : { [BET_PARAMS.vendor]: undefined }), ...pageChanges(1) });
            }}
          />
          <Select
            label={t`Vendor`}
            options={vendorOptions}
            value={filters.vendorCode ?? ''}
            onChange={(vendor) => updateParams({ [BET_PARAMS.vendor]: vendor, ...pageChanges(1) })}
          />
          <Select
            label={t({ message: 'Settlement', comment: 'Betting record filter: settled, unsettled or all bets' })}
            options={statusOptions}
            value={filters.status ?? ''}
            onChange={(status) => updateParams({ [BET_PARAMS.status]: status, ...pageChanges(1) })}
          />
        </Selects>
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

/**
 * The options with the address's choice among them: a link may name a game type or vendor the
 * lobby no longer lists (or the menus are still loading), and the select must still show it.
 */
function withChosen(options: SelectOption[], chosen: string | undefined, name: (code: string) => string): SelectOption[] {
  if (chosen === undefined || options.some((option) => option.value === chosen)) return options;
  return [...options, { value: chosen, label: name(chosen) }];
}

const Filters = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;

// One select a row on a phone, side by side where they fit.
const Selects = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
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
