import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Ui from '@platform/ui';
import { preloadImage } from '@platform/ui';
import { banners, type Banner } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { createQueryClient } from '../../../lib/query-client';
import { prefetchPageBanners } from './prefetch-page-banners';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('@platform/ui', async (importOriginal) => ({ ...(await importOriginal<typeof Ui>()), preloadImage: vi.fn() }));

const call = vi.mocked(api.call);
const banner = (id: number): Banner => ({ bannerId: id, groupName: 'w_rng', url: `/lgw/assets/banners/${id}.svg`, title: `Banner ${id}` });

beforeEach(() => {
  call.mockReset();
  vi.mocked(preloadImage).mockReset();
});
afterEach(() => {
  window.location.hash = '';
});

describe('prefetchPageBanners', () => {
  it('asks for the opening route’s group (hash routing) and preloads its first picture', async () => {
    window.location.hash = '#/rng?page=2';
    call.mockResolvedValue([banner(7), banner(8)]);
    let pictureLoaded: (loaded: boolean) => void = () => {};
    vi.mocked(preloadImage).mockReturnValue(new Promise((resolve) => (pictureLoaded = resolve)));
    const queryClient = createQueryClient();
    let isSettled = false;
    const settled = prefetchPageBanners(queryClient, 'en').then(() => (isSettled = true));
    await vi.waitFor(() => expect(preloadImage).toHaveBeenCalledTimes(1));
    // main.tsx waits (briefly) for the picture: the promise settles when it has loaded.
    expect(isSettled).toBe(false);
    pictureLoaded(true);
    await settled;
    expect(call).toHaveBeenCalledWith(banners, { groupName: 'w_rng', language: 'en' });
    expect(preloadImage).toHaveBeenCalledWith('/lgw/assets/banners/7.svg', { fetchPriority: 'high' });
    // PageBanner reads the same answer from the cache.
    expect(queryClient.getQueryData([...queryKeys.banners('w_rng'), 'en'])).toHaveLength(2);
  });

  it('asks for nothing on a page without a banner area', async () => {
    window.location.hash = '#/game';
    await prefetchPageBanners(createQueryClient(), 'ms');
    expect(call).not.toHaveBeenCalled();
  });

  it('preloads nothing when the group is empty or the call fails, and leaves the error to the page', async () => {
    window.location.hash = '';
    call.mockResolvedValueOnce([]);
    const queryClient = createQueryClient();
    await prefetchPageBanners(queryClient, 'ms');
    expect(queryClient.getQueryState([...queryKeys.banners('w_home'), 'ms'])?.status).toBe('success');

    call.mockRejectedValueOnce(new Error('offline'));
    const failing = createQueryClient();
    // It resolves all the same: the first render must not wait on a failure.
    await expect(prefetchPageBanners(failing, 'ms')).resolves.toBeUndefined();
    expect(failing.getQueryState([...queryKeys.banners('w_home'), 'ms'])?.status).toBe('error');
    expect(preloadImage).not.toHaveBeenCalled();
  });
});
