import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { unstyledList, vars } from '@platform/ui';
import { LIMIT_KINDS, LIMIT_PERIODS, type PlayerLimit } from '@platform/api';
import { SectionTitle } from '../../components/centre/page-parts';
import { Card, CardGrid, CardTitle, Intro, Section } from './section-parts';
import { LimitRow } from './LimitRow';
import { LIMIT_KIND_LABELS } from './protection-labels';

/**
 * The nine limits, a card per kind (deposit, loss, wager) with a row per window. The lowest limit
 * wins: every limit in force counts, whichever is reached first refuses.
 */
export function LimitsSection({ limits }: { limits: readonly PlayerLimit[] }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t`Limits`}</SectionTitle>
      <Intro>
        {t`Choose how much you may deposit, lose or stake. A lower limit applies at once; a higher one, or removing a limit, waits 24 hours and then needs your confirmation. Every limit you set counts: the first one reached stops a deposit, a bet or a transfer into a game.`}
      </Intro>
      <CardGrid>
        {LIMIT_KINDS.map((kind) => (
          <KindCard key={kind} kind={kind} limits={limits.filter((limit) => limit.kind === kind)} />
        ))}
      </CardGrid>
    </Section>
  );
}

function KindCard({ kind, limits }: { kind: PlayerLimit['kind']; limits: readonly PlayerLimit[] }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const byPeriod = LIMIT_PERIODS.map((period) => limits.find((limit) => limit.period === period)).filter((limit) => limit !== undefined);
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{i18n._(LIMIT_KIND_LABELS[kind].title)}</CardTitle>
      <Counts>{i18n._(LIMIT_KIND_LABELS[kind].counts)}</Counts>
      <Rows>
        {byPeriod.map((limit) => (
          <LimitRow key={limit.period} limit={limit} />
        ))}
      </Rows>
    </Card>
  );
}

const Counts = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Rows = styled.ul`
  ${unstyledList}
`;
