import { useMemo, type ComponentType } from 'react';
import { Navigate, useHref, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { AccountPanel, type AccountPanelEntry } from '@platform/ui';
import { PageErrorBoundary } from '../PageErrorBoundary';
import { useCloseCentre } from './use-close-centre';

/** One page of a centre: its menu entry and its (lazily loaded) page. */
export interface CentrePage extends Omit<AccountPanelEntry, 'href'> {
  Page: ComponentType;
}

export interface CentrePanelProps {
  /** The centre's name: the panel's heading and the page's h1. */
  title: string;
  /** Where the centre lives (`/member`): its pages are `<basePath>/<key>`. */
  basePath: string;
  /** The pages the member may open, in menu order. */
  pages: readonly CentrePage[];
  /** The page a desktop shows at `<basePath>` alone (spec section 9: securityCenter, agentTeamOverview). */
  defaultKey: string;
  /** While what decides the entries loads: the panel's skeleton. */
  isLoading?: boolean;
  /** Called when the player closes the centre, before it returns to where they came from. */
  onClose?: () => void;
}

/**
 * A centre (member or agent) on the library's AccountPanel, routed by the address: the page key
 * is the route's `:page`, so every page has its own link, and choosing an entry replaces the
 * address rather than piling up history, so closing returns to the page the player came from.
 * An unknown key, or one the member may not open, goes to the default page.
 */
export function CentrePanel({ title, basePath, pages, defaultKey, isLoading = false, onClose }: CentrePanelProps) {
  const { page: pageKey } = useParams();
  const navigate = useNavigate();
  const close = useCloseCentre();
  const baseHref = useHref(basePath);
  const entries = useMemo(
    () => pages.map(({ Page: _page, ...entry }): AccountPanelEntry => ({ ...entry, href: `${baseHref}/${entry.key}` })),
    [pages, baseHref],
  );

  const shownKey = pageKey ?? defaultKey;
  const shown = pages.find((page) => page.key === shownKey);
  if (!isLoading && pageKey !== undefined && !shown) {
    const fallback = pages.some((page) => page.key === defaultKey) ? `${basePath}/${defaultKey}` : basePath;
    return <Navigate to={fallback} replace />;
  }

  return (
    <Panel
      title={title}
      headingLevel={1}
      entries={entries}
      selectedKey={pageKey ?? null}
      defaultKey={defaultKey}
      isLoading={isLoading}
      onSelect={(key) => void navigate(`${basePath}/${key}`, { replace: true })}
      onBack={() => void navigate(basePath, { replace: true })}
      onClose={() => {
        onClose?.();
        close();
      }}
    >
      {shown && (
        // A page whose code fails to load offers Retry in the page area; the menu stays usable.
        <PageErrorBoundary key={shown.key}>
          <shown.Page />
        </PageErrorBoundary>
      )}
    </Panel>
  );
}

// At least a screen tall, loading or not, so the footer never shows and then jumps away as the
// page arrives (a layout shift the player sees).
const Panel = styled(AccountPanel)`
  min-height: 100vh;
`;
