import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../../lib/session/session';
import { isTrial } from '../../../lib/session/session-store';
import { GameBar } from '../launch/GameBar';
import { GameFrame } from '../launch/GameFrame';
import { fbLaunchQuery } from '../launch/launch-queries';
import { LaunchErrorState, LaunchLoadingState, LoginRequiredState, RealAccountState } from '../launch/LaunchStates';
import { useBalanceRefresh } from '../launch/use-balance-refresh';
import { useSpentLaunch } from '../launch/use-spent-launch';

/**
 * /fbsports (layout "game": the header sits above): the FB sports vendor, launched with
 * gameLaunchFB, in an iframe filling the viewport below the header. Members with a real
 * account only; the header's balance follows the bets.
 */
export default function FbSportsPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const token = session?.token ?? '';
  const refused = isTrial(session);
  const launchQuery = fbLaunchQuery(token, i18n.locale);
  const launch = useQuery({ ...launchQuery, enabled: token !== '' && !refused });
  useSpentLaunch(launchQuery.queryKey);
  useBalanceRefresh(frameRef, launch.isSuccess);
  const name = t`FB Sports`;

  let body;
  if (!session) body = <LoginRequiredState backTo="/sports" />;
  else if (refused) body = <RealAccountState backTo="/sports" />;
  else if (launch.isError) {
    body = <LaunchErrorState error={launch.error} backTo="/sports" onRetry={() => void launch.refetch()} isRetrying={launch.isFetching} />;
  } else if (!launch.data) body = <LaunchLoadingState />;
  else body = <GameFrame src={launch.data.url} title={name} frameRef={frameRef} />;

  return (
    <>
      <GameBar backTo="/sports" backLabel={t`Back to lobby`} heading={name} frameRef={launch.data ? frameRef : undefined} />
      {body}
    </>
  );
}
