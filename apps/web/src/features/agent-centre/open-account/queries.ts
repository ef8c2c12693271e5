import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  affiliateLinks,
  createAffiliateLink,
  createDownlineAccount,
  updateAffiliateLink,
  type AffiliateLink,
  type AffiliateLinks,
  type CreateAffiliateLinkRequest,
  type CreateDownlineAccountRequest,
  type UpdateAffiliateLinkRequest,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Under the member's key, so a sign-out forgets them. */
export const openAccountKeys = {
  /** Everything of the agent centre: a new downline changes the team, the overview and the reports. */
  agentCentre: (token: string) => [...queryKeys.member(token), 'agent'] as const,
  affiliateLinks: (token: string) => [...queryKeys.member(token), 'agent', 'affiliateLinks'] as const,
};

/** The agent's affiliate links (newest first), the account types a link may register, and how many links it may have. */
export function useAffiliateLinks() {
  const token = useSessionToken();
  return useQuery({
    queryKey: openAccountKeys.affiliateLinks(token),
    queryFn: () => api.call(affiliateLinks, {}),
    enabled: token !== '',
  });
}

/** Opens a direct downline account; the agent centre's team figures are stale afterwards. */
export function useCreateDownlineAccount() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (request: CreateDownlineAccountRequest) => api.call(createDownlineAccount, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: openAccountKeys.agentCentre(token) }),
  });
}

/** Puts a link the gateway answered into the cached list (new ones first), then asks for the list again. */
function useLinkWriter() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const key = openAccountKeys.affiliateLinks(token);
  return (link: AffiliateLink) => {
    queryClient.setQueryData<AffiliateLinks>(key, (links) => {
      if (!links) return links;
      const isKnown = links.list.some((known) => known.id === link.id);
      const list = isKnown ? links.list.map((known) => (known.id === link.id ? link : known)) : [link, ...links.list];
      return { ...links, list };
    });
    void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function useCreateAffiliateLink() {
  const writeLink = useLinkWriter();
  return useMutation({
    mutationFn: (request: CreateAffiliateLinkRequest) => api.call(createAffiliateLink, request),
    onSuccess: writeLink,
  });
}

/** Renames a link, or disables or enables it. */
export function useUpdateAffiliateLink() {
  const writeLink = useLinkWriter();
  return useMutation({
    mutationFn: (request: UpdateAffiliateLinkRequest) => api.call(updateAffiliateLink, request),
    onSuccess: writeLink,
  });
}
