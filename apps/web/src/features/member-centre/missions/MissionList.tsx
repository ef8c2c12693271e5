import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { activityStatus, Button, StatusBadge, vars } from '@platform/ui';
import type { Mission, MissionStatus } from '@platform/api';
import { useMoney } from '../withdraw/use-money';
import { ClaimCard, ClaimCardHeading, ClaimCardList, ClaimCardTitle } from '../claim-cards';

export interface MissionListProps {
  missions: readonly Mission[];
  /** The mission whose claim is on its way: its button waits, the others are disabled. */
  claimingId: number | null;
  onClaim: (mission: Mission) => void;
}

const STATUS: Record<MissionStatus, keyof typeof activityStatus> = {
  IN_PROGRESS: 'IN_PROGRESS',
  COMPLETED: 'CLAIM_PAYOUT',
  CLAIMED: 'CLAIMED',
};

/** The missions, each with its progress bar, what it gives, when its period ends and, once complete, its claim button. */
export function MissionList({ missions, claimingId, onClaim }: MissionListProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  // Amount missions count money; the others count times or days.
  const figure = (mission: Mission, value: number) =>
    mission.kind === 'DEPOSIT_AMOUNT' || mission.kind === 'VALID_BETS' ? money(value) : i18n.number(value);
  return (
    <ClaimCardList>
      {missions.map((mission) => {
        const done = Math.min(mission.progress, mission.target);
        const progress = figure(mission, done);
        const target = figure(mission, mission.target);
        const points = mission.points;
        const reward = money(mission.rewardAmount);
        const ends = i18n.date(new Date(mission.periodEnd), { dateStyle: 'medium', timeStyle: 'short' });
        return (
          <ClaimCard key={mission.missionId}>
            <ClaimCardHeading>
              <ClaimCardTitle as="h4">{mission.title}</ClaimCardTitle>
              <StatusBadge status={activityStatus[STATUS[mission.status]]} />
            </ClaimCardHeading>
            {mission.description !== '' && <Muted>{mission.description}</Muted>}
            <Bar
              role="progressbar"
              aria-label={t`Progress: ${mission.title}`}
              aria-valuemin={0}
              aria-valuemax={mission.target}
              aria-valuenow={done}
              aria-valuetext={t`${progress} of ${target}`}
            >
              <Fill style={{ inlineSize: `${(done / mission.target) * 100}%` }} />
            </Bar>
            <Figures>
              <span>{t`${progress} / ${target}`}</span>
              <span>{mission.rewardAmount > 0 ? t`${points} points + ${reward}` : t`${points} points`}</span>
              <span>{t`Ends ${ends}`}</span>
            </Figures>
            {mission.status === 'COMPLETED' && (
              <Button
                isLoading={claimingId === mission.missionId}
                isDisabled={claimingId !== null && claimingId !== mission.missionId}
                onClick={() => onClaim(mission)}
                aria-label={t`Claim: ${mission.title}`}
              >
                {t`Claim`}
              </Button>
            )}
          </ClaimCard>
        );
      })}
    </ClaimCardList>
  );
}

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Bar = styled.div`
  inline-size: 100%;
  block-size: 0.5rem;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;
`;

const Fill = styled.div`
  block-size: 100%;
  background: ${vars.color.primary};
`;

const Figures = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.md};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
