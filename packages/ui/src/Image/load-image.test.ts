import { describe, expect, it } from 'vitest';
import { loadImage } from './load-image';

/** An image element that loads or fails when the test says so. */
function fakeImage() {
  const image = document.createElement('img');
  return image;
}

describe('loadImage', () => {
  it('resolves when the image loads, after setting its source and options', async () => {
    const image = fakeImage();
    const result = loadImage('/a.png', { createImage: () => image, crossOrigin: 'anonymous', fetchPriority: 'high' });
    expect(image.getAttribute('src')).toBe('/a.png');
    expect(image.crossOrigin).toBe('anonymous');
    expect(image.fetchPriority).toBe('high');
    image.onload?.(new Event('load'));
    await expect(result).resolves.toBeUndefined();
  });

  it('rejects when the image fails', async () => {
    const image = fakeImage();
    const result = loadImage('/missing.png', { createImage: () => image });
    image.onerror?.(new Event('error'));
    await expect(result).rejects.toThrow('/missing.png');
  });

  it('rejects with an AbortError when aborted, and at once when already aborted', async () => {
    const image = fakeImage();
    const controller = new AbortController();
    const result = loadImage('/slow.png', { createImage: () => image, signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(image.onload).toBeNull();
    await expect(loadImage('/a.png', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
