import { DEV_CAPTCHA_PATH, DEV_INBOX_PATH } from './accounts/inbox';
import type { TrustProxy } from './http/trust-proxy';
import { isLoopbackHost } from './http/local-only';
import { DEV_DEPOSIT_REVIEW_PATH } from './payments/dev-review-route';
import { DEMO_ACCOUNTS } from './seed/accounts/demo-accounts';
import { DEMO_MERCHANTS } from './seed/demo-merchants';
import { DEV_SYSTEM_STATUS_PATH } from './system/dev-status-route';
import { DEV_WITHDRAWALS_PATH } from './withdrawals/dev-payout-route';

export interface StartUpFacts {
  /** `http://127.0.0.1:8080`: where the gateway listens. */
  origin: string;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  /** Whether the built web app is served at `/`. */
  servesSite: boolean;
  devMode: boolean;
  trustProxy: TrustProxy;
}

/** Where the data is: the server without its password, or the folder. */
export function describeDatabase(databaseUrl: string | null, dataDir: string): string {
  if (databaseUrl === null) return `embedded (PGlite) in ${dataDir}`;
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd());
}

function brandOf(merchantCode: string): string {
  return DEMO_MERCHANTS.find((merchant) => merchant.code === merchantCode)?.brand ?? merchantCode;
}

/** The demo accounts with their passwords: printed in dev mode only. */
export function demoAccountLines(): string[] {
  const rows = DEMO_ACCOUNTS.map((demo) => [brandOf(demo.merchantCode), demo.account, demo.password, demo.shows]);
  return ['Demo accounts:', ...table([['brand', 'account', 'password', 'what it shows'], ...rows])];
}

/** The block that says dev mode is on, what it gives away and how to turn it off. */
export function devModeWarningLines(): string[] {
  const rule = '!'.repeat(100);
  return [
    rule,
    '!! DEV MODE IS ON: not for production.',
    '!! Anyone on this machine can read what a real gateway keeps secret, and change the site:',
    `!!   GET  ${DEV_INBOX_PATH.padEnd(24)} every SMS and mail: verification codes, password resets (scripts/dev-inbox.mjs)`,
    `!!   GET  ${DEV_CAPTCHA_PATH.padEnd(24)} every captcha answer`,
    `!!   POST ${DEV_SYSTEM_STATUS_PATH.padEnd(24)} switches a brand to maintenance or region block`,
    `!!   POST ${DEV_DEPOSIT_REVIEW_PATH.padEnd(24)} approves (credits) or rejects a bank-transfer deposit`,
    `!!   POST ${DEV_WITHDRAWALS_PATH.padEnd(24)} pays (in full or in part) or rejects a withdrawal (scripts/withdrawals.mjs)`,
    '!! These answer requests from this machine only (loopback, not through a proxy).',
    '!! Turn it off with NODE_ENV=production (or GATEWAY_DEV=0): see "Run in production" in the README.',
    rule,
  ];
}

/**
 * What the gateway prints once it listens: the address first, the demo accounts in dev mode, and
 * the dev-mode warning last, where it cannot scroll away. `loud` styles the warning's lines.
 */
export function startUpLines(facts: StartUpFacts, loud: (line: string) => string = (line) => line): string[] {
  const lines = [`Gateway listening on ${facts.origin}`, `Database: ${describeDatabase(facts.databaseUrl, facts.dataDir)}`];
  if (typeof facts.trustProxy === 'number' && !isLoopbackHost(facts.host)) {
    lines.push(
      `Note: TRUST_PROXY=${facts.trustProxy} believes the last ${facts.trustProxy} X-Forwarded-For address(es) from whoever reaches ` +
        `${facts.host}: let only the proxy reach it, or set TRUST_PROXY to the proxy's address.`,
    );
  }
  if (facts.servesSite) lines.push(`Site: ${facts.origin}/`);
  if (!facts.devMode) return lines;
  return [...lines, '', ...demoAccountLines(), '', ...devModeWarningLines().map(loud)];
}
