/**
 * Which chosen or dropped files an upload takes: PNG or JPEG by their content (the first bytes,
 * not the name or the browser's MIME guess), no larger than the size limit, and no more than the
 * images allowed (spec, section 5: at most 3 images, png or jpg, under 5 MB each).
 */

/** The spec's limits: 3 images, 5 MB each. */
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Why a file was refused: no room left, not a PNG or JPEG, too large, or unreadable. */
export type ImageRefusalReason = 'too-many' | 'not-png-or-jpeg' | 'too-large' | 'unreadable';

export interface ImageRefusal {
  file: File;
  reason: ImageRefusalReason;
}

export type ImageKind = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The kind of image the bytes start with: PNG (89 50 4E 47 0D 0A 1A 0A), JPEG (FF D8 FF), or null. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/** What is wrong with one file on its own (its size, then its content), or null when it is a PNG or JPEG within the limit. */
export async function checkImageFile(file: File, maxBytes: number): Promise<ImageRefusalReason | null> {
  if (file.size > maxBytes) return 'too-large';
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  } catch {
    return 'unreadable';
  }
  return sniffImageKind(head) ? null : 'not-png-or-jpeg';
}

export interface ScreenImagesOptions {
  /** How many more images fit (the limit less those already added). */
  room: number;
  /** The largest file taken, in bytes. */
  maxBytes: number;
}

export interface ScreenedImages {
  accepted: File[];
  refused: ImageRefusal[];
}

/**
 * Checks several files at once: the good ones are taken in order while there is room, and each
 * of the others is refused with its own reason.
 */
export async function screenImages(files: readonly File[], { room, maxBytes }: ScreenImagesOptions): Promise<ScreenedImages> {
  const verdicts = await Promise.all(files.map((file) => checkImageFile(file, maxBytes)));
  const accepted: File[] = [];
  const refused: ImageRefusal[] = [];
  files.forEach((file, index) => {
    const reason = verdicts[index] ?? (accepted.length < room ? null : 'too-many');
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  });
  return { accepted, refused };
}
