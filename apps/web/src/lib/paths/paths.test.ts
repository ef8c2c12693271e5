import { describe, expect, it } from 'vitest';
import { gameListCategory, needsSession, pageClassName } from './paths';

describe('route paths', () => {
  it('upper-cases the games parameter to a category code and refuses others', () => {
    expect(gameListCategory('rng')).toBe('RNG');
    expect(gameListCategory('Fish')).toBe('FISH');
    expect(gameListCategory('recent')).toBe('RECENT');
    expect(gameListCategory('casino')).toBeNull();
    expect(gameListCategory(undefined)).toBeNull();
  });

  it('lets logged-out visitors open only login, registration, /helpmc and /download under the redirect', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download', '/login/']) expect(needsSession(path)).toBe(false);
    for (const path of ['/', '/rng', '/promotions', '/game', '/help']) expect(needsSession(path)).toBe(true);
  });

  it('names the main area by its path', () => {
    expect(pageClassName('/')).toBe('page-home');
    expect(pageClassName('/promoDetail')).toBe('page-promoDetail');
    expect(pageClassName('/index.html')).toBe('page-index-html');
    expect(pageClassName('/rng/')).toBe('page-rng');
  });
});
