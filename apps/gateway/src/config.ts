import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLoopbackHost } from './http/local-only';
import type { TrustProxy } from './http/trust-proxy';

/** The gateway package folder: one level above both `src/config.ts` and the bundled `dist/main.js`. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPO_DIR = path.resolve(PACKAGE_DIR, '..', '..');

export const SYSTEM_STATUS_OVERRIDES = ['maintenance', 'region'] as const;
export type SystemStatusOverride = (typeof SYSTEM_STATUS_OVERRIDES)[number];

export interface GatewayConfig {
  port: number;
  host: string;
  /** Folder of the embedded database. */
  dataDir: string;
  /** Folder of the built web app, served at `/` when it exists. */
  webDist: string;
  /** `GATEWAY_SYSTEM_STATUS`: forces maintenance or region restriction, for testing. */
  systemStatusOverride: SystemStatusOverride | null;
  /** Fastify log level; errors only by default, so start-up prints one line. */
  logLevel: string;
  /** `DATABASE_URL`: a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | null;
  /**
   * Dev mode (see GatewayDeps): on unless NODE_ENV=production; `GATEWAY_DEV=1` or `0` decides.
   * On a HOST other than loopback it must be asked for with `GATEWAY_DEV=1`.
   */
  devMode: boolean;
  /**
   * `TRUST_PROXY`: whose X-Forwarded-For and X-Forwarded-Proto are believed (the client's address,
   * and HTTPS for HSTS). Off by default (`0`); a hop count (`1`: the one proxy in front), or a
   * comma-separated list of the proxies' addresses or CIDR ranges, as Fastify's `trustProxy`.
   */
  trustProxy: TrustProxy;
}

/** A setting in the environment that the gateway cannot use. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseOverride(raw: string | undefined): SystemStatusOverride | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = raw.trim().toLowerCase();
  if ((SYSTEM_STATUS_OVERRIDES as readonly string[]).includes(value)) return value as SystemStatusOverride;
  throw new ConfigError(`GATEWAY_SYSTEM_STATUS must be one of ${SYSTEM_STATUS_OVERRIDES.join(', ')}, got "${raw}"`);
}

/** GATEWAY_DEV as set: `true` or `false` when it was given, `null` when left to NODE_ENV. */
function parseDevSwitch(raw: string | undefined): boolean | null {
  const value = nonEmpty(raw)?.trim();
  if (value === undefined) return null;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`GATEWAY_DEV must be 1 or 0, got "${raw}"`);
}

/**
 * Dev mode is on by default outside production, but only on a loopback HOST: serving it to a
 * network must be asked for by name, so that a forgotten NODE_ENV cannot publish it.
 */
function parseDevMode(env: NodeJS.ProcessEnv, host: string): boolean {
  const devSwitch = parseDevSwitch(env.GATEWAY_DEV);
  const devMode = devSwitch ?? env.NODE_ENV !== 'production';
  if (devMode && devSwitch === null && !isLoopbackHost(host)) {
    throw new ConfigError(
      `HOST=${host} is not a loopback address, and dev mode (on because NODE_ENV is not "production") would offer ` +
        'every SMS code, captcha answer and the maintenance switch. To serve a network, set NODE_ENV=production ' +
        '(or GATEWAY_DEV=0); to keep dev mode on this HOST anyway, set GATEWAY_DEV=1 (its routes still answer this machine only).',
    );
  }
  return devMode;
}

/** Proxy-addr's names for ranges, accepted as Fastify's `trustProxy` accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be 0 (no proxy), the number of proxies in front of the gateway (1 behind one proxy), ' +
  'or a comma-separated list of the proxies\' addresses or CIDR ranges';

function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = nonEmpty(raw)?.trim();
  if (value === undefined || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops)) throw new ConfigError(`${TRUST_PROXY_HELP}, got "${raw}"`);
    return hops === 0 ? false : hops;
  }
  if (value === 'true' || value === 'all') {
    // Believing every hop lets any client write its own address past the per-address limits.
    throw new ConfigError(
      `TRUST_PROXY=${value} would believe any X-Forwarded-For a client sends. ${TRUST_PROXY_HELP}, got "${raw}"`,
    );
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  if (!addresses.every(isAddressOrRange)) throw new ConfigError(`${TRUST_PROXY_HELP}, got "${raw}"`);
  return addresses.join(',');
}

function nonEmpty(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw;
}

/** Reads the configuration from the environment; every setting has a default that needs nothing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const host = nonEmpty(env.HOST)?.trim() ?? '127.0.0.1';
  return {
    port: parsePort(env.PORT),
    host,
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(PACKAGE_DIR, '.data')),
    webDist: path.resolve(nonEmpty(env.WEB_DIST) ?? path.join(REPO_DIR, 'apps', 'web', 'dist')),
    systemStatusOverride: parseOverride(env.GATEWAY_SYSTEM_STATUS),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'error',
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    devMode: parseDevMode(env, host),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
