import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, vars } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { pageChanges, rangeChanges, readPage, readRange, useAddressParams, useBusinessToday } from '../../../components/records/address-filters';
import { isReportRange } from '../../../components/records/business-day';
import { ProfitFigureCards } from '../../../components/records/ProfitFigureCards';
import { PeriodPicker } from '../../../components/records/PeriodPicker';
import { useIsAnswerFor } from '../../../components/records/use-is-answer-for';
import { DownlineProfitExport } from './DownlineProfitExport';
import { DownlineProfitTable } from './DownlineProfitTable';
import { LevelBreadcrumb } from './LevelBreadcrumb';
import type { LevelRow } from './profit-columns';
import { DOWNLINE_PROFIT_PAGE_SIZE, useDownlineProfitLoss } from './queries';

/** The address's search param of the level opened (a downline's account; none: the agent's own). */
const LEVEL_PARAM = 'level';

/**
 * The agent centre's downline profit and loss (`palStatementsAgentCopy`): for a period, one row
 * per direct downline with its whole team's figures, the level's own play and the team total. A
 * downline with a team opens its own level, with a breadcrumb back up; the period, the level and
 * the page live in the address. The level exports as a CSV file.
 */
export default function DownlineProfitPage() {
  const { t } = useLingui();
  const today = useBusinessToday();
  const [params, updateParams] = useAddressParams();
  const range = readRange(params, today);
  const page = readPage(params);
  const level = params.get(LEVEL_PARAM) || undefined;
  const isRangeAnswered = isReportRange(range);

  const filters = { startDate: range.start, endDate: range.end, ...(level && { account: level }) };
  const report = useDownlineProfitLoss({ ...filters, pageNo: page, pageSize: DOWNLINE_PROFIT_PAGE_SIZE }, isRangeAnswered);
  const answer = report.data;
  // The team total is the period's and the level's: kept while another page loads, not another period or level.
  const totals = useIsAnswerFor(`${range.start}/${range.end}/${level ?? ''}`, report) ? answer?.totals : undefined;
  // The level's own play leads its first page; a level without downlines shows its empty state.
  const rows: LevelRow[] = answer && answer.list.length > 0 ? [...(page === 1 ? [{ ...answer.self, isOwn: true }] : []), ...answer.list] : [];
  const pageCount = answer?.totalPages ?? 0;

  const openLevel = (account: string | undefined) => updateParams({ [LEVEL_PARAM]: account, ...pageChanges(1) });

  return (
    <PageColumn>
      <PageTitle>{t`Downline profit and loss`}</PageTitle>
      <PeriodPicker label={t`Period`} range={range} today={today} onChange={(next) => updateParams(rangeChanges(next))} />
      {answer && <LevelBreadcrumb path={answer.path} onOpenLevel={openLevel} />}
      {isRangeAnswered && (
        <>
          {!report.isError && (
            <ProfitFigureCards totals={totals} label={t`Team total`} />
          )}
          <Note>{t`Each downline's row covers its whole team: itself and every level below it. Net result = payouts − bets + bonuses + rebates.`}</Note>
          <DownlineProfitExport query={filters} isDisabled={!answer || answer.list.length === 0} />
          <DownlineProfitTable
            rows={rows}
            totals={totals}
            isLoading={report.isPending}
            isUpdating={report.isPlaceholderData}
            error={report.isError ? errorMessage(report.error) : undefined}
            onRetry={() => void report.refetch()}
            onOpenTeam={openLevel}
            pagination={
              pageCount > 1 ? { page, pageCount, onPageChange: (next) => updateParams(pageChanges(next)), label: t`Downline pages` } : undefined
            }
          />
          {report.isError && level && (
            <div>
              <Button variant="secondary" onClick={() => openLevel(undefined)}>
                {t`Back to my team`}
              </Button>
            </div>
          )}
        </>
      )}
    </PageColumn>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
