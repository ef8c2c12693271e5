import { useEffect } from 'react';
import { useMemberInfo } from '../../lib/server-state/use-member-info';
import { sessionStore } from '../../lib/session/session';

/**
 * App start (spec section 4): with a stored token, member info is fetched, and the session
 * learns the account type from it (agent centre, trial refusal). Mounted once, in the layout.
 */
export function useMemberSync(): void {
  const { data } = useMemberInfo();
  useEffect(() => {
    if (data) sessionStore.update({ type: data.type, account: data.account });
  }, [data]);
}
