import { randomInt } from 'node:crypto';
import { ERROR_CODE } from '@platform/api/contract';
import type { Database } from '../db/database';
import { recordBet } from '../bets/record-bet';
import { RequestError } from '../http/envelope-errors';
import { guardMovement } from '../protection/limit-enforcement';
import { changePoints, pointsForBet } from '../points/points-ledger';
import { centsText, centsToMoney, nextReferenceNo, roundMoney } from '../shared/money';
import { applyOnce } from '../wallet/idempotency';
import { MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';
import type { LedgerLeg } from '../wallet/ledger';
import { isBigWin, recordBigWin } from '../winners/big-wins';
import { lockLiveGameSession } from './game-session';
import type { DemoGameSession } from './game-session';
import { drawReels, payoutMultiple } from './slot-machine';
import type { SlotSymbol } from './slot-machine';

export interface SpinResult {
  reels: SlotSymbol[];
  bet: number;
  /** The bet times the paytable's multiple (0 for no win). */
  win: number;
  multiple: number;
  /** The main wallet after the spin, or the free trial's pretend money. */
  balance: number;
  bigWin: boolean;
  tryPlay: boolean;
  /** The spin's reference number in the account records (null for a free trial). */
  referenceNo: string | null;
}

/**
 * One spin: the reels drawn server-side with crypto randomness; for real play, in one
 * transaction, the bet debited from the main wallet (INSUFFICIENT_BALANCE when it cannot be),
 * the win credited (BET and WIN ledger entries), the round recorded in the bet store, points earned and a big win put on the winner
 * board. A free trial (TRY_SPIN) moves only its pretend money: no ledger entry, points or board.
 * Either way the transaction first checks that the game and login sessions are live (401 once
 * the member logged out or the session expired), and real play that the member is not excluded
 * and the bet keeps within its wager and loss limits (protection/). Once per request id.
 */
export async function spinDemoSlot(db: Database, session: DemoGameSession, betCents: number, requestId: string, now: Date): Promise<SpinResult> {
  const reels = drawReels((bound) => randomInt(bound));
  const multiple = payoutMultiple(reels);
  const winCents = betCents * multiple;
  const outcome = { reels, bet: centsToMoney(betCents), win: centsToMoney(winCents), multiple, tryPlay: session.tryPlay };
  const kind = session.tryPlay ? 'TRY_SPIN' : 'SPIN';
  const request = { memberId: session.memberId, requestId, kind, params: { session: session.tokenHash, betCents }, now };

  if (session.tryPlay) {
    return applyOnce(db, request, async (tx) => {
      await lockLiveGameSession(tx, session.tokenHash, now);
      const updated = await tx.query<{ balance: number }>(
        `update demo_game_session set pretend_balance = pretend_balance - $2::numeric + $3::numeric
          where token_hash = $1 and pretend_balance >= $2::numeric returning pretend_balance::float8 as balance`,
        [session.tokenHash, centsText(betCents), centsText(winCents)],
      );
      const row = updated.rows[0];
      if (!row) throw new RequestError(400, ERROR_CODE.insufficientBalance, 'The free-play balance is too low for this bet');
      return { ...outcome, balance: roundMoney(row.balance), bigWin: false, referenceNo: null };
    });
  }

  return applyOnce(db, request, async (tx) => {
    await lockLiveGameSession(tx, session.tokenHash, now);
    // Before any money moves, under the main wallet's lock: not excluded, within the wager and loss limits.
    await guardMovement(tx, { memberId: session.memberId, kinds: ['WAGER', 'LOSS'], cents: betCents, walletCodes: [MAIN_WALLET] }, now);
    const referenceNo = await nextReferenceNo(tx, 'SP');
    const remark = session.gameName;
    const legs: LedgerLeg[] = [{ memberId: session.memberId, walletCode: MAIN_WALLET, cents: -betCents, type: 'BET', remark }];
    if (winCents > 0) legs.push({ memberId: session.memberId, walletCode: MAIN_WALLET, cents: winCents, type: 'WIN', remark });
    const [main] = await postLedgerMovement(tx, legs, { referenceNo, requestId, now });
    await recordBet(tx, {
      memberId: session.memberId,
      merchantCode: session.merchantCode,
      roundNo: referenceNo,
      gameCode: session.nodeId,
      gameName: session.gameName,
      vendorCode: session.vassalage,
      gameType: session.gameType,
      betCents,
      payoutCents: winCents,
      detail: { reels, multiple },
      now,
    });
    const points = pointsForBet(betCents);
    if (points > 0) await changePoints(tx, { memberId: session.memberId, points, type: 'EARN', referenceNo, remark, now });
    const bigWin = isBigWin(betCents, winCents);
    if (bigWin) {
      await recordBigWin(tx, {
        memberId: session.memberId,
        merchantCode: session.merchantCode,
        account: session.account,
        gameName: session.gameName,
        gameType: session.gameType,
        vassalage: session.vassalage,
        nodeId: session.nodeId,
        betCents,
        winCents,
        now,
      });
    }
    return { ...outcome, balance: main!.balance, bigWin, referenceNo };
  });
}
