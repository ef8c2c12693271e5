import { ERROR_CODE, TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';

export interface DirectDownlineLookup {
  merchantCode: string;
  uplineId: number;
  /** The downline's account, without regard to case. */
  account: string;
  /** Locks the member's row (an offer, in its transaction); a read-only look leaves it. */
  forUpdate?: boolean;
}

/**
 * The direct downline of an upline that a contract can be offered to: 404 for anyone who is not
 * one (of another brand, deeper in the tree, unknown), 409 for a trial account.
 */
export async function findContractDownline(db: Queryable, lookup: DirectDownlineLookup): Promise<{ id: number; account: string }> {
  const found = await db.query<{ id: number; account: string; type: number }>(
    `select id, account, type from member where merchant_code = $1 and lower(account) = lower($2) and parent_id = $3${lookup.forUpdate ? ' for update' : ''}`,
    [lookup.merchantCode, lookup.account, lookup.uplineId],
  );
  const downline = found.rows[0];
  if (!downline) throw new RequestError(404, ERROR_CODE.notFound, `${lookup.account} is not one of your direct downlines`);
  if (downline.type === TRIAL_ACCOUNT_TYPE) throw new RequestError(409, ERROR_CODE.operationNotAllowed, 'A trial account cannot hold a contract');
  return { id: downline.id, account: downline.account };
}
