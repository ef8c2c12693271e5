import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';

describe('base64 without Buffer', () => {
  it('matches the RFC 4648 test vectors', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [text, base64] of vectors) {
      expect(bytesToBase64(new TextEncoder().encode(text))).toBe(base64);
      expect(new TextDecoder().decode(base64ToBytes(base64))).toBe(text);
    }
  });

  it('round-trips every byte value and payloads larger than one chunk', () => {
    const every = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(base64ToBytes(bytesToBase64(every))).toEqual(every);
    const large = Uint8Array.from({ length: 200_003 }, (_, index) => (index * 31 + 7) % 256);
    const encoded = bytesToBase64(large);
    expect(encoded).toBe(Buffer.from(large).toString('base64'));
    expect(base64ToBytes(encoded)).toEqual(large);
  });

  it.each(['Zg', 'Zg=', 'Z===', 'Zm9v\n', ' Zm9v', 'Zm-v', 'Zm_v', 'Zm9v====', '@@@@'])(
    'refuses the malformed %j',
    (input) => {
      expect(() => base64ToBytes(input)).toThrow(TypeError);
    },
  );
});
