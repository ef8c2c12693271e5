import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { agentNotices } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Under the member's key (`['member', token]`), so a sign-out forgets them; the gateway answers in the language. */
export const agentNoticeKeys = {
  notices: (token: string, language: string) => [...queryKeys.member(token), 'agent', 'notices', language] as const,
};

/** The announcements meant for agents, newest first. */
export function useAgentNotices() {
  const token = useSessionToken();
  const { i18n } = useLingui();
  return useQuery({
    queryKey: agentNoticeKeys.notices(token, i18n.locale),
    queryFn: () => api.call(agentNotices, {}),
    enabled: token !== '',
    staleTime: 5 * 60_000,
  });
}
