import { randomInt } from 'node:crypto';

/** Letters and digits a player cannot confuse when typing a code from a screen (no 0/O, 1/I/L). */
export const UNAMBIGUOUS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of `length` characters of UNAMBIGUOUS_CODE_ALPHABET (31^8 codes at 8: collisions are rare, and drawn again). */
export function drawUnambiguousCode(length = 8): string {
  return Array.from({ length }, () => UNAMBIGUOUS_CODE_ALPHABET[randomInt(UNAMBIGUOUS_CODE_ALPHABET.length)]).join('');
}
