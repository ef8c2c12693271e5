import { useQuery } from '@tanstack/react-query';
import { unreadCount } from '@platform/api';
import { api } from '../api';
import { useSession } from '../session/session';
import { queryKeys } from './query-keys';

/** How often the header asks again for unread messages while it shows (not in a background tab). */
export const UNREAD_POLL_MS = 60_000;

/** The member's unread messages (and, when the gateway counts them there, claimable promotions): the header's and the member centre's badge. */
export function useUnreadCount() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: queryKeys.unreadCount(token),
    queryFn: () => api.call(unreadCount, {}),
    enabled: token !== '',
    staleTime: 30_000,
    refetchInterval: UNREAD_POLL_MS,
  });
}
