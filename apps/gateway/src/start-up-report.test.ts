import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './seed/accounts/demo-accounts';
import { startUpLines } from './start-up-report';
import type { StartUpFacts } from './start-up-report';

const facts: StartUpFacts = {
  origin: 'http://127.0.0.1:8080',
  host: '127.0.0.1',
  databaseUrl: null,
  dataDir: '/srv/gateway/.data',
  servesSite: true,
  devMode: true,
  trustProxy: false,
};

describe('startUpLines', () => {
  it('in dev mode: the address first, then every demo account with its password, and the warning last', () => {
    const lines = startUpLines(facts);
    expect(lines.slice(0, 3)).toEqual(['Gateway listening on http://127.0.0.1:8080', 'Database: embedded (PGlite) in /srv/gateway/.data', 'Site: http://127.0.0.1:8080/']);
    for (const demo of DEMO_ACCOUNTS) {
      const brand = demo.merchantCode === 'DEMO_JADE' ? 'jade' : 'royal';
      expect(lines.some((line) => new RegExp(`^\\s+${brand}\\s+${demo.account}\\s+${demo.password}\\s+\\S`).test(line)), demo.account).toBe(true);
    }
    const warning = lines.slice(lines.findLastIndex((line) => line === '') + 1);
    expect(warning.at(-1)).toMatch(/^!+$/);
    const text = warning.join('\n');
    expect(text).toContain('DEV MODE IS ON');
    for (const path of ['/wps/dev/inbox', '/wps/dev/captcha', '/wps/dev/system-status']) expect(text).toContain(path);
    expect(text).toContain('NODE_ENV=production (or GATEWAY_DEV=0)');
  });

  it('styles only the warning with the loud style', () => {
    const lines = startUpLines(facts, (line) => `<${line}>`);
    const styled = lines.filter((line) => line.startsWith('<'));
    expect(styled.length).toBeGreaterThan(5);
    expect(styled.every((line) => line.startsWith('<!'))).toBe(true);
  });

  it('out of dev mode: no demo password and no warning', () => {
    const lines = startUpLines({ ...facts, devMode: false, databaseUrl: 'postgres://site:secret@db.internal:5432/platform' });
    expect(lines).toEqual(['Gateway listening on http://127.0.0.1:8080', 'Database: PostgreSQL at db.internal:5432/platform', 'Site: http://127.0.0.1:8080/']);
    const text = lines.join('\n');
    for (const demo of DEMO_ACCOUNTS) expect(text).not.toContain(demo.password);
    expect(text).not.toContain('secret');
  });

  it('notes that a hop count believes anyone who reaches a public HOST directly', () => {
    const lines = startUpLines({ ...facts, devMode: false, host: '0.0.0.0', origin: 'http://0.0.0.0:8080', trustProxy: 1 });
    expect(lines.join('\n')).toContain("TRUST_PROXY=1 believes the last 1 X-Forwarded-For address(es) from whoever reaches 0.0.0.0: let only the proxy reach it, or set TRUST_PROXY to the proxy's address.");
    expect(startUpLines({ ...facts, trustProxy: 1 }).join('\n')).not.toContain('TRUST_PROXY');
    expect(startUpLines({ ...facts, host: '0.0.0.0', trustProxy: '10.0.0.2' }).join('\n')).not.toContain('TRUST_PROXY');
  });
});
