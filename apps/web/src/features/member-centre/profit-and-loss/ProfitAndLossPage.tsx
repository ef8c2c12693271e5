import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { DataTable, Skeleton, vars, type DataTableColumn } from '@platform/ui';
import type { ProfitByGameType, ProfitDay } from '@platform/api';
import { LoadFailed } from '../../../components/LoadFailed';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { PageColumn, PageTitle, SectionTitle } from '../../../components/centre/page-parts';
import { rangeChanges, readRange, useAddressParams, useBusinessToday } from '../../../components/records/address-filters';
import { isReportRange } from '../../../components/records/business-day';
import { PeriodPicker } from '../../../components/records/PeriodPicker';
import { SignedMoney } from '../../../components/records/signed-money';
import { useGameNames } from '../../../components/records/use-game-names';
import { NetByDayChart } from '../../../components/records/NetByDayChart';
import { ProfitFigureCards } from '../../../components/records/ProfitFigureCards';
import { usePersonalProfit } from './queries';

/**
 * The member centre's profit and loss (`personalProfit`): for a period, the bets, valid bets,
 * payouts, bonuses, rebates and the net result, then the net by day as a chart with the same
 * figures in a table, and the figures by game type. The period lives in the address.
 */
export default function ProfitAndLossPage() {
  const { t } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const today = useBusinessToday();
  const names = useGameNames();
  const [params, updateParams] = useAddressParams();
  const range = readRange(params, today);
  const isRangeAnswered = isReportRange(range);
  const profit = usePersonalProfit({ startDate: range.start, endDate: range.end }, isRangeAnswered);
  const totals = profit.data?.totals;
  const isLoading = profit.isPending;

  const dayColumns: DataTableColumn<ProfitDay>[] = [
    { key: 'day', header: t`Day`, kind: 'date', card: 'title' },
    { key: 'bets', header: t`Bets`, kind: 'money' },
    { key: 'validBets', header: t`Valid bets`, kind: 'money' },
    { key: 'payouts', header: t`Payouts`, kind: 'money' },
    { key: 'bonuses', header: t`Bonuses`, kind: 'money' },
    { key: 'rebates', header: t`Rebates`, kind: 'money' },
    { key: 'net', header: t`Net result`, kind: 'money', cell: (day) => <SignedMoney amount={day.net} /> },
  ];
  const gameTypeColumns: DataTableColumn<ProfitByGameType>[] = [
    { key: 'gameType', header: t`Game type`, card: 'title', cell: (row) => names.gameType(row.gameType) },
    { key: 'betCount', header: t`Bet count`, kind: 'number' },
    { key: 'bets', header: t`Bets`, kind: 'money' },
    { key: 'validBets', header: t`Valid bets`, kind: 'money' },
    { key: 'payouts', header: t`Payouts`, kind: 'money' },
    { key: 'winLoss', header: t`Win/loss`, kind: 'money', cell: (row) => <SignedMoney amount={row.winLoss} /> },
  ];

  const tableState = { currencySymbol, isLoading, isUpdating: profit.isPlaceholderData, loadingRowCount: 3 };
  return (
    <PageColumn>
      <PageTitle>{t`Profit and loss`}</PageTitle>
      <PeriodPicker label={t`Period`} range={range} today={today} onChange={(next) => updateParams(rangeChanges(next))} />
      {isRangeAnswered &&
        (profit.isError ? (
          <LoadFailed title={t`The profit and loss could not be loaded.`} error={profit.error} onRetry={() => void profit.refetch()} />
        ) : (
          <>
            <ProfitFigureCards totals={profit.isPlaceholderData ? undefined : totals} />
            <Formula>{t`Net result = payouts − bets + bonuses + rebates.`}</Formula>
            <Part>
              <SectionTitle>{t`By day`}</SectionTitle>
              {profit.data ? <NetByDayChart days={profit.data.days} /> : <Skeleton height="12rem" />}
              <DataTable
                label={t`Profit and loss by day`}
                columns={dayColumns}
                rows={profit.data?.days ?? []}
                getRowKey={(day) => day.day}
                summary={totals && { bets: totals.bets, validBets: totals.validBets, payouts: totals.payouts, bonuses: totals.bonuses, rebates: totals.rebates, net: <SignedMoney amount={totals.net} /> }}
                summaryLabel={t`Period total`}
                {...tableState}
              />
            </Part>
            <Part>
              <SectionTitle>{t`By game type`}</SectionTitle>
              <DataTable
                label={t`Profit and loss by game type`}
                columns={gameTypeColumns}
                rows={profit.data?.gameTypes ?? []}
                getRowKey={(row) => row.gameType}
                emptyText={t`No bets in this period.`}
                {...tableState}
              />
            </Part>
          </>
        ))}
    </PageColumn>
  );
}

const Formula = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Part = styled.section`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;
