import type { FastifyInstance } from 'fastify';
import { recordBet } from '../bets/record-bet';
import type { Database } from '../db/database';
import { insertPendingOrders, postCallback } from '../payments/deposit-test-support';
import { centsText, nextReferenceNo } from '../shared/money';
import { MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';

/** Test support: settled bets as the demo slot takes them (stake debited, nothing won, the round in the bet store). */
export async function placeLosingBets(db: Database, memberId: number, gameType: string, count: number, betCents: number, now: Date): Promise<void> {
  for (let bet = 0; bet < count; bet++) {
    await db.transaction(async (tx) => {
      const referenceNo = await nextReferenceNo(tx, 'SP');
      await postLedgerMovement(tx, [{ memberId, walletCode: MAIN_WALLET, cents: -betCents, type: 'BET', remark: 'Test bet' }], { referenceNo, now });
      await recordBet(tx, {
        memberId,
        merchantCode: 'DEMO_ROYAL',
        roundNo: referenceNo,
        gameCode: 'test-game',
        gameName: 'Test Game',
        vendorCode: 'TEST',
        gameType,
        betCents,
        payoutCents: 0,
        now,
      });
    });
  }
}

/** Test support: a deposit opened on the e-wallet channel and paid by the demo provider's signed callback. */
export async function payDeposit(app: FastifyInstance, db: Database, memberId: number, cents: number, now: Date): Promise<void> {
  const [orderNo] = await insertPendingOrders(db, memberId, 'QR_TNG', [cents], now);
  const paid = await postCallback(app, db, { merchantCode: 'DEMO_ROYAL', orderNo: orderNo!, providerTxnId: `TXN-${orderNo}`, status: 'SUCCESS', amount: centsText(cents) }, now);
  if (paid.statusCode !== 200) throw new Error(`The deposit callback answered ${paid.statusCode}: ${paid.body}`);
}
