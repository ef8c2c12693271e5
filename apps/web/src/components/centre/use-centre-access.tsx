import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@platform/ui';
import { brand } from '@brand';
import { useMemberInfo } from '../../lib/server-state/use-member-info';
import { requestLogin } from '../../lib/session/login-prompt';
import { useSession } from '../../lib/session/session';
import { isAgent, isTrial } from '../../lib/session/session-store';

/** Whether the visitor may open a centre: yes, not yet known (member info loads), or no with the answer to show. */
export type CentreAccess = { state: 'allowed' } | { state: 'pending' } | { state: 'refused'; answer: ReactNode };

/**
 * The centres' access rules of spec section 6: a guest is asked to log in (the login popup opens),
 * a trial account (type 4) is refused the member centre, a non-agent the agent centre, and a brand
 * may offer neither. The account type comes with the member info, so the answer waits for it.
 */
export function useCentreAccess(centre: 'member' | 'agent'): CentreAccess {
  const { t } = useLingui();
  const session = useSession();
  const member = useMemberInfo();

  // Opened as a guest: the login popup. A session that ends while the centre shows (a sign-out,
  // which goes home; a session the gateway ended, whose own prompt says so) asks nothing here.
  const [isGuestAtOpening] = useState(session === null);
  useEffect(() => {
    if (isGuestAtOpening) requestLogin('action');
  }, [isGuestAtOpening]);

  if (session === null) {
    return {
      state: 'refused',
      answer: (
        <Alert tone="info" title={t`Please log in first.`}>
          <Button onClick={() => requestLogin('action')}>{t`Log in`}</Button>
        </Alert>
      ),
    };
  }
  if (member.isPending) return { state: 'pending' };
  if (centre === 'member' && (isTrial(session) || !brand.allowMemberCentre)) {
    return {
      state: 'refused',
      answer: <Alert tone="warning" title={t`Non-member accounts cannot log in.`}>{t`Please register or log in to a real account.`}</Alert>,
    };
  }
  if (centre === 'agent' && (!isAgent(session) || !brand.allowAgentCentre)) {
    return {
      state: 'refused',
      answer: <Alert tone="warning" title={t`Non-agents cannot log in.`}>{t`The agent centre is for agent accounts.`}</Alert>,
    };
  }
  return { state: 'allowed' };
}
