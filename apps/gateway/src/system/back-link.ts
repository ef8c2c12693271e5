import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { hostOf } from './host';
import { loadMerchantSite } from './merchant-site';

/** Where a back link goes when the one asked for is not allowed: the site's home. */
export const SITE_HOME = '/';

/** The hosts a back link may name: the site's own and the merchant's domains (lower case, no port). */
export type BackLinkHosts = ReadonlySet<string>;

/** Controls, spaces and backslashes: browsers drop or rewrite them (`/\evil`, `/\t/evil` become `//evil`). */
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || character === '\\') return true;
  }
  return false;
}

/** An absolute http(s) address written out in full (not `https:evil.example`, which browsers also accept). */
const FULL_HTTP_URL = /^https?:\/\/[^/]/i;
/** Any base on a reserved name: only used to resolve a path and see whether it stays on the origin. */
const PATH_BASE = 'https://site.invalid';

/**
 * The back link to render for `candidate`, normalized, or null when it may not be followed: kept
 * are a path on this site (`/lott?x=1`) and an http(s) address whose host is one of `hosts`,
 * without user info. Everything else (other hosts, `javascript:`, `data:`, `//evil`, backslashes,
 * `https://good@evil`, controls) is refused.
 */
export function allowedBackUrl(candidate: string, hosts: BackLinkHosts): string | null {
  if (candidate === '' || hasUnsafeCharacter(candidate)) return null;
  if (candidate.startsWith('/')) {
    if (candidate.startsWith('//')) return null;
    const url = new URL(candidate, PATH_BASE);
    return url.origin === PATH_BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  if (!FULL_HTTP_URL.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  const host = hostOf(url.host);
  return host !== null && hosts.has(host) ? url.href : null;
}

/** The back link to render for `candidate`, or the site's home when it is missing or not allowed. */
export function backLinkOrHome(candidate: string | undefined, hosts: BackLinkHosts): string {
  return (candidate === undefined ? null : allowedBackUrl(candidate, hosts)) ?? SITE_HOME;
}

/** The hosts a back link of this request may name: the host it was sent to and the merchant's domains. */
export async function backLinkHosts(db: Queryable, merchantCode: string, request: FastifyRequest): Promise<BackLinkHosts> {
  const site = await loadMerchantSite(db, merchantCode);
  const hosts = new Set(site.domains.map((domain) => domain.toLowerCase()));
  const own = hostOf(request.host);
  if (own !== null) hosts.add(own);
  return hosts;
}
