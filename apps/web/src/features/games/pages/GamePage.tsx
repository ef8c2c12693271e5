import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../../lib/session/session';
import { isTrial } from '../../../lib/session/session-store';
import { GameBar } from '../launch/GameBar';
import { GameFrame } from '../launch/GameFrame';
import { gameLaunchQuery } from '../launch/launch-queries';
import { LaunchErrorState, LaunchLoadingState, LoginRequiredState, NoGameState, RealAccountState } from '../launch/LaunchStates';
import { lobbyPath, readGamePageParams, type GamePageParams } from '../launch/start-game';
import { useBalanceRefresh } from '../launch/use-balance-refresh';
import { useSpentLaunch } from '../launch/use-spent-launch';

/**
 * /game (layout "game": the header sits above): the game its address names (vassalage,
 * gameType, nodeId, gameCode, playType, try, name; never a token) in an iframe filling the
 * viewport below the header. useStartGame has launched it already (the launch is cached); a
 * reload or a shared address launches it here. The header's balance follows the game's bets.
 */
export default function GamePage() {
  const [search] = useSearchParams();
  const params = readGamePageParams(search);
  const { t } = useLingui();
  if (!params) {
    return (
      <>
        <GameBar backTo="/" backLabel={t`Back to home`} heading={t`Game`} />
        <NoGameState />
      </>
    );
  }
  // A new game (a hot game picked on this page) starts afresh.
  return <LaunchedGame key={search.toString()} params={params} />;
}

function LaunchedGame({ params }: { params: GamePageParams }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { query } = params;
  const name = params.name || t`Game`;
  const backTo = lobbyPath(query.gameType);
  const isFreeTrial = query.tryPlay === true;
  const needsRealAccount = !isFreeTrial && isTrial(session);
  const token = session?.token ?? '';
  const launchQuery = gameLaunchQuery(token, i18n.locale, query);
  const launch = useQuery({ ...launchQuery, enabled: token !== '' && !needsRealAccount });
  useSpentLaunch(launchQuery.queryKey);
  useBalanceRefresh(frameRef, launch.isSuccess);

  let body;
  if (!session) body = <LoginRequiredState backTo={backTo} />;
  else if (needsRealAccount) body = <RealAccountState backTo={backTo} />;
  else if (launch.isError) {
    body = <LaunchErrorState error={launch.error} nodeId={query.nodeId} backTo={backTo} onRetry={() => void launch.refetch()} isRetrying={launch.isFetching} />;
  } else if (!launch.data) body = <LaunchLoadingState />;
  else body = <GameFrame src={launch.data.url} title={name} frameRef={frameRef} />;

  return (
    <>
      <GameBar
        backTo={backTo}
        backLabel={backTo === '/' ? t`Back to home` : t`Back to lobby`}
        heading={name}
        aside={isFreeTrial ? <TrialBadge>{t`Free trial`}</TrialBadge> : undefined}
        frameRef={launch.data ? frameRef : undefined}
      />
      {body}
    </>
  );
}

const TrialBadge = styled.span`
  flex: none;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
