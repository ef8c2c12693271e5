import { useQuery } from '@tanstack/react-query';
import { agentRealtimeAccrual, type RealtimeAccrual } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const realtimeSalaryKeys = {
  accrual: (token: string) => [...queryKeys.member(token), 'agent', 'realtimeSalary', 'accrual'] as const,
};

/** How often the accrual is asked again while the window runs. */
export const ACCRUAL_REFRESH_MS = 15_000;
/** How long after the window's end the new window is asked for: the gateway's clock may lag the player's by a little. */
export const AFTER_WINDOW_MS = 1_000;

/**
 * When to ask for the accrual again: every 15 seconds, and just after the window ends (a new
 * window, starting from nothing, begins then). A window already over by the player's clock (a
 * clock ahead of the gateway's) waits the usual 15 seconds rather than asking in a loop.
 */
export function nextAccrualRefreshMs(accrual: RealtimeAccrual | undefined, now: number): number {
  if (!accrual) return ACCRUAL_REFRESH_MS;
  const untilWindowEnds = accrual.windowEnd - now;
  return untilWindowEnds > 0 ? Math.min(ACCRUAL_REFRESH_MS, untilWindowEnds + AFTER_WINDOW_MS) : ACCRUAL_REFRESH_MS;
}

/**
 * The real-time salary accruing to the agent in the current 5-minute window. It refreshes by
 * itself while the page is visible (Query pauses the interval in a hidden tab).
 */
export function useRealtimeAccrual() {
  const token = useSessionToken();
  return useQuery({
    queryKey: realtimeSalaryKeys.accrual(token),
    queryFn: () => api.call(agentRealtimeAccrual, {}),
    enabled: token !== '',
    refetchInterval: (query) => nextAccrualRefreshMs(query.state.data, Date.now()),
  });
}
