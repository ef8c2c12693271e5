import type { FastifyServerOptions } from 'fastify';

/**
 * Which proxies' X-Forwarded-For and X-Forwarded-Proto the gateway believes (TRUST_PROXY): none
 * (`false`), the last `n` hops in front of it (a number), or the proxies' addresses and CIDR
 * ranges (a comma-separated list, as Fastify's `trustProxy` string).
 */
export type TrustProxy = false | number | string;

/**
 * The `trustProxy` option for Fastify. A hop count becomes a function: Fastify 5.12 ignores a
 * number (it trusts no hop at all), and the function keeps proxy-addr's hop semantics: the
 * client is the address the nearest `hops` proxies appended, whatever the client prepended.
 */
export function fastifyTrustProxy(trustProxy: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address: string, hop: number) => hop < hops;
}
