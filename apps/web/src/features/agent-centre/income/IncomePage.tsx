import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { StatCard, vars } from '@platform/ui';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageColumn, PagePart, PageTitle, SectionTitle } from '../../../components/centre/page-parts';
import { rangeChanges, readRange, useAddressParams, useBusinessToday } from '../../../components/records/address-filters';
import { isReportRange } from '../../../components/records/business-day';
import { NetCard } from '../../../components/records/NetCard';
import { PeriodPicker } from '../../../components/records/PeriodPicker';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { INCOME_LABELS } from './income-columns';
import { IncomeByDay } from './IncomeByDay';
import { IncomeByKind } from './IncomeByKind';
import { useAgentIncome } from './queries';
import { SettlementRecords } from './SettlementRecords';

/**
 * The agent centre's "my income" (`agentRevenueReport`): for a period, the salary, dividends and
 * rebates the agent received, what it paid its downlines and the net; by kind of contract with
 * the money still owed either way; by day as a chart and a table (with its CSV); then the
 * settlements themselves. The period and the settlements' filters live in the address.
 */
export default function IncomePage() {
  const { t, i18n } = useLingui();
  const currencySymbol = useCurrencySymbol();
  const today = useBusinessToday();
  const [params, updateParams] = useAddressParams();
  const range = readRange(params, today);
  const isRangeAnswered = isReportRange(range);
  const period = { startDate: range.start, endDate: range.end };
  const income = useAgentIncome(period, isRangeAnswered);
  // The previous period's totals while another period loads would read as this one's: the cards wait.
  const totals = income.isPlaceholderData ? undefined : income.data?.totals;
  const isLoading = income.isPending;

  const figures = (['salary', 'dividends', 'rebates', 'income', 'paidOut'] as const).map((key) => ({ key, label: i18n._(INCOME_LABELS[key]), value: totals?.[key] }));

  return (
    <PageColumn>
      <PageTitle>{t`My income`}</PageTitle>
      <PeriodPicker label={t`Period`} range={range} today={today} onChange={(next) => updateParams(rangeChanges(next))} />
      {isRangeAnswered && (
        <>
          {income.isError ? (
            <LoadFailed title={t`Your income could not be loaded.`} error={income.error} onRetry={() => void income.refetch()} />
          ) : (
            <>
              <Figures role="group" aria-label={t`Income of the period`}>
                {figures.map((figure) => (
                  <StatCard key={figure.key} label={figure.label} value={figure.value ?? 0} format="money" currencySymbol={currencySymbol} isLoading={figure.value === undefined} />
                ))}
                <NetCard label={i18n._(INCOME_LABELS.net)} value={totals?.net ?? 0} isLoading={totals === undefined} />
              </Figures>
              <Note>{t`Income = salary + dividends + rebates, counted on the day the money arrived. Net income = income − paid to downlines.`}</Note>
              <PagePart>
                <SectionTitle>{t`By kind`}</SectionTitle>
                <IncomeByKind kinds={income.data?.kinds ?? []} isLoading={isLoading} isUpdating={income.isPlaceholderData} />
              </PagePart>
              <PagePart>
                <SectionTitle>{t`By day`}</SectionTitle>
                <IncomeByDay period={period} income={income.data} isLoading={isLoading} isUpdating={income.isPlaceholderData} />
              </PagePart>
            </>
          )}
          <PagePart>
            <SectionTitle>{t`Settlements`}</SectionTitle>
            <Note>{t`Each contract's settlement of a period whose end falls in the chosen dates. Open one to see the team's figures it was computed from.`}</Note>
            <SettlementRecords period={period} isEnabled={isRangeAnswered} />
          </PagePart>
        </>
      )}
    </PageColumn>
  );
}

// Two cards a row on a phone, three or six on a wide panel; the cards keep one height loaded or not.
const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${vars.space.sm};

  & > * {
    min-height: 6.5rem;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
