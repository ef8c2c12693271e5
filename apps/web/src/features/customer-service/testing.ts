import { SERVICE_LINK_KEY_LABEL } from '@platform/api';

/** For tests: seals `link` as the gateway sends a type '3' link, base64url(iv | AES-256-GCM ciphertext | tag). */
export async function encryptLink(link: string, merchantCode: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(SERVICE_LINK_KEY_LABEL + merchantCode));
  const key = await crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(link)));
  const bytes = new Uint8Array([...iv, ...sealed]);
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
