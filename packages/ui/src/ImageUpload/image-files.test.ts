import { describe, expect, it } from 'vitest';
import { checkImageFile, MAX_IMAGE_BYTES, screenImages, sniffImageKind } from './image-files';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

const file = (name: string, bytes: number[] | string, type = '') => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('sniffImageKind', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(sniffImageKind(new Uint8Array(PNG_BYTES))).toBe('png');
    expect(sniffImageKind(new Uint8Array(JPEG_BYTES))).toBe('jpeg');
  });

  it('knows nothing else, nor a signature cut short', () => {
    expect(sniffImageKind(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageKind(new TextEncoder().encode('hello'))).toBeNull();
    expect(sniffImageKind(new Uint8Array(PNG_BYTES.slice(0, 7)))).toBeNull();
    expect(sniffImageKind(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageKind(new Uint8Array())).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('takes a PNG or JPEG whatever its name or MIME type says', async () => {
    expect(await checkImageFile(file('receipt.png', PNG_BYTES, 'image/png'), MAX_IMAGE_BYTES)).toBeNull();
    expect(await checkImageFile(file('IMG_0001', JPEG_BYTES), MAX_IMAGE_BYTES)).toBeNull();
  });

  it('refuses text renamed .png and a GIF calling itself a PNG', async () => {
    expect(await checkImageFile(file('notes.png', 'not an image', 'image/png'), MAX_IMAGE_BYTES)).toBe('not-png-or-jpeg');
    expect(await checkImageFile(file('anim.png', 'GIF89a\x01\x00', 'image/png'), MAX_IMAGE_BYTES)).toBe('not-png-or-jpeg');
  });

  it('refuses a file over the limit and takes one exactly at it', async () => {
    const ofSize = (size: number) => new File([new Uint8Array(PNG_BYTES), new Uint8Array(size - PNG_BYTES.length)], 'big.png');
    expect(await checkImageFile(ofSize(MAX_IMAGE_BYTES), MAX_IMAGE_BYTES)).toBeNull();
    expect(await checkImageFile(ofSize(MAX_IMAGE_BYTES + 1), MAX_IMAGE_BYTES)).toBe('too-large');
  });

  it('reports a file that cannot be read', async () => {
    const unreadable = file('gone.png', PNG_BYTES);
    unreadable.slice = () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }) as unknown as Blob;
    expect(await checkImageFile(unreadable, MAX_IMAGE_BYTES)).toBe('unreadable');
  });
});

describe('screenImages', () => {
  it('takes the good files while there is room and refuses each other with its reason', async () => {
    const first = file('a.png', PNG_BYTES);
    const fake = file('b.png', 'text');
    const second = file('c.jpg', JPEG_BYTES);
    const third = file('d.jpg', JPEG_BYTES);
    const result = await screenImages([first, fake, second, third], { room: 2, maxBytes: MAX_IMAGE_BYTES });
    expect(result.accepted).toEqual([first, second]);
    expect(result.refused).toEqual([
      { file: fake, reason: 'not-png-or-jpeg' },
      { file: third, reason: 'too-many' },
    ]);
  });

  it('refuses every image when there is no room', async () => {
    const image = file('a.png', PNG_BYTES);
    expect(await screenImages([image], { room: 0, maxBytes: MAX_IMAGE_BYTES })).toEqual({
      accepted: [],
      refused: [{ file: image, reason: 'too-many' }],
    });
  });
});
