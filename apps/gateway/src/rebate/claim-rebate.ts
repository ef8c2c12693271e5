import { ERROR_CODE } from '@platform/api/contract';
import type { ClaimRebateRequest, ClaimRebateResult } from '@platform/api/contract';
import { addDailyMoney } from '../bets/daily-totals';
import type { Database } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import type { SessionMember } from '../http/session';
import { centsText, centsToMoney, nextReferenceNo } from '../shared/money';
import { applyOnce } from '../wallet/idempotency';
import { lockMainWallet, MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';
import { loadMinClaimCents, loadRebateLines, rebateLineValue } from './rebate-lines';

/**
 * Claims the member's whole rebate, once per request id, in one transaction: the main wallet and
 * then the member's accrual rows locked (the order a settling bet takes them in), the amount per
 * game type computed from the locked rows, the total credited to the main wallet as REBATE, the
 * claim and its lines recorded, the day's rebates counted, and the accruals reset to the carry
 * their rounding down left. A second claim at the same moment waits for the first and finds
 * nothing left (400). Game types without a rate keep their valid bets.
 */
export async function claimMemberRebate(db: Database, member: Pick<SessionMember, 'memberId' | 'merchantCode'>, request: ClaimRebateRequest, now: Date): Promise<ClaimRebateResult> {
  const minCents = await loadMinClaimCents(db, member.merchantCode);
  return applyOnce(db, { memberId: member.memberId, requestId: request.requestId, kind: 'REBATE_CLAIM', params: {}, now }, async (tx) => {
    await lockMainWallet(tx, member.memberId);
    await tx.query('select game_type from rebate_accrual where member_id = $1 order by game_type for update', [member.memberId]);
    const lines = (await loadRebateLines(tx, member.memberId, member.merchantCode)).filter((line) => line.hasAccrual && Number(line.rate) > 0);
    const claimed = lines.filter((line) => line.amountCents > 0);
    const totalCents = claimed.reduce((sum, line) => sum + line.amountCents, 0);
    if (totalCents === 0) throw new RequestError(400, ERROR_CODE.badRequest, 'There is no rebate to claim yet');
    if (totalCents < minCents) {
      throw new RequestError(400, ERROR_CODE.badRequest, `The rebate of ${centsText(totalCents)} is below the minimum claim of ${centsText(minCents)}`);
    }

    const claimNo = await nextReferenceNo(tx, 'RB');
    const [main] = await postLedgerMovement(tx, [{ memberId: member.memberId, walletCode: MAIN_WALLET, cents: totalCents, type: 'REBATE', remark: 'Rebate claimed' }], {
      referenceNo: claimNo,
      requestId: request.requestId,
      now,
    });
    const inserted = await tx.query<{ id: number }>(
      'insert into rebate_claim (member_id, claim_no, amount, claimed_at) values ($1, $2, $3::numeric, $4) returning id::int as id',
      [member.memberId, claimNo, centsText(totalCents), now],
    );
    await tx.query(
      `insert into rebate_claim_line (claim_id, game_type, valid_bets, rate, amount)
       select $1, * from unnest($2::text[], $3::numeric[], $4::numeric[], $5::numeric[])`,
      [inserted.rows[0]!.id, claimed.map((line) => line.gameType), claimed.map((line) => centsText(line.validCents)), claimed.map((line) => line.rate), claimed.map((line) => centsText(line.amountCents))],
    );
    // Every rated line is consumed, those under a cent too: their valid bets become carry.
    await tx.query(
      `update rebate_accrual a set valid_bets = 0, carry = c.carry
         from unnest($2::text[], $3::numeric[]) as c(game_type, carry)
        where a.member_id = $1 and a.game_type = c.game_type`,
      [member.memberId, lines.map((line) => line.gameType), lines.map((line) => line.carryAfter)],
    );
    await addDailyMoney(tx, member.memberId, 'rebates', totalCents, now);
    return { claimNo, claimTime: now.getTime(), amount: centsToMoney(totalCents), lines: claimed.map(rebateLineValue), balance: main!.balance };
  });
}
