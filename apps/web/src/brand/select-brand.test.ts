import { describe, expect, it } from 'vitest';
import { hostMatches, hostTable, normalizeHostname, selectBrand } from './select-brand';

const royal = { id: 'royal', hosts: ['royal.localhost', 'royal-lotto.example'] };
const jade = { id: 'jade', hosts: ['jade.localhost', 'jade-palace.example'] };
const vip = { id: 'vip', hosts: ['vip.royal-lotto.example'] };

describe('selectBrand', () => {
  it('gives the build default (the first brand) on hosts no brand lists', () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '', 'example.com']) {
      expect(selectBrand([royal, jade], host).id).toBe('royal');
    }
    expect(selectBrand([jade, royal], '127.0.0.1').id).toBe('jade');
  });

  it('picks the brand that lists the host, and its subdomains', () => {
    expect(selectBrand([royal, jade], 'jade.localhost').id).toBe('jade');
    expect(selectBrand([royal, jade], 'www.jade-palace.example').id).toBe('jade');
    expect(selectBrand([royal, jade], 'royal.localhost').id).toBe('royal');
  });

  it('ignores case and the trailing dot of a fully qualified name', () => {
    expect(selectBrand([royal, jade], 'JADE.Localhost.').id).toBe('jade');
  });

  it('does not take a host that merely ends with the same letters', () => {
    expect(selectBrand([royal, jade], 'notjade.localhost').id).toBe('royal');
    expect(hostMatches('notjade.localhost', 'jade.localhost')).toBe(false);
    expect(hostMatches('a.jade.localhost', 'jade.localhost')).toBe(true);
  });

  it('lets the longest matching host win', () => {
    expect(selectBrand([royal, vip], 'vip.royal-lotto.example').id).toBe('vip');
    expect(selectBrand([royal, vip], 'm.vip.royal-lotto.example').id).toBe('vip');
    expect(selectBrand([vip, royal], 'royal-lotto.example').id).toBe('royal');
    expect(hostTable([royal, vip])[0]).toEqual(['vip.royal-lotto.example', 'vip']);
  });

  it('carries a single brand whatever the host', () => {
    expect(selectBrand([jade], 'royal.localhost').id).toBe('jade');
  });

  it('refuses a build without brands', () => {
    expect(() => selectBrand([], 'localhost')).toThrow(/no brand/);
  });

  it('normalises hostnames', () => {
    expect(normalizeHostname(' Royal.Example. ')).toBe('royal.example');
  });
});
