import { WITHDRAWAL_PROOF_IMAGE_PATH } from '@platform/api';
import { brand } from '@brand';

/**
 * The bytes of an image the member uploaded (a withdrawal's proof, by default, or a feedback's at
 * `path`). The gateway serves it to its owner only, by the Bearer token, which an `<img src>`
 * cannot send: the page fetches it and shows an object URL.
 */
export async function fetchProofImage(imageId: number, token: string, signal: AbortSignal, path = WITHDRAWAL_PROOF_IMAGE_PATH): Promise<Blob> {
  const query = new URLSearchParams({ merchantCode: brand.merchantCode, imageId: String(imageId) });
  const response = await fetch(`${window.location.origin}${path}?${query}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'image/png, image/jpeg' },
    signal,
  });
  if (!response.ok) throw new Error(`Proof image ${imageId}: HTTP ${response.status}`);
  return response.blob();
}

/** Shared with the promotions' activity application (lib/read-as-base64.ts). */
export { readAsBase64 } from '../../../lib/read-as-base64';
