import type { CustomerServicePath } from '@platform/api';

/** The type of a customer-service entry whose path is encrypted (spec section 7). */
export const ENCRYPTED_SERVICE_TYPE = '3';

/** The customer-service popup's size (spec section 7: a 440 by 500 popup). */
export const SERVICE_POPUP_SIZE = { width: 440, height: 500 } as const;

/** Whether `link` is an absolute http(s) URL: the only links the site opens. */
export function isWebLink(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export type DecryptServiceLink = (encrypted: string, merchantCode: string) => Promise<string>;

/**
 * The link to open from getService's `pathList`. The rule: entries of type '3' first (their path
 * is decrypted with the brand's merchant code), then the other types in the server's order (their
 * path is the link itself); the first entry that gives an absolute http(s) link wins. An entry
 * that cannot be decrypted, or that gives anything else (`javascript:`, a relative path, an empty
 * path), is skipped. Null when none is usable.
 */
export async function pickServiceLink(
  pathList: readonly CustomerServicePath[],
  merchantCode: string,
  decrypt: DecryptServiceLink,
): Promise<string | null> {
  const encrypted = pathList.filter((entry) => entry.type === ENCRYPTED_SERVICE_TYPE);
  const plain = pathList.filter((entry) => entry.type !== ENCRYPTED_SERVICE_TYPE);
  for (const entry of [...encrypted, ...plain]) {
    if (typeof entry.path !== 'string' || entry.path.trim() === '') continue;
    let link: string;
    try {
      link = entry.type === ENCRYPTED_SERVICE_TYPE ? await decrypt(entry.path, merchantCode) : entry.path;
    } catch {
      continue;
    }
    link = link.trim();
    if (isWebLink(link)) return link;
  }
  return null;
}
