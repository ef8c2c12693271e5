import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { formatCellValue, vars } from '@platform/ui';
import type { AgentTeamOverview } from '@platform/api';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageColumn, PagePart, PageTitle, SectionTitle } from '../../../components/centre/page-parts';
import { rangeChanges, readRange, useAddressParams, useBusinessToday } from '../../../components/records/address-filters';
import { isReportRange } from '../../../components/records/business-day';
import { PeriodPicker } from '../../../components/records/PeriodPicker';
import { isQuietPeriod } from './comparison';
import { TeamFigureGrid } from './TeamFigureGrid';
import { TeamTrend } from './TeamTrend';
import { useTeamOverview } from './queries';

/**
 * The agent centre's default page (`agentTeamOverview`): for a period (the spec's presets, kept in
 * the address), the team's size, new and active members, deposits, withdrawals, bets, valid bets
 * and profit and loss, each against the period of the same length just before it, then the trend
 * by day. The team is every downline at every level below the agent.
 */
export default function TeamOverviewPage() {
  const { t } = useLingui();
  const today = useBusinessToday();
  const [params, updateParams] = useAddressParams();
  const range = readRange(params, today);
  const isRangeAnswered = isReportRange(range);
  const overview = useTeamOverview({ startDate: range.start, endDate: range.end }, isRangeAnswered);
  const data = overview.data;

  return (
    <PageColumn>
      <PageTitle>{t`Team overview`}</PageTitle>
      <PeriodPicker label={t`Period`} range={range} today={today} onChange={(next) => updateParams(rangeChanges(next))} />
      {isRangeAnswered &&
        (overview.isError ? (
          <LoadFailed title={t`The team overview could not be loaded.`} error={overview.error} onRetry={() => void overview.refetch()} />
        ) : (
          <>
            <PagePart aria-labelledby="team-figures-title">
              <SectionTitle id="team-figures-title">{t`Team figures`}</SectionTitle>
              {data && <Comparison overview={data} />}
              <TeamFigureGrid current={data?.current} previous={data?.previous} />
              <Note>{t`Team profit and loss is the team's net result: payouts − bets + bonuses + rebates.`}</Note>
            </PagePart>
            <PagePart aria-labelledby="team-trend-title">
              <SectionTitle id="team-trend-title">{t`By day`}</SectionTitle>
              <TrendOrEmpty overview={data} />
            </PagePart>
          </>
        ))}
    </PageColumn>
  );
}

/** Which dates the figures cover, and which they are compared with. */
function Comparison({ overview }: { overview: AgentTeamOverview }) {
  const { t, i18n } = useLingui();
  const day = (value: string) => formatCellValue(value, 'date', i18n.locale);
  const current = `${day(overview.startDate)} – ${day(overview.endDate)}`;
  const previous = `${day(overview.previousStartDate)} – ${day(overview.previousEndDate)}`;
  return <Note>{t`${current}, compared with the previous period, ${previous}.`}</Note>;
}

/** The trend, or what the period had instead when the team did nothing in it. */
function TrendOrEmpty({ overview }: { overview: AgentTeamOverview | undefined }) {
  const { t } = useLingui();
  if (overview && isQuietPeriod(overview.current)) {
    return (
      <EmptyState>
        {overview.current.teamSize === 0
          ? t`Your team has no members yet: open an account or share an affiliate link to build it.`
          : t`Your team had no new members, bets, deposits or withdrawals in this period.`}
      </EmptyState>
    );
  }
  return <TeamTrend days={overview?.days} totals={overview?.current} />;
}

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
