import type { Maintenance, RegionRestriction } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { SystemStatusOverride } from '../config';
import { FORCED_MAINTENANCE_MESSAGE, FORCED_REGION_MESSAGE } from './load-system-status';

/** How long a merchant's status is reused before the database is asked again. */
export const STATUS_CACHE_MS = 2_000;

/** The parts of the system status that close the site. */
export interface SiteAccess {
  maintenance: Maintenance;
  regionRestriction: RegionRestriction;
}

export interface StatusCache {
  /** The merchant's access, from the database at most once per STATUS_CACHE_MS, with the override applied. */
  get: (merchantCode: string) => Promise<SiteAccess>;
  /** Drops what is remembered of a merchant (after a switch of its status). */
  forget: (merchantCode: string) => void;
}

const CLOSED_BY_OVERRIDE: Record<SystemStatusOverride, Partial<SiteAccess>> = {
  maintenance: { maintenance: { enabled: true, endTime: null, message: FORCED_MAINTENANCE_MESSAGE } },
  region: { regionRestriction: { restricted: true, message: FORCED_REGION_MESSAGE } },
};

const OPEN: SiteAccess = {
  maintenance: { enabled: false, endTime: null, message: null },
  regionRestriction: { restricted: false, message: null },
};

export async function loadSiteAccess(db: Queryable, merchantCode: string): Promise<SiteAccess> {
  const result = await db.query<{ key: keyof SiteAccess; value: unknown }>(
    `select key, value from system_setting where merchant_code = $1 and key in ('maintenance', 'regionRestriction')`,
    [merchantCode],
  );
  const access = { ...OPEN };
  for (const row of result.rows) Object.assign(access, { [row.key]: row.value });
  return access;
}

/**
 * Per-process memory of each merchant's access, so the system gate costs no query per call under
 * load; concurrent callers share one query. Another process sees a switch within STATUS_CACHE_MS.
 */
export function createStatusCache(db: Queryable, now: () => Date, override: SystemStatusOverride | null): StatusCache {
  const remembered = new Map<string, { until: number; access: Promise<SiteAccess> }>();
  return {
    get(merchantCode) {
      const time = now().getTime();
      const entry = remembered.get(merchantCode);
      if (entry && entry.until > time) return entry.access;
      const access = loadSiteAccess(db, merchantCode).then((loaded) => ({
        ...loaded,
        ...(override ? CLOSED_BY_OVERRIDE[override] : {}),
      }));
      remembered.set(merchantCode, { until: time + STATUS_CACHE_MS, access });
      access.catch(() => remembered.delete(merchantCode));
      return access;
    },
    forget(merchantCode) {
      remembered.delete(merchantCode);
    },
  };
}
