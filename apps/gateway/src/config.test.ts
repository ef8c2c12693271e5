import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('reads TRUST_PROXY as on, off or a list of proxy addresses, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1 ' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1,::1');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(
      'TRUST_PROXY must be 1, 0 or a comma-separated list of addresses or CIDR ranges, got "yes please"',
    );
  });
});
