import { Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keyframes, styled } from 'styled-components';
import { SYSTEM_STATUS, systemStatusView, type SystemStatus, type SystemStatusView } from '@platform/api';
import { Button, Spinner } from '@platform/ui';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { lazyModule } from '../../lib/lazy/lazy-module';
import { SiteStatusContext, type SiteStatus } from '../../lib/site-status-context';
import { Page, StatusPage } from './StatusPage';
import { clearSystemStatusReport, useSystemStatusReport } from '../../lib/system-status-store';
import { useSystemStatus } from './use-system-status';

// Shown only while the platform is closed: loaded then, so an open site never downloads them.
const MaintenanceView = lazyModule(() => import('./MaintenanceView').then((module) => ({ default: module.MaintenanceView })));
const RegionBlockedView = lazyModule(() => import('./RegionBlockedView').then((module) => ({ default: module.RegionBlockedView })));

export interface SystemStatusGateProps {
  /** The site, rendered while the platform is open (view 0). */
  children: ReactNode;
}

/**
 * The whole app's view (spec section 2, "System status views"): reads /wps/system/status once and
 * renders the site when it is open (0), the maintenance page (1) or the region-block page (2).
 * It also switches when the API client reports a call refused with MAINTENANCE or
 * REGION_RESTRICTED (`reportSystemStatus`), and then reads the status again for the page's
 * details. A report stands until a read of the status says the site is closed (which replaces it)
 * or until the player's own "Try again" finds it open. Below it, `useSiteStatus()` gives the status.
 */
export function SystemStatusGate({ children }: SystemStatusGateProps) {
  const query = useSystemStatus();
  const { refresh, retry } = query;
  const report = useSystemStatusReport();

  // A call was refused: read the status for the message, the end time and the IP. An answer that
  // says "open" does not end the report: the gateway refused a call a moment ago (its status may
  // be cached for a few seconds), and taking it back would send the site in circles.
  useEffect(() => {
    if (report === null) return;
    void refresh().then((status) => {
      if (status !== null && systemStatusView(status) !== SYSTEM_STATUS.normal) clearSystemStatusReport(report.seq);
    });
  }, [report, refresh]);

  const recheck = useCallback(async (): Promise<SystemStatusView | null> => {
    const status = await refresh();
    if (status === null) return null;
    clearSystemStatusReport();
    return systemStatusView(status);
  }, [refresh]);
  const retryFromPage = useCallback(async () => (await recheck()) !== null, [recheck]);

  const status: SystemStatus | null = query.state === 'ready' ? query.status : null;
  const view: SystemStatusView | null = report?.view ?? (status ? systemStatusView(status) : null);
  const siteStatus = useMemo<SiteStatus | null>(
    () => (status && view !== null ? { status, view, recheck } : null),
    [status, view, recheck],
  );

  let content: ReactNode;
  if (view === SYSTEM_STATUS.maintenance) {
    content = (
      <PageErrorBoundary>
        <MaintenanceView message={status?.maintenance.message} endTime={status?.maintenance.endTime} onRetry={retryFromPage} />
      </PageErrorBoundary>
    );
  } else if (view === SYSTEM_STATUS.regionBlocked) {
    content = (
      <PageErrorBoundary>
        <RegionBlockedView ip={status?.location.ip} message={status?.regionRestriction.message} />
      </PageErrorBoundary>
    );
  } else if (view === SYSTEM_STATUS.normal) {
    content = children;
  } else if (query.state === 'error') {
    content = <StatusErrorPage onRetry={retry} />;
  } else {
    content = <StatusLoadingPage />;
  }
  return (
    <SiteStatusContext.Provider value={siteStatus}>
      <Suspense fallback={<StatusLoadingPage />}>{content}</Suspense>
    </SiteStatusContext.Provider>
  );
}
SystemStatusGate.displayName = 'SystemStatusGate';

/** While the status is read: a spinner that fades in late, so a quick answer shows no flash. */
function StatusLoadingPage() {
  const { t } = useLingui();
  return (
    <Page aria-busy="true" data-status-page="loading">
      <Delayed>
        <Spinner size="lg" label={t`Checking the platform status…`} />
      </Delayed>
    </Page>
  );
}

/** The status could not be read (network down, gateway unreachable): say so, and offer to retry. */
function StatusErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPage
      name="status-error"
      tone="danger"
      icon={<OfflineIcon />}
      title={<Trans>Cannot reach the platform</Trans>}
      actions={
        <Button onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      <p>
        <Trans>Network connection abnormal, please retry.</Trans>
      </p>
    </StatusPage>
  );
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Delayed = styled.div`
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ease-out 400ms both;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1ms;
  }
`;

function OfflineIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6" />
      <path d="M10.7 5.1A15 15 0 0 1 22 8.8" />
      <path d="M5 12.6a10 10 0 0 1 5.2-2.5" />
      <path d="M15.4 10.6A10 10 0 0 1 19 12.6" />
      <path d="M8.5 16.4a5 5 0 0 1 7 0" />
      <path d="M12 20h.01" />
      <path d="m3 3 18 18" />
    </svg>
  );
}
