/** What brand selection reads of a brand. */
export interface BrandHosts {
  id: string;
  hosts: readonly string[];
}

/** A hostname as compared: lower case, without the trailing dot of a fully qualified name. */
export function normalizeHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/** Whether `hostname` is `host` or one of its subdomains. */
export function hostMatches(hostname: string, host: string): boolean {
  const name = normalizeHostname(hostname);
  const wanted = normalizeHostname(host);
  return wanted !== '' && (name === wanted || name.endsWith(`.${wanted}`));
}

/**
 * Every host of every brand as [host, brand id], longest host first, so that the most specific
 * host wins (`vip.royal.example` before `royal.example`). The inline head script walks this same
 * list, so the first paint and the app always agree.
 */
export function hostTable(brands: readonly BrandHosts[]): [host: string, id: string][] {
  return brands
    .flatMap((brand) => brand.hosts.map((host): [string, string] => [normalizeHostname(host), brand.id]))
    .filter(([host]) => host !== '')
    .sort(([a], [b]) => b.length - a.length);
}

/**
 * The brand for a hostname among the brands a build carries: the brand listing the longest host
 * that `hostname` is or is a subdomain of; otherwise the first brand (the build's default, so
 * 127.0.0.1 and localhost get it).
 */
export function selectBrand<T extends BrandHosts>(brands: readonly T[], hostname: string): T {
  const fallback = brands[0];
  if (!fallback) throw new Error('selectBrand: the build carries no brand');
  const match = hostTable(brands).find(([host]) => hostMatches(hostname, host));
  return (match && brands.find((brand) => brand.id === match[1])) ?? fallback;
}
