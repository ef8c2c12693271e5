import { WITHDRAWAL_PROOF_IMAGE_PATH } from '@platform/api';
import { brand } from '@brand';

/**
 * The bytes of a proof image the member uploaded. The gateway serves it to its owner only, by the
 * Bearer token, which an `<img src>` cannot send: the page fetches it and shows an object URL.
 */
export async function fetchProofImage(imageId: number, token: string, signal: AbortSignal): Promise<Blob> {
  const query = new URLSearchParams({ merchantCode: brand.merchantCode, imageId: String(imageId) });
  const response = await fetch(`${window.location.origin}${WITHDRAWAL_PROOF_IMAGE_PATH}?${query}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'image/png, image/jpeg' },
    signal,
  });
  if (!response.ok) throw new Error(`Proof image ${imageId}: HTTP ${response.status}`);
  return response.blob();
}

/** A chosen image as the contract takes it: base64 without the `data:` prefix. */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read`));
    reader.readAsDataURL(file);
  });
}
