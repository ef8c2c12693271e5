import { useQuery } from '@tanstack/react-query';
import { missionSummary, reward } from '@platform/api';
import { api } from '../../lib/api';
import type { MemberCentrePage } from '../../lib/paths/centre-paths';
import { queryKeys } from '../../lib/server-state/query-keys';
import { useUnreadCount } from '../../lib/server-state/use-unread-count';
import { useSession } from '../../lib/session/session';

/** How often the centre asks again for its badges' counts while it is open. */
const COUNTS_POLL_MS = 60_000;

/**
 * The red badges of the member centre (spec section 2): unread messages on messageV2, missions
 * finished but not claimed on missionLeaderboard, rewards ready on rewardCenter. A count is asked
 * for only while its page is offered; a count that fails to load shows no badge.
 */
export function useCentreCounts(offered: readonly MemberCentrePage[]): Partial<Record<MemberCentrePage, number>> {
  const token = useSession()?.token ?? '';
  const unread = useUnreadCount();
  const missions = useQuery({
    queryKey: [...queryKeys.member(token), 'missionSummary'] as const,
    queryFn: () => api.call(missionSummary, {}),
    enabled: token !== '' && offered.includes('missionLeaderboard'),
    staleTime: 30_000,
    refetchInterval: COUNTS_POLL_MS,
  });
  const rewards = useQuery({
    queryKey: [...queryKeys.member(token), 'rewardCenter'] as const,
    queryFn: () => api.call(reward, {}),
    enabled: token !== '' && offered.includes('rewardCenter'),
    staleTime: 30_000,
    refetchInterval: COUNTS_POLL_MS,
  });
  return {
    messageV2: unread.data?.unreadMessage,
    missionLeaderboard: missions.data?.unclaimedCount,
    rewardCenter: rewards.data?.unclaimedCount,
  };
}
