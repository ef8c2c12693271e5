import { AgentCentrePage } from '../../features/agent-centre';
import { MemberCentrePage } from '../../features/member-centre';
import { AGENT_CENTRE_ROOT, MEMBER_CENTRE_ROOT } from '../../lib/paths/centre-paths';
import { openingPath } from './opening-path';

/**
 * Run before the first render (main.tsx): a centre opened at its address (a returning player's
 * bookmark of /member/transferFund) starts fetching its chunk now, not once the layout and the
 * route have rendered; the centre then asks for its page's chunk as soon as it runs.
 */
export function preloadOpeningRoute(): void {
  const path = openingPath();
  if (path === MEMBER_CENTRE_ROOT || path.startsWith(`${MEMBER_CENTRE_ROOT}/`)) MemberCentrePage.preload();
  else if (path === AGENT_CENTRE_ROOT || path.startsWith(`${AGENT_CENTRE_ROOT}/`)) AgentCentrePage.preload();
}
