import { createContext, useContext } from 'react';
import type { SystemStatus, SystemStatusView } from '@platform/api';

/** What the rest of the app reads of the platform's status (spec section 3, "Public state"). */
export interface SiteStatus {
  /**
   * The answer of /wps/system/status: the whitelabel feature tree, register settings, resources,
   * customer service, location (the visitor's IP), maintenance and region restriction.
   */
  status: SystemStatus;
  /** The view the app shows: 0 normal, 1 maintenance, 2 region block. */
  view: SystemStatusView;
  /**
   * Reads the status again; the app switches view when it changed. Resolves to the new view, or
   * null when the status could not be read (the app then stays as it was).
   */
  recheck: () => Promise<SystemStatusView | null>;
}

export const SiteStatusContext = /* @__PURE__ */ createContext<SiteStatus | null>(null);
SiteStatusContext.displayName = 'SiteStatusContext';

/**
 * The platform's status, for the header, footer and side bar (resources, feature flags, customer
 * service, location). Only below `SystemStatusGate`, which renders the app once the status is
 * read; tests give a value with `<SiteStatusContext.Provider>`.
 */
export function useSiteStatus(): SiteStatus {
  const value = useContext(SiteStatusContext);
  if (value === null) throw new Error('useSiteStatus() is used outside <SystemStatusGate>: wrap the app in it.');
  return value;
}
