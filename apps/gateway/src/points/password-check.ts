import { ERROR_CODE } from '@platform/api/contract';
import { loadPaymentPasswordHash } from '../accounts/members';
import { verifyPassword } from '../accounts/password';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';

/**
 * Refuses with PASSWORD_INCORRECT unless the password is the member's payment password (the
 * login password for members who set none at registration).
 */
export async function checkMemberPassword(db: Queryable, memberId: number, password: string): Promise<void> {
  const storedHash = await loadPaymentPasswordHash(db, memberId);
  if (storedHash === null || !(await verifyPassword(password, storedHash))) {
    throw new RequestError(400, ERROR_CODE.passwordIncorrect, 'The password is incorrect');
  }
}
