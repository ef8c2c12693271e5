import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberInfo, type MemberInfo } from '@platform/api';
import { api } from '../api';
import { useSession } from '../session/session';
import { queryKeys } from './query-keys';

/**
 * The logged-in member's info (spec section 4, app start: fetched when a token exists). Undefined
 * while logged out or loading. The session store learns the account type from it (isAgent, isTrial).
 */
export function useMemberInfo() {
  const session = useSession();
  return useQuery(memberInfoQuery(session?.token ?? ''));
}

/** The member info's query, for a prefetch before the first render to share with useMemberInfo. */
export function memberInfoQuery(token: string) {
  return queryOptions<MemberInfo>({
    queryKey: queryKeys.memberInfo(token),
    queryFn: () => api.call(memberInfo, {}),
    enabled: token !== '',
    staleTime: 5 * 60_000,
  });
}
