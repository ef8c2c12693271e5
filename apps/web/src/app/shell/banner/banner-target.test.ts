import { describe, expect, it } from 'vitest';
import { bannerTarget, promotionDetailPath } from './banner-target';

describe('bannerTarget', () => {
  it('opens a ROUTE banner on its page of the site', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '/live' })).toEqual({ kind: 'route', to: '/live' });
    expect(bannerTarget({ linkageType: 'route', linkage: '#/rng?vendor=PT' })).toEqual({ kind: 'route', to: '/rng?vendor=PT' });
  });

  it('never leaves the site for a ROUTE', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '//evil.example/x' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: 'https://evil.example' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '/\\evil.example' })).toBeNull();
  });

  it('opens a PROMOTION banner on the promotion detail page', () => {
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: '12' })).toEqual({ kind: 'route', to: '/promoDetail?id=12' });
    expect(promotionDetailPath('a b')).toBe('/promoDetail?id=a+b');
  });

  it('opens a GAME banner on its category, at the vendor tab when one is named', () => {
    expect(bannerTarget({ linkageType: 'GAME', linkage: 'rng' })).toEqual({ kind: 'route', to: '/rng' });
    expect(bannerTarget({ linkageType: 'GAME', linkage: 'RNG:PT' })).toEqual({ kind: 'route', to: '/rng?vendor=PT' });
    expect(bannerTarget({ linkageType: 'GAME', linkage: 'LIVE/AG' })).toEqual({ kind: 'route', to: '/live?vendor=AG' });
    expect(bannerTarget({ linkageType: 'GAME', linkage: 'COCKFIGHT' })).toBeNull();
  });

  it('opens a URL banner in a new tab, http(s) only', () => {
    expect(bannerTarget({ linkageType: 'URL', linkage: 'https://promo.example/a' })).toEqual({ kind: 'url', href: 'https://promo.example/a' });
    expect(bannerTarget({ linkageType: 'URL', linkage: 'javascript:alert(1)' })).toBeNull();
  });

  it('gives nothing without a type, without a linkage or for an unknown type', () => {
    expect(bannerTarget({})).toBeNull();
    expect(bannerTarget({ linkageType: null, linkage: '/live' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '  ' })).toBeNull();
    expect(bannerTarget({ linkageType: 'POPUP', linkage: '/live' })).toBeNull();
  });
});
