import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { brand } from '@brand';
import { useSession } from '../../../lib/session/session';
import { isTrial } from '../../../lib/session/session-store';
import { GameBar } from '../launch/GameBar';
import { GameFrame } from '../launch/GameFrame';
import { gameLaunchQuery } from '../launch/launch-queries';
import { LaunchErrorState, LaunchLoadingState, LoginRequiredState, NoGameState, RealAccountState } from '../launch/LaunchStates';
import { readGamePageParams, type GamePageParams } from '../launch/start-game';
import { useSpentLaunch } from '../launch/use-spent-launch';

/**
 * /seamless (bare layout, no header): a vendor's game on the whole page, for seamless-wallet
 * vendors that want the screen to themselves. Its address names the game as /game's does
 * (vassalage, gameType, nodeId, gameCode, playType, try, name: `gamePagePath(query, name,
 * '/seamless')`); it launches it and shows it under a slim bar with the way home and the brand.
 */
export default function SeamlessPage() {
  const [search] = useSearchParams();
  const params = readGamePageParams(search);
  const { t } = useLingui();
  return (
    <>
      <GameBar backTo="/" backLabel={t`Home`} heading={brand.name} />
      {params ? <SeamlessGame params={params} /> : <NoGameState />}
    </>
  );
}

function SeamlessGame({ params }: { params: GamePageParams }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const { query } = params;
  const token = session?.token ?? '';
  const needsRealAccount = query.tryPlay !== true && isTrial(session);
  const launchQuery = gameLaunchQuery(token, i18n.locale, query);
  const launch = useQuery({ ...launchQuery, enabled: token !== '' && !needsRealAccount });
  useSpentLaunch(launchQuery.queryKey);

  if (!session) return <LoginRequiredState />;
  if (needsRealAccount) return <RealAccountState />;
  if (launch.isError) {
    return <LaunchErrorState error={launch.error} nodeId={query.nodeId} onRetry={() => void launch.refetch()} isRetrying={launch.isFetching} />;
  }
  if (!launch.data) return <LaunchLoadingState />;
  return <GameFrame src={launch.data.url} title={params.name || t`Game`} />;
}
