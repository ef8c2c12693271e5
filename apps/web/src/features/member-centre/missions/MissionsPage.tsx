import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Skeleton, vars } from '@platform/ui';
import type { Mission } from '@platform/api';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed } from '../../../components/LoadFailed';
import { errorMessage } from '../../../lib/error-message';
import { useRequestIds } from '../../../lib/money/request-ids';
import { PageColumn, PageTitle, SectionTitle } from '../../../components/centre/page-parts';
import { useMoney } from '../withdraw/use-money';
import { Leaderboard } from './Leaderboard';
import { MissionList } from './MissionList';
import { useClaimMission, useLeaderboard, useMissions, useMissionSummary } from './queries';

/**
 * The member centre's mission activity (`missionLeaderboard`): the missions with their progress,
 * measured by the gateway from the player's real bets, deposits, logins and invitations, each
 * claimed with one press once complete (the same requestId when a press is retried, so it pays
 * once), and the leaderboard with the player's own place. A claim refreshes the badge and balance.
 */
export default function MissionsPage() {
  const { t } = useLingui();
  return (
    <PageColumn>
      <PageTitle>{t`Missions`}</PageTitle>
      <MissionsSection />
      <LeaderboardSection />
    </PageColumn>
  );
}

function MissionsSection() {
  const { t } = useLingui();
  const money = useMoney();
  const missions = useMissions();
  const claim = useClaimMission();
  const requestIds = useRequestIds();
  const [claimed, setClaimed] = useState<{ title: string; points: number; amount: number } | null>(null);

  const onClaim = (mission: Mission) => {
    const key = String(mission.missionId);
    setClaimed(null);
    claim.mutate(
      { missionId: mission.missionId, requestId: requestIds.idFor(key) },
      {
        onSuccess: (result) => {
          requestIds.settle(key);
          setClaimed({ title: mission.title, points: result.points, amount: result.rewardAmount });
        },
      },
    );
  };

  let body;
  if (missions.isPending) {
    body = (
      <Skeleton.Group label={t`Loading your missions`}>
        <Skeleton variant="rect" height={120} />
        <Skeleton variant="rect" height={120} />
      </Skeleton.Group>
    );
  } else if (missions.isError) {
    body = <LoadFailed title={t`Your missions could not be loaded.`} error={missions.error} onRetry={() => void missions.refetch()} />;
  } else if (missions.data.missions.length === 0) {
    body = <EmptyState>{t`There are no missions right now.`}</EmptyState>;
  } else {
    body = <MissionList missions={missions.data.missions} claimingId={claim.isPending ? claim.variables.missionId : null} onClaim={onClaim} />;
  }
  const points = claimed?.points ?? 0;
  const amount = money(claimed?.amount ?? 0);

  return (
    <Part aria-labelledby="missions-title">
      <SectionTitle id="missions-title">{t`Your missions`}</SectionTitle>
      {claimed && (
        <Alert tone="success" title={claimed.amount > 0 ? t`${points} points and ${amount} are yours` : t`${points} points are yours`}>
          {claimed.amount > 0 ? t`${claimed.title}: the bonus can be played now and becomes withdrawable once its turnover is met.` : claimed.title}
        </Alert>
      )}
      {claim.isError && <Alert tone="danger">{errorMessage(claim.error)}</Alert>}
      {body}
    </Part>
  );
}

function LeaderboardSection() {
  const { t, i18n } = useLingui();
  const board = useLeaderboard();
  const summary = useMissionSummary();

  let body;
  if (board.isPending) {
    body = (
      <Skeleton.Group label={t`Loading the leaderboard`}>
        <Skeleton variant="rect" height={48} />
        <Skeleton variant="rect" height={48} />
        <Skeleton variant="rect" height={48} />
      </Skeleton.Group>
    );
  } else if (board.isError) {
    body = <LoadFailed title={t`The leaderboard could not be loaded.`} error={board.error} onRetry={() => void board.refetch()} />;
  } else if (board.data.length === 0) {
    body = <EmptyState>{t`Nobody is on the leaderboard yet: claim a mission to be the first.`}</EmptyState>;
  } else {
    body = <Leaderboard entries={board.data} />;
  }
  const standing = summary.data;
  const rank = standing?.rank ?? 0;
  const points = i18n.number(standing?.points ?? 0);

  return (
    <Part aria-labelledby="leaderboard-title">
      <SectionTitle id="leaderboard-title">{t`Leaderboard`}</SectionTitle>
      {standing && <Standing>{standing.rank === null ? t`You are not on the leaderboard yet.` : t`Your place: ${rank}, with ${points} points.`}</Standing>}
      {body}
    </Part>
  );
}

/** A part of the page: its title, then its content, spaced. */
const Part = styled.section`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

const Standing = styled.p`
  margin: 0;
`;
