import type { Queryable } from '../db/database';
import { hostOf } from './host';

/** An origin that is safe to write into a CSP source list: scheme, ASCII host (or [IPv6]) and port only. */
const SAFE_ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * The origins (`https://img.brand.example`) of a merchant's image hosts, from its `imageCDNs`
 * setting. An entry on the site itself (`/lgw/assets`, the demo merchants' host) needs none; a
 * protocol-relative entry (`//img.brand.example`) counts as https; anything that is not an
 * http(s) address is ignored.
 */
export function imageHostOrigins(imageCDNs: unknown): string[] {
  if (!Array.isArray(imageCDNs)) return [];
  const origins = new Set<string>();
  for (const entry of imageCDNs) {
    if (typeof entry !== 'string') continue;
    const address = entry.trim();
    if (!/^(?:https?:)?\/\//i.test(address)) continue;
    try {
      const { origin } = new URL(address, 'https://base.invalid');
      if (SAFE_ORIGIN.test(origin)) origins.add(origin);
    } catch {
      // Not an address: no host to allow.
    }
  }
  return [...origins];
}

/** The origins of one merchant's image hosts. */
export async function loadImageHosts(db: Queryable, merchantCode: string): Promise<string[]> {
  const result = await db.query<{ value: unknown }>(`select value from system_setting where merchant_code = $1 and key = 'imageCDNs'`, [
    merchantCode,
  ]);
  return imageHostOrigins(result.rows[0]?.value);
}

/**
 * The image hosts a page of the site served at `hostname` may load from: those of the merchants
 * whose domains include the host, or, when no merchant claims it, those of every merchant (the
 * gateway serves one site, whichever brand it was built for).
 */
export async function loadPageImageHosts(db: Queryable, hostname: string): Promise<string[]> {
  const result = await db.query<{ value: unknown; domains: string[] | null }>(
    `select s.value, m.domains from system_setting s left join merchant_site m on m.merchant_code = s.merchant_code
     where s.key = 'imageCDNs'`,
  );
  const host = hostOf(hostname);
  const claimed = result.rows.filter((row) => host !== null && (row.domains ?? []).includes(host));
  return [...new Set((claimed.length > 0 ? claimed : result.rows).flatMap((row) => imageHostOrigins(row.value)))];
}
