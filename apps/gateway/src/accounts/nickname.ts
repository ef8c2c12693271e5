import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from '@platform/api/schemas';
import { ERROR_CODE } from '@platform/api/contract';
import { RequestError } from '../http/envelope-errors';

/**
 * Letters and digits of any script (with their combining marks), and a space, "_", "-" or "."
 * between them; it starts with a letter or a digit. Nothing a page could read as markup.
 */
const NICKNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} _.-]*$/u;

/**
 * The nickname as stored: NFC, trimmed, runs of spaces folded into one. BAD_REQUEST with the
 * rule when it is too short, too long or holds another character.
 */
export function normaliseNickname(typed: string): string {
  const nickname = typed.normalize('NFC').trim().replace(/\s+/gu, ' ');
  const length = [...nickname].length;
  if (length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH) {
    throw new RequestError(400, ERROR_CODE.badRequest, `The nickname must be ${NICKNAME_MIN_LENGTH} to ${NICKNAME_MAX_LENGTH} characters long`);
  }
  if (!NICKNAME_PATTERN.test(nickname)) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'The nickname may hold only letters, digits, spaces, "_", "-" and "."');
  }
  return nickname;
}
