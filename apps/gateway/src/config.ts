import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** Dev mode (see GatewayDeps): on unless NODE_ENV=production; `GATEWAY_DEV=1` or `0` decides. */
  devMode: boolean;
  /**
   * `TRUST_PROXY`: whether X-Forwarded-For and X-Forwarded-Proto are believed (the client's address,
   * and HTTPS for HSTS). Off by default; `1` trusts any proxy, or a comma-separated list of the
   * proxies' addresses or CIDR ranges trusts only those (Fastify's `trustProxy`).
   */
  trustProxy: boolean | string;
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

function parseDevMode(env: NodeJS.ProcessEnv): boolean {
  const raw = nonEmpty(env.GATEWAY_DEV)?.trim();
  if (raw === undefined) return env.NODE_ENV !== 'production';
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new ConfigError(`GATEWAY_DEV must be 1 or 0, got "${raw}"`);
}

function parseTrustProxy(raw: string | undefined): boolean | string {
  const value = nonEmpty(raw)?.trim();
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  const addresses = value.split(',').map((entry) => entry.trim());
  if (addresses.some((entry) => !/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(entry))) {
    throw new ConfigError(`TRUST_PROXY must be 1, 0 or a comma-separated list of addresses or CIDR ranges, got "${raw}"`);
  }
  return addresses.join(',');
}

function nonEmpty(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw;
}

/** Reads the configuration from the environment; every setting has a default that needs nothing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(PACKAGE_DIR, '.data')),
    webDist: path.resolve(nonEmpty(env.WEB_DIST) ?? path.join(REPO_DIR, 'apps', 'web', 'dist')),
    systemStatusOverride: parseOverride(env.GATEWAY_SYSTEM_STATUS),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'error',
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    devMode: parseDevMode(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
