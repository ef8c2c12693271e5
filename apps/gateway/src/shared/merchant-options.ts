import { ERROR_CODE } from '@platform/api/contract';
import type { FeatureId, FeatureNode, RegisterSettings } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';

/** The register setting that offers the password reset by phone (spec section 6). */
export const PHONE_RESET_SETTING = 'CHNGPASSVERIF3';

/** What the account calls read of a merchant's settings: its feature tree and register settings. */
export interface MerchantOptions {
  /** Features that are on, with every node above them on too. */
  features: ReadonlySet<string>;
  register: RegisterSettings;
}

function collectEnabled(nodes: readonly FeatureNode[], into: Set<string>): void {
  for (const node of nodes) {
    if (node.enabled !== '1') continue;
    into.add(node.modId);
    collectEnabled(node.childrenNodes ?? [], into);
  }
}

export async function loadMerchantOptions(db: Queryable, merchantCode: string): Promise<MerchantOptions> {
  const result = await db.query<{ key: string; value: unknown }>(
    "select key, value from system_setting where merchant_code = $1 and key in ('whitelabel', 'register')",
    [merchantCode],
  );
  const features = new Set<string>();
  let register: RegisterSettings = {};
  for (const row of result.rows) {
    if (row.key === 'whitelabel' && Array.isArray(row.value)) collectEnabled(row.value as FeatureNode[], features);
    if (row.key === 'register' && typeof row.value === 'object' && row.value !== null) register = row.value as RegisterSettings;
  }
  return { features, register };
}

export function isFeatureOn(options: MerchantOptions, feature: FeatureId): boolean {
  return options.features.has(feature);
}

/** A register setting switched on: true, 1, '1' or 'true'. */
export function isSettingOn(options: MerchantOptions, name: string): boolean {
  const value = options.register[name];
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Refuses a call whose feature the merchant has switched off. */
export function requireFeature(options: MerchantOptions, feature: FeatureId, what: string): void {
  if (!isFeatureOn(options, feature)) throw new RequestError(403, ERROR_CODE.operationNotAllowed, `${what} is not offered by this site`);
}

/** The dialling code a number without one gets: the merchant's default, else Malaysia's. */
export function defaultDialingCode(options: MerchantOptions): string {
  const value = options.register.defaultCountryDialingCode;
  return typeof value === 'string' && /^[0-9]{1,4}$/.test(value) ? value : '60';
}

