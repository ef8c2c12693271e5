import { describe, expect, it } from 'vitest';
import { BANNER_GROUP_BY_PATH, bannerGroupForPath, isHomePath } from './banner-groups';

describe('bannerGroupForPath', () => {
  it('gives each path of spec section 2 its banner group', () => {
    const expected: Record<string, string> = {
      '/': 'w_home',
      '/rng': 'w_rng',
      '/live': 'w_live',
      '/fish': 'w_fish',
      '/pvp': 'w_pvp',
      '/sports': 'w_sports',
      '/esports': 'w_esports',
      '/elott': 'w_lott',
      '/down': 'w_down',
      '/promotions': 'w_promotion',
      '/pointMall': 'w_shop',
      '/help': 'w_help',
    };
    for (const [path, group] of Object.entries(expected)) expect(bannerGroupForPath(path), path).toBe(group);
  });

  it('shows the home banners on the home aliases and under the registration modal', () => {
    for (const path of ['/index', '/index.html', '/home', '/register', '/register.html']) {
      expect(bannerGroupForPath(path), path).toBe('w_home');
      expect(isHomePath(path), path).toBe(true);
    }
    expect(isHomePath('/')).toBe(true);
  });

  it('reads paths as the router does: a trailing slash or other letter case is the same page', () => {
    expect(bannerGroupForPath('/rng/')).toBe('w_rng');
    expect(bannerGroupForPath('/RNG')).toBe('w_rng');
    expect(bannerGroupForPath('/pointmall')).toBe('w_shop');
    expect(isHomePath('/Home/')).toBe(true);
  });

  it('gives no group to pages without a banner area', () => {
    for (const path of ['/lott', '/recent', '/noticePage', '/promoDetail', '/join', '/login', '/game', '/nowhere', '/rng/extra']) {
      expect(bannerGroupForPath(path), path).toBeNull();
      expect(isHomePath(path), path).toBe(false);
    }
  });

  it('lists every group of the spec once per path', () => {
    expect(new Set(Object.values(BANNER_GROUP_BY_PATH))).toEqual(
      new Set(['w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_lott', 'w_down', 'w_promotion', 'w_shop', 'w_help']),
    );
  });
});
