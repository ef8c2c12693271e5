import type { SystemStatus, VisitorLocation } from '@platform/api/contract';
import { ASSET_BASE } from '../assets/asset-urls';
import type { Database } from '../db/database';
import type { MerchantSettings } from './merchant-settings';
import type { SystemStatusOverride } from '../config';

/**
 * What a merchant shows when a setting is missing: open, with no options and no channels, and
 * the gateway's own generated images as its image host.
 */
export const DEFAULT_SETTINGS: MerchantSettings = {
  whitelabel: [],
  register: {},
  resources: [],
  customerService: [],
  analytics: {},
  imageCDNs: [ASSET_BASE],
  launchGameCDNs: [],
  maintenance: { enabled: false, endTime: null, message: null },
  regionRestriction: { restricted: false, message: null },
};

export const FORCED_MAINTENANCE_MESSAGE = 'The platform is being upgraded (GATEWAY_SYSTEM_STATUS=maintenance).';
export const FORCED_REGION_MESSAGE = 'Access from your region is restricted (GATEWAY_SYSTEM_STATUS=region).';

/** Applies the GATEWAY_SYSTEM_STATUS switch to a status. */
export function applyOverride(status: SystemStatus, override: SystemStatusOverride | null): SystemStatus {
  if (override === 'maintenance') {
    return { ...status, maintenance: { enabled: true, endTime: null, message: FORCED_MAINTENANCE_MESSAGE } };
  }
  if (override === 'region') {
    return { ...status, regionRestriction: { restricted: true, message: FORCED_REGION_MESSAGE } };
  }
  return status;
}

/** The merchant's system status from its stored settings; the location is the visitor's. */
export async function loadSystemStatus(
  db: Database,
  merchantCode: string,
  location: VisitorLocation,
): Promise<SystemStatus> {
  const result = await db.query<{ key: string; value: unknown }>(
    'select key, value from system_setting where merchant_code = $1',
    [merchantCode],
  );
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of result.rows) {
    if (row.key in DEFAULT_SETTINGS) settings[row.key] = row.value;
  }
  // Databases seeded before the gateway drew flags hold no image host (seeds never overwrite),
  // and without one every flag the site asks for is a 404: fall back to the gateway's own images.
  if (!Array.isArray(settings.imageCDNs) || settings.imageCDNs.length === 0) settings.imageCDNs = [...DEFAULT_SETTINGS.imageCDNs];
  return { ...(settings as MerchantSettings), location };
}
