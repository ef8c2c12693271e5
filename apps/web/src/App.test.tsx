import { describe, expect, it, vi } from 'vitest';

// Each lazy page's module, observed: preloadPage must start the one the path shows and no other.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./games/pages/GameCategoryPage', () => (loaded.add('GameCategoryPage'), { default: () => null }));
vi.mock('./games/pages/LotteryPage', () => (loaded.add('LotteryPage'), { default: () => null }));
vi.mock('./pages/NotFoundPage', () => (loaded.add('NotFoundPage'), { default: () => null }));
vi.mock('./centre/CentreEntryPage', () => (loaded.add('CentreEntryPage'), { default: () => null }));

const { preloadPage } = await import('./App');

describe('preloadPage', () => {
  it.each([
    ['/rng', 'GameCategoryPage'],
    ['/lottery', 'LotteryPage'],
    ['/member/deposit', 'CentreEntryPage'],
    ['/no-such/page', 'NotFoundPage'],
  ])('starts loading the page module of %s', async (path, page) => {
    loaded.clear();
    preloadPage(path);
    await vi.waitFor(() => expect([...loaded]).toEqual([page]));
  });

  it('loads nothing for home, which is in the main chunk', async () => {
    loaded.clear();
    preloadPage('/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...loaded]).toEqual([]);
  });
});
