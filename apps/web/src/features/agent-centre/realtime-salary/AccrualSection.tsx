import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, formatMoney, Skeleton, vars } from '@platform/ui';
import type { RealtimeAccrual } from '@platform/api';
import { PagePart, SectionTitle } from '../../../components/centre/page-parts';
import { EmptyState } from '../../../components/EmptyState';
import { FigureList } from '../../../components/FigureList';
import { LoadFailed } from '../../../components/LoadFailed';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { AccrualLines } from './AccrualLines';
import { SettlementCountdown } from './SettlementCountdown';
import { TracedBets } from './TracedBets';
import { useRealtimeAccrual } from './queries';

/** The real-time salary as it accrues: the current window, the countdown to its settlement, and every amount traced. */
export function AccrualSection() {
  const { t } = useLingui();
  const headingId = useId();
  const accrual = useRealtimeAccrual();
  let content;
  if (accrual.isPending) {
    content = (
      <Skeleton.Group label={t`Loading your real-time salary`}>
        <Skeleton variant="rect" height="12rem" />
      </Skeleton.Group>
    );
  } else if (accrual.isError && !accrual.data) {
    content = <LoadFailed title={t`Your real-time salary could not be loaded.`} error={accrual.error} onRetry={() => void accrual.refetch()} />;
  } else if (accrual.data.contractId === null) {
    content = <EmptyState>{t`You have no running real-time salary contract, so nothing accrues. Your upline can offer you one: its offers show below, under your contracts.`}</EmptyState>;
  } else {
    content = (
      <>
        {/* A refresh that failed keeps the last answer on screen and says it may be out of date. */}
        {accrual.isError && (
          <Alert tone="warning" title={t`The salary could not be refreshed; it is tried again shortly.`}>
            {errorMessage(accrual.error)}
          </Alert>
        )}
        <WindowAccrual accrual={accrual.data} />
      </>
    );
  }
  return (
    <PagePart aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{t`This window's salary`}</SectionTitle>
      {content}
    </PagePart>
  );
}

function WindowAccrual({ accrual }: { accrual: RealtimeAccrual }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const linesId = useId();
  const betsId = useId();
  const money = (amount: number) => formatMoney(amount, i18n.locale, symbol);
  const time = (epochMs: number) => (
    <time dateTime={new Date(epochMs).toISOString()}>{i18n.date(new Date(epochMs), { hour: '2-digit', minute: '2-digit' })}</time>
  );
  return (
    <>
      <FigureList>
        <div>
          <dt>{t`Current window`}</dt>
          <dd>
            {time(accrual.windowStart)}–{time(accrual.windowEnd)}
          </dd>
        </div>
        <div>
          <dt>{t`Next settlement in`}</dt>
          <dd>
            <SettlementCountdown windowEnd={accrual.windowEnd} />
          </dd>
        </div>
        <div>
          <dt>{t`Accrued so far`}</dt>
          <Accrued>{money(accrual.accrued)}</Accrued>
        </div>
        <div>
          <dt>{t`Paid by your upline`}</dt>
          <dd>{accrual.upline}</dd>
        </div>
        <div>
          <dt>{t`Bets counted`}</dt>
          <dd>{i18n.number(accrual.figures.betCount)}</dd>
        </div>
        <div>
          <dt>{t`Bet amount`}</dt>
          <dd>{money(accrual.figures.bets)}</dd>
        </div>
        <div>
          <dt>{t`Active members`}</dt>
          <dd>{i18n.number(accrual.figures.activeMembers)}</dd>
        </div>
      </FigureList>
      <Part aria-labelledby={linesId}>
        <PartTitle id={linesId}>{t`By tier and outcome`}</PartTitle>
        <AccrualLines accrual={accrual} />
      </Part>
      <Part aria-labelledby={betsId}>
        <PartTitle id={betsId}>{t`Each bet traced`}</PartTitle>
        <TracedBets accrual={accrual} />
      </Part>
    </>
  );
}

const Part = styled.section`
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
`;

const PartTitle = styled.h4`
  margin: 0;
  font-size: ${vars.font.size.md};
`;

const Accrued = styled.dd`
  && {
    font-size: ${vars.font.size.xl};
  }
`;
