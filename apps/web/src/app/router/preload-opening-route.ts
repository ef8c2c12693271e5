import type { QueryClient } from '@tanstack/react-query';
import { AgentCentrePage } from '../../features/agent-centre';
import { preloadMemberCentre } from '../../features/member-centre';
import { AGENT_CENTRE_ROOT, MEMBER_CENTRE_ROOT } from '../../lib/paths/centre-paths';
import { openingPath } from './opening-path';

let isOpeningPagePreloaded = false;

/**
 * Run before the first render (main.tsx): a centre opened at its address (a returning player's
 * bookmark of /member/transferFund) starts fetching its chunk now, not once the layout and the
 * route have rendered; the member centre its page's chunk and the calls it decides on too.
 * Resolves when they are in (at once for any other page); never rejects.
 */
export async function preloadOpeningRoute(queryClient: QueryClient, locale: string): Promise<void> {
  const path = openingPath();
  if (path === MEMBER_CENTRE_ROOT || path.startsWith(`${MEMBER_CENTRE_ROOT}/`)) await preloadMemberCentre(queryClient, locale, path.split('/')[2]);
  else if (path === AGENT_CENTRE_ROOT || path.startsWith(`${AGENT_CENTRE_ROOT}/`)) await AgentCentrePage.preload();
  else return;
  isOpeningPagePreloaded = true;
}

/**
 * True once preloadOpeningRoute has brought in the centre page the site opened at: a render from
 * then on can show that page at once, without waiting for its code or its first calls.
 */
export function isOpeningPageReady(): boolean {
  return isOpeningPagePreloaded;
}
