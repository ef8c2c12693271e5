import type { QueryClient } from '@tanstack/react-query';
import { AgentCentrePage } from '../../features/agent-centre';
import { preloadMemberCentre } from '../../features/member-centre';
import { AGENT_CENTRE_ROOT, MEMBER_CENTRE_ROOT } from '../../lib/paths/centre-paths';
import { openingPath } from './opening-path';

/**
 * Run before the first render (main.tsx): a centre opened at its address (a returning player's
 * bookmark of /member/transferFund) starts fetching its chunk now, not once the layout and the
 * route have rendered; the member centre its page's chunk and the calls it decides on too.
 */
export function preloadOpeningRoute(queryClient: QueryClient, locale: string): void {
  const path = openingPath();
  if (path === MEMBER_CENTRE_ROOT || path.startsWith(`${MEMBER_CENTRE_ROOT}/`)) void preloadMemberCentre(queryClient, locale, path.split('/')[2]);
  else if (path === AGENT_CENTRE_ROOT || path.startsWith(`${AGENT_CENTRE_ROOT}/`)) void AgentCentrePage.preload();
}
