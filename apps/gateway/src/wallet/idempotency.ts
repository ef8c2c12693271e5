import { ERROR_CODE } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';

/** A request that must apply once: its member, its request id and what it asks for. */
export interface IdempotentRequest {
  memberId: number;
  requestId: string;
  /** What kind of request the id was first used for (WALLET_TRANSFER, MEMBER_TRANSFER, SPIN…). */
  kind: string;
  /** The parameters a replay must repeat exactly. */
  params: Record<string, unknown>;
  now: Date;
}

/**
 * Runs `apply` in one transaction, once per (member, request id). The request's row is claimed
 * first, so a concurrent replay waits for the first to commit and then answers its stored result;
 * a replay with other parameters is refused with 409. A refused request (an error thrown by
 * `apply`) rolls back with its claim, so it may be retried with the same id.
 */
export async function applyOnce<T>(db: Database, request: IdempotentRequest, apply: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const params = JSON.stringify(request.params);
    const claimed = await tx.query(
      `insert into money_request (member_id, request_id, kind, params, created_at)
       values ($1, $2, $3, $4::jsonb, $5) on conflict do nothing returning 1`,
      [request.memberId, request.requestId, request.kind, params, request.now],
    );
    if (claimed.rows.length === 0) {
      const first = await tx.query<{ same: boolean; result: T | null }>(
        'select kind = $3 and params = $4::jsonb as same, result from money_request where member_id = $1 and request_id = $2',
        [request.memberId, request.requestId, request.kind, params],
      );
      const row = first.rows[0];
      if (!row?.same || row.result === null) {
        throw new RequestError(409, ERROR_CODE.badRequest, 'This requestId was already used for a different request: use a new requestId');
      }
      return row.result;
    }
    const result = await apply(tx);
    await tx.query('update money_request set result = $3::jsonb where member_id = $1 and request_id = $2', [
      request.memberId,
      request.requestId,
      JSON.stringify(result),
    ]);
    return result;
  });
}
