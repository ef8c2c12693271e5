import { ERROR_CODE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { drawUnambiguousCode } from '../shared/unambiguous-code';

/** 31^8 codes: a collision is rare, and each one is simply drawn again. */
const CODE_ATTEMPTS = 5;

/** The member's invitation code, made on first use: stable, and unique in the merchant. */
export async function ensureInvitationCode(db: Queryable, memberId: number, merchantCode: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const existing = await db.query<{ code: string }>('select code from referral_code where member_id = $1', [memberId]);
    if (existing.rows[0]) return existing.rows[0].code;
    // Does nothing when the member got a code meanwhile, or when the drawn code is taken: then look again.
    await db.query('insert into referral_code (member_id, merchant_code, code, created_at) values ($1, $2, $3, $4) on conflict do nothing', [
      memberId,
      merchantCode,
      drawUnambiguousCode(),
      now,
    ]);
  }
  throw new Error(`No free invitation code for member ${memberId} after ${CODE_ATTEMPTS} attempts`);
}

/**
 * The member whose invitation code this is, for a registration that brought one; an unknown code
 * is refused with the spec's "wrong invitation code". Codes are compared without regard to case.
 */
export async function findInviter(db: Queryable, merchantCode: string, code: string): Promise<number> {
  const result = await db.query<{ member_id: number }>('select member_id from referral_code where merchant_code = $1 and code = upper($2)', [
    merchantCode,
    code.trim(),
  ]);
  const inviter = result.rows[0];
  if (!inviter) throw new RequestError(400, ERROR_CODE.affiliateInvalid, 'The invitation code is not valid');
  return inviter.member_id;
}

/** Records, in the registration's transaction, that a new member came through an invitation. */
export async function recordInvitation(tx: Queryable, friendId: number, inviterId: number, now: Date): Promise<void> {
  await tx.query('insert into referral (friend_id, referrer_id, registered_at) values ($1, $2, $3)', [friendId, inviterId, now]);
}
