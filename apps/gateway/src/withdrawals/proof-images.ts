import { ERROR_CODE, MAX_PROOF_IMAGE_BYTES } from '@platform/api/contract';
import { RequestError } from '../http/envelope-errors';

export type ProofImageType = 'image/png' | 'image/jpeg';

/** An uploaded proof image, checked: its bytes and the type they are. */
export interface CheckedImage {
  contentType: ProofImageType;
  bytes: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The type the bytes are by their first bytes (PNG 89 50 4E 47 0D 0A 1A 0A, JPEG FF D8 FF), or null. */
export function sniffImageType(bytes: Buffer): ProofImageType | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/**
 * Decodes base64 images (a withdrawal confirmation's, a feedback's) and keeps them only when their
 * content is a PNG or a JPEG of at most 5 MB: the name or type a browser guessed is never trusted.
 * `label` names them in a refusal ("Proof image 2 is larger than 5 MB").
 */
export function checkProofImages(encoded: readonly string[], label = 'Proof image'): CheckedImage[] {
  return encoded.map((text, index) => {
    const which = `${label} ${index + 1}`;
    // The schema let only the base64 alphabet through; a length that is no base64 is refused too.
    if (text.length % 4 !== 0) throw new RequestError(400, ERROR_CODE.badRequest, `${which} is not valid base64`);
    const bytes = Buffer.from(text, 'base64');
    if (bytes.length > MAX_PROOF_IMAGE_BYTES) throw new RequestError(400, ERROR_CODE.badRequest, `${which} is larger than 5 MB`);
    const contentType = sniffImageType(bytes);
    if (contentType === null) throw new RequestError(400, ERROR_CODE.badRequest, `${which} is not a PNG or JPEG image`);
    return { contentType, bytes };
  });
}
