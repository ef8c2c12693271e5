import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { CentrePanel, type CentrePage } from '../../components/centre/CentrePanel';
import { CentreRefused } from '../../components/centre/CentreRefused';
import { useCentreAccess } from '../../components/centre/use-centre-access';
import { useSiteStatus } from '../../lib/site-status-context';
import { DEFAULT_MEMBER_CENTRE_PAGE, MEMBER_CENTRE_ROOT } from '../../lib/paths/centre-paths';
import { queryKeys } from '../../lib/server-state/query-keys';
import { useMemberInfo } from '../../lib/server-state/use-member-info';
import { useSiteConfig } from '../../lib/server-state/use-site-config';
import { useMerchantWallets } from '../../lib/server-state/use-wallets';
import { useSession } from '../../lib/session/session';
import { MEMBER_CENTRE_LABELS } from './member-centre-labels';
import { MEMBER_CENTRE_PAGE_MODULES, preloadMemberCentrePage } from './member-centre-pages';
import { memberCentrePagesOffered } from './pages-offered';
import { useCentreCounts } from './use-centre-counts';

// For the site's opening (index.ts, preloadMemberCentre): in this chunk, fetched with it.
export { prefetchMemberCentre } from './prefetch-member-centre';

const BUILT_PAGES = new Set(Object.keys(MEMBER_CENTRE_PAGE_MODULES) as (keyof typeof MEMBER_CENTRE_PAGE_MODULES)[]);

/**
 * The member centre (`/member/:page`, spec section 2): the pages this member is offered, on the
 * library's AccountPanel, each page its own lazily loaded chunk. Guests, trial accounts and
 * brands without a member centre get the answers of section 6 instead.
 */
export default function MemberCentrePage() {
  const { t } = useLingui();
  const access = useCentreAccess('member');
  const title = t`Member centre`;
  const { page } = useParams();
  useEffect(() => void preloadMemberCentrePage(page ?? DEFAULT_MEMBER_CENTRE_PAGE), [page]);
  if (access.state === 'refused') return <CentreRefused title={title} answer={access.answer} />;
  return <MemberCentrePanel title={title} isAccessPending={access.state === 'pending'} />;
}

function MemberCentrePanel({ title, isAccessPending }: { title: string; isAccessPending: boolean }) {
  const { i18n } = useLingui();
  const token = useSession()?.token ?? '';
  const queryClient = useQueryClient();
  const member = useMemberInfo();
  const config = useSiteConfig();
  const wallets = useMerchantWallets();
  const { whitelabel } = useSiteStatus().status;

  // A call that fails decides as if it said no: no vendor wallets, not credit mode.
  const isDeciding = isAccessPending || member.isPending || config.isPending || wallets.isPending;
  const offered = useMemo(
    () =>
      memberCentrePagesOffered({
        whitelabel,
        isMultiWallet: (wallets.data?.length ?? 0) > 1,
        isCreditMode: config.data?.creditMode ?? false,
        mayTransferToUpline: Boolean(member.data?.toUpline),
        built: BUILT_PAGES,
      }),
    [whitelabel, wallets.data, config.data, member.data],
  );
  const counts = useCentreCounts(offered);
  const pages = offered.map(
    (key): CentrePage => ({
      key,
      label: i18n._(MEMBER_CENTRE_LABELS[key]),
      count: counts[key],
      Page: MEMBER_CENTRE_PAGE_MODULES[key]!,
    }),
  );

  return (
    <CentrePanel
      title={title}
      basePath={MEMBER_CENTRE_ROOT}
      pages={pages}
      defaultKey={DEFAULT_MEMBER_CENTRE_PAGE}
      isLoading={isDeciding}
      // Reading messages in the centre changes the header's unread count: ask for it again.
      onClose={() => void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount(token) })}
    />
  );
}
