import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { brand } from '@brand';
import { useSession } from '../../../lib/session/session';
import { isTrial } from '../../../lib/session/session-store';
import { GameBar } from '../launch/GameBar';
import { GameFrame } from '../launch/GameFrame';
import { lotteryLaunchQuery, lotteryLaunchRequest } from '../launch/launch-queries';
import { LaunchErrorState, LaunchLoadingState, LoginRequiredState, NoGameState, RealAccountState } from '../launch/LaunchStates';
import { isLotteryVendor, prizeModeOf, readLotteryQuery } from '../launch/start-game';

/**
 * /lottery (bare layout, no header; also /lottert, /vnlottery, /sealottery): the lottery game of
 * its address, launched with the lottery fields (lottoArea VN, launchMode LOTT, the prize mode
 * from playType or the vendor, the game code; the lobby view without one) in a full-height
 * iframe under a slim bar with the way home and the brand's name. Members only: a visitor gets
 * a login prompt, a trial account the real-account notice.
 */
export default function LotteryPage() {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  const session = useSession();
  const { gameCode, vendor, playType } = readLotteryQuery(search);
  const prizeMode = vendor && !isLotteryVendor(vendor) ? null : prizeModeOf(vendor, playType);
  const token = session?.token ?? '';
  const refused = isTrial(session);
  const request = prizeMode ? lotteryLaunchRequest(prizeMode, gameCode) : null;
  const launch = useQuery({
    ...lotteryLaunchQuery(token, i18n.locale, request ?? lotteryLaunchRequest('Lott', null)),
    enabled: token !== '' && !refused && request !== null,
  });
  const label = gameCode ?? vendor ?? '';
  const title = label ? t`Lottery: ${label}` : t`Lottery`;

  let body;
  if (!prizeMode) body = <NoGameState>{t`This address does not name a lottery. Choose one in the lobby.`}</NoGameState>;
  else if (!session) body = <LoginRequiredState />;
  else if (refused) body = <RealAccountState />;
  else if (launch.isError) body = <LaunchErrorState error={launch.error} onRetry={() => void launch.refetch()} isRetrying={launch.isFetching} />;
  else if (!launch.data) body = <LaunchLoadingState />;
  else body = <GameFrame src={launch.data.url} title={title} />;

  return (
    <>
      <GameBar backTo="/" backLabel={t`Home`} heading={brand.name} />
      {body}
    </>
  );
}
