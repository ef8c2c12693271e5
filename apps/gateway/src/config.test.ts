import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('loadConfig', () => {
  it('needs nothing from the environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.join(gatewayDir, '.data'));
    expect(config.webDist).toBe(path.resolve(gatewayDir, '..', 'web', 'dist'));
    expect(config.systemStatusOverride).toBeNull();
    expect(config.trustProxy).toBe(false);
  });

  it('resolves the default data folder from the package, not from the working directory', () => {
    const before = process.cwd();
    try {
      process.chdir(path.parse(before).root);
      expect(loadConfig({}).dataDir).toBe(path.join(gatewayDir, '.data'));
    } finally {
      process.chdir(before);
    }
  });

  it('reads PORT, HOST, DATA_DIR, WEB_DIST and GATEWAY_SYSTEM_STATUS', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/gateway-data',
      WEB_DIST: '/tmp/web-dist',
      GATEWAY_SYSTEM_STATUS: 'maintenance',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/gateway-data',
      webDist: '/tmp/web-dist',
      systemStatusOverride: 'maintenance',
    });
    expect(loadConfig({ GATEWAY_SYSTEM_STATUS: 'region' }).systemStatusOverride).toBe('region');
  });

  it('refuses a bad PORT or an unknown GATEWAY_SYSTEM_STATUS with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer from 0 to 65535, got "eighty"');
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ GATEWAY_SYSTEM_STATUS: 'down' })).toThrow(
      'GATEWAY_SYSTEM_STATUS must be one of maintenance, region, got "down"',
    );
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // `1` is one proxy hop (Fastify's trustProxy number), no longer "believe every hop".
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1 ' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1,::1');
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8,loopback' }).trustProxy).toBe('fd00::/8,loopback');
  });

  it('refuses TRUST_PROXY=true or all, which would let any client choose its address, and anything unreadable', () => {
    for (const value of ['true', 'all']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY=${value} would believe any X-Forwarded-For a client sends`);
    }
    const help = 'TRUST_PROXY must be 0 (no proxy), the number of proxies in front of the gateway (1 behind one proxy), ' +
      "or a comma-separated list of the proxies' addresses or CIDR ranges";
    for (const value of ['yes please', '-1', '1.5', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', 'proxy.example', '10.0.0.1,', '99999999999999999999']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(`${help}, got "${value}"`);
    }
  });
});

describe('dev mode', () => {
  it('is on outside production and off in production, and GATEWAY_DEV decides', () => {
    expect(loadConfig({}).devMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devMode).toBe(false);
    expect(loadConfig({ GATEWAY_DEV: '0' }).devMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GATEWAY_DEV: '1' }).devMode).toBe(true);
    expect(() => loadConfig({ GATEWAY_DEV: 'maybe' })).toThrow('GATEWAY_DEV must be 1 or 0, got "maybe"');
  });

  it('starts on any loopback HOST', () => {
    for (const host of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', 'localhost', 'LOCALHOST', '::ffff:127.0.0.1']) {
      expect(loadConfig({ HOST: host }).devMode, host).toBe(true);
    }
  });

  it('refuses a HOST other than loopback unless dev mode is asked for by name', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'example.com', '128.0.0.1']) {
      expect(() => loadConfig({ HOST: host }), host).toThrow(ConfigError);
    }
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      'HOST=0.0.0.0 is not a loopback address, and dev mode (on because NODE_ENV is not "production") would offer ' +
        'every SMS code, captcha answer and the maintenance switch. To serve a network, set NODE_ENV=production ' +
        '(or GATEWAY_DEV=0); to keep dev mode on this HOST anyway, set GATEWAY_DEV=1 (its routes still answer this machine only).',
    );
    expect(loadConfig({ HOST: '0.0.0.0', NODE_ENV: 'production' }).devMode).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', GATEWAY_DEV: '0' }).devMode).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', GATEWAY_DEV: '1' }).devMode).toBe(true);
  });
});
