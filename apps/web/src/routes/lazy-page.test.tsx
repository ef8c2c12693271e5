import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isLazyPage, lazyPage } from './lazy-page';

const Page = ({ title }: { title: string }) => <h1>{title}</h1>;

describe('lazyPage', () => {
  it('loads its module once, whether preloaded first or rendered first', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const LazyTitle = lazyPage(load);
    expect(isLazyPage(LazyTitle)).toBe(true);
    expect(isLazyPage(Page)).toBe(false);
    await LazyTitle.preload();
    render(
      <Suspense fallback="Loading">
        <LazyTitle title="Slots" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: Page });
    const LazyTitle = lazyPage(load);
    await expect(LazyTitle.preload()).rejects.toThrow('ChunkLoadError');
    await expect(LazyTitle.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
