import { describe, expect, it, vi } from 'vitest';
import { decryptServiceLink } from '@platform/api';
import { isWebLink, pickServiceLink } from './service-link';
import { encryptLink as sealLink } from './testing';

const MERCHANT = 'DEMO_ROYAL';

const encryptLink = (link: string, merchantCode = MERCHANT) => sealLink(link, merchantCode);

describe('isWebLink', () => {
  it('takes absolute http and https links only', () => {
    expect(isWebLink('https://chat.example/a')).toBe(true);
    expect(isWebLink('http://chat.example/a')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('data:text/html,hi')).toBe(false);
    expect(isWebLink('//chat.example/a')).toBe(false);
    expect(isWebLink('/chat')).toBe(false);
    expect(isWebLink('')).toBe(false);
  });
});

describe('pickServiceLink', () => {
  it('prefers the type 3 link, decrypted with the merchant code', async () => {
    const pathList = [
      { type: '1', path: 'https://chat.example/plain' },
      { type: '3', path: await encryptLink('https://chat.example/secure?channel=web') },
    ];
    await expect(pickServiceLink(pathList, MERCHANT, decryptServiceLink)).resolves.toBe('https://chat.example/secure?channel=web');
  });

  it('takes the other types in the server order when there is no type 3', async () => {
    const pathList = [
      { type: '2', path: 'https://telegram.example/support' },
      { type: '1', path: 'https://chat.example/plain' },
    ];
    await expect(pickServiceLink(pathList, MERCHANT, decryptServiceLink)).resolves.toBe('https://telegram.example/support');
  });

  it('skips a type 3 link that does not decrypt (another merchant code) and falls back to a plain one', async () => {
    const pathList = [
      { type: '3', path: await encryptLink('https://chat.example/secure', 'OTHER') },
      { type: '1', path: 'https://chat.example/plain' },
    ];
    await expect(pickServiceLink(pathList, MERCHANT, decryptServiceLink)).resolves.toBe('https://chat.example/plain');
  });

  it('never gives a link that is not http(s), decrypted or plain', async () => {
    const decrypt = vi.fn(async () => 'javascript:alert(1)');
    const pathList = [
      { type: '3', path: 'sealed' },
      { type: '1', path: 'javascript:alert(2)' },
      { type: '2', path: '' },
    ];
    await expect(pickServiceLink(pathList, MERCHANT, decrypt)).resolves.toBeNull();
    expect(decrypt).toHaveBeenCalledWith('sealed', MERCHANT);
  });

  it('gives null for an empty list', async () => {
    await expect(pickServiceLink([], MERCHANT, decryptServiceLink)).resolves.toBeNull();
  });
});
