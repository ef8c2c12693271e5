import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { Image } from './Image';
import { loadedImages } from './image-cache';
import { loadImage } from './load-image';
import { preloadImage } from './preload-image';

// jsdom loads no images: each URL loads or fails as the test says.
const failing = vi.hoisted(() => new Set<string>());
vi.mock('./load-image', () => ({
  loadImage: vi.fn((src: string) => (failing.has(src) ? Promise.reject(new Error('404')) : Promise.resolve())),
}));

beforeEach(() => {
  loadedImages.clear();
  failing.clear();
  vi.mocked(loadImage).mockClear();
});

describe('preloadImage', () => {
  it('loads at the priority asked for, and an Image of that src then shows at once without fading in', async () => {
    await expect(preloadImage('/banners/1.svg', { fetchPriority: 'high' })).resolves.toBe(true);
    expect(loadImage).toHaveBeenCalledExactlyOnceWith('/banners/1.svg', { fetchPriority: 'high' });
    const { container } = await renderWithProviders(<Image src="/banners/1.svg" alt="Weekend bonus" loading="eager" />);
    const box = container.querySelector('[data-state]')!;
    expect(box).toHaveAttribute('data-state', 'loaded');
    expect(box).toHaveAttribute('data-instant');
    expect(loadImage).toHaveBeenCalledTimes(1);
  });

  it('does not load a picture already loaded', async () => {
    loadedImages.add('/banners/2.svg');
    await expect(preloadImage('/banners/2.svg')).resolves.toBe(true);
    expect(loadImage).not.toHaveBeenCalled();
  });

  it('resolves to false when the picture fails, and leaves it to the Image to try again', async () => {
    failing.add('/banners/missing.svg');
    await expect(preloadImage('/banners/missing.svg')).resolves.toBe(false);
    expect(loadedImages.has('/banners/missing.svg')).toBe(false);
  });
});
