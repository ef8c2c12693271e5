import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionSummary } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSession } from '../../../lib/session/session';
import { isTrial } from '../../../lib/session/session-store';

/**
 * This session's start, its stakes, payouts and net result, and the reality-check interval. Under
 * the member's key, so a sign-out forgets it and a change of the interval (which invalidates the
 * member's queries) asks again. The header's session time and the reality check share it.
 */
export function sessionSummaryQuery(token: string, isEnabled = token !== '') {
  return queryOptions({
    queryKey: [...queryKeys.member(token), 'sessionSummary'] as const,
    queryFn: () => api.call(sessionSummary, {}),
    enabled: isEnabled,
    // The start does not move; the figures are asked afresh when the reminder is due.
    staleTime: Infinity,
  });
}

/** The summary of a member's session; none for a guest or a trial account, which the gateway refuses. */
export function useSessionSummary() {
  const session = useSession();
  const token = session?.token ?? '';
  return useQuery(sessionSummaryQuery(token, token !== '' && !isTrial(session)));
}
