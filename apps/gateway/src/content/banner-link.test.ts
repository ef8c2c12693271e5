import { describe, expect, it } from 'vitest';
import { bannerLink } from './banner-link';
import type { BannerLinkTargets } from './banner-link';

const TARGETS: BannerLinkTargets = {
  promotionIds: new Set([7, 12]),
  vendorsByCategory: new Map([
    ['RNG', new Map([['PT', 'PT'], ['CQ9', 'CQ9']])],
    ['LIVE', new Map([['AG', 'AG']])],
  ]),
};

describe('bannerLink', () => {
  it.each([
    ['ROUTE', '/live', 'ROUTE', '/live'],
    ['route', '#/rng?vendor=PT', 'ROUTE', '#/rng?vendor=PT'],
    ['PROMOTION', ' 12 ', 'PROMOTION', '12'],
    ['GAME', 'rng', 'GAME', 'RNG'],
    ['GAME', 'RNG/cq9', 'GAME', 'RNG:CQ9'],
    ['GAME', 'LIVE:AG', 'GAME', 'LIVE:AG'],
    ['URL', 'https://telegram.example/royal', 'URL', 'https://telegram.example/royal'],
    ['URL', 'HTTP://Old.example', 'URL', 'http://old.example/'],
  ])('keeps %s %j', (type, linkage, expectedType, expectedLinkage) => {
    expect(bannerLink(type, linkage, TARGETS)).toEqual({ linkageType: expectedType, linkage: expectedLinkage });
  });

  it.each([
    ['ROUTE', '//evil.example'],
    ['ROUTE', '#//evil.example'],
    ['ROUTE', '/\\evil.example'],
    ['ROUTE', '/live page'],
    ['ROUTE', 'javascript:alert(1)'],
    ['ROUTE', 'live'],
    ['ROUTE', `/${'a'.repeat(2048)}`],
    ['PROMOTION', '8'],
    ['PROMOTION', '07'],
    ['PROMOTION', '7.0'],
    ['GAME', 'FISH'],
    ['GAME', 'RNG:AG'],
    ['GAME', 'RNG:PT:extra'],
    ['URL', 'javascript:alert(1)'],
    ['URL', 'java\nscript:alert(1)'],
    ['URL', 'data:text/html,x'],
    ['URL', 'mailto:x@example.com'],
    ['URL', '//evil.example'],
    ['EVAL', 'alert(1)'],
    ['ROUTE', ''],
    [null, '/live'],
    ['ROUTE', null],
  ])('answers no link for %s %j', (type, linkage) => {
    expect(bannerLink(type, linkage, TARGETS)).toBeNull();
  });
});
