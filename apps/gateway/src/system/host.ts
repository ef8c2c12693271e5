/**
 * The host of what a site sends as its domain: `www.brand.example:8443`, a full URL or a bare
 * host, lower-cased, without port, path or trailing dot. Null when nothing usable is left.
 */
export function hostOf(domain: string): string | null {
  let rest = domain.trim().toLowerCase();
  const scheme = rest.indexOf('://');
  if (scheme >= 0) rest = rest.slice(scheme + 3);
  rest = rest.split(/[/?#]/, 1)[0] ?? '';
  const at = rest.lastIndexOf('@');
  if (at >= 0) rest = rest.slice(at + 1);
  let host: string;
  if (rest.startsWith('[')) {
    const close = rest.indexOf(']');
    if (close < 0) return null;
    host = rest.slice(1, close);
  } else {
    host = rest.split(':', 1)[0] ?? '';
  }
  host = host.replace(/\.$/, '');
  return /^[a-z0-9.:-]{1,253}$/.test(host) ? host : null;
}
