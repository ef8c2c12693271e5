import { useQuery } from '@tanstack/react-query';
import { playerAvatar, promotions, type ActivityStatus } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useUnreadCount } from '../../../lib/server-state/use-unread-count';
import { useSession } from '../../../lib/session/session';

/** How often it counts the claimable promotions: they change far less often than messages. */
export const PROMOTIONS_POLL_MS = 5 * 60_000;

/** A promotion the member can claim now ("available"): its payout waits for them. */
const CLAIMABLE: ActivityStatus = 'CLAIM_PAYOUT';

/** How many promotions the member can claim now, counted from the promotions list (a token adds their status). */
function useClaimablePromotions(isEnabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: [...queryKeys.member(token), 'claimablePromotions'] as const,
    queryFn: async () => (await api.call(promotions, {})).list.filter((promotion) => promotion.status === CLAIMABLE).length,
    enabled: isEnabled && token !== '',
    staleTime: 60_000,
    refetchInterval: PROMOTIONS_POLL_MS,
  });
}

export interface UnclaimedCount {
  /** Available promotions plus unread messages: the header's unclaimed count (spec section 2). */
  unclaimed: number;
  unreadMessages: number;
  availablePromotions: number;
}

/**
 * The header's unclaimed count. The unread-count call gives the unread messages, and the
 * claimable promotions when the gateway counts them (`availablePromo`); otherwise they are
 * counted from the promotions list. Zero while loading or after a failure.
 */
export function useUnclaimedCount(): UnclaimedCount {
  const unread = useUnreadCount();
  const countedByGateway = unread.data?.availablePromo;
  const claimable = useClaimablePromotions(!unread.isPending && countedByGateway === undefined);
  const unreadMessages = unread.data?.unreadMessage ?? 0;
  const availablePromotions = countedByGateway ?? claimable.data ?? 0;
  return { unclaimed: unreadMessages + availablePromotions, unreadMessages, availablePromotions };
}

/** The member's avatar (null when they have none: the default shows). */
export function usePlayerAvatar() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: [...queryKeys.member(token), 'avatar'] as const,
    queryFn: async () => (await api.call(playerAvatar, {})).avatarUrl,
    enabled: token !== '',
    staleTime: 30 * 60_000,
    retry: false,
  });
}
