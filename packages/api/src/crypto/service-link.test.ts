import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptServiceLink, SERVICE_LINK_KEY_LABEL } from './service-link';

const LINK = 'https://chat.example/royal-lotto/secure?channel=web';
/**
 * What the gateway's encryptServiceLink answers for LINK, merchant DEMO_ROYAL and the IV 00…0b
 * (apps/gateway/src/system/service-link.test.ts asserts the same string).
 */
const GATEWAY_VECTOR =
  'AAECAwQFBgcICQoL0WHzgeLEIl5poyckJCuy19g_y3Xw_c3SVIIfU1We88P-C7sVGYh4qBWWS0n17tq9Pm9vY-iESRfpyMbvBYlAR9wtPg';

/** An independent encrypter of the scheme, with Node's crypto. */
function encrypt(link: string, merchantCode: string): string {
  const iv = randomBytes(12);
  const key = createHash('sha256').update(SERVICE_LINK_KEY_LABEL + merchantCode).digest();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
}

describe('decryptServiceLink', () => {
  it('decrypts the link the gateway encrypted', async () => {
    expect(await decryptServiceLink(GATEWAY_VECTOR, 'DEMO_ROYAL')).toBe(LINK);
  });

  it('decrypts links of any length and characters', async () => {
    for (const link of ['', 'https://chat.example/客服?lang=zh&x=ünï', 'x'.repeat(3000)]) {
      expect(await decryptServiceLink(encrypt(link, 'DEMO_JADE'), 'DEMO_JADE')).toBe(link);
    }
  });

  it('rejects another merchant, an altered link and malformed input', async () => {
    await expect(decryptServiceLink(GATEWAY_VECTOR, 'DEMO_JADE')).rejects.toThrow();
    const altered = GATEWAY_VECTOR.slice(0, 20) + (GATEWAY_VECTOR[20] === 'A' ? 'B' : 'A') + GATEWAY_VECTOR.slice(21);
    await expect(decryptServiceLink(altered, 'DEMO_ROYAL')).rejects.toThrow();
    await expect(decryptServiceLink('not base64url!', 'DEMO_ROYAL')).rejects.toThrow(TypeError);
    await expect(decryptServiceLink('AAEC', 'DEMO_ROYAL')).rejects.toThrow('too short');
  });
});
