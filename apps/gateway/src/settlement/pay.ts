import type { ContractKind } from '../agent/contract-kinds';
import type { Queryable } from '../db/database';
import { moneyToCents, nextReferenceNo } from '../shared/money';
import { FROZEN_WALLET, MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';

/** Who pays whom, how much, for what. */
export interface SettlementPayment {
  settlementId: number;
  kind: ContractKind;
  upline: { id: number; account: string };
  downline: { id: number; account: string };
  amountCents: number;
  /** How the records name the period (its business day, or its window). */
  periodLabel: string;
  now: Date;
}

const KIND_LABEL: Readonly<Record<ContractKind, string>> = {
  REALTIME: 'Real-time salary',
  HOURLY: 'Hourly salary',
  DAILY: 'Daily wages',
  DIVIDEND: 'Dividend',
};

/**
 * The upline's money that may leave it, with its wallets and the downline's main wallet locked
 * for the rest of the transaction: its main wallet's balance, but no more than its total less the
 * promotional credit still locked (promotional-lock.ts). The wallets are created if missing and
 * locked in one statement in id order, the order the ledger takes them in (ledger.ts), so a
 * settlement never deadlocks with a transfer, a bet or another settlement.
 */
async function lockPayableCents(tx: Queryable, uplineId: number, downlineId: number): Promise<number> {
  const members = [uplineId, downlineId].sort((a, b) => a - b);
  await tx.query(`insert into wallet (member_id, wallet_code) select unnest($1::int[]), $2 on conflict do nothing`, [members, MAIN_WALLET]);
  const locked = await tx.query<{ member_id: number; wallet_code: string; balance: number; locked_promo: number }>(
    `select member_id, wallet_code, balance::float8 as balance, locked_promo::float8 as locked_promo from wallet
      where member_id = $1 or (member_id = $2 and wallet_code = $3)
      order by id for update`,
    [uplineId, downlineId, MAIN_WALLET],
  );
  const own = locked.rows.filter((row) => row.member_id === uplineId && row.wallet_code !== FROZEN_WALLET);
  const main = own.find((row) => row.wallet_code === MAIN_WALLET);
  const totalCents = own.reduce((sum, row) => sum + moneyToCents(row.balance), 0);
  const mainCents = main ? moneyToCents(main.balance) : 0;
  const lockedCents = main ? moneyToCents(main.locked_promo) : 0;
  return Math.min(mainCents, Math.max(totalCents - lockedCents, 0));
}

/**
 * Pays a settlement inside the caller's transaction (the one holding its row), when the upline's
 * withdrawable money covers it in full: ONE ledger movement, the upline's main wallet debited and
 * the downline's credited with the same amount (SALARY for wages and salaries, DIVIDEND for
 * dividends) under one reference number. Answers that reference, or null when the upline cannot
 * pay (nothing moves: the settlement stays owed).
 */
export async function payIfCovered(tx: Queryable, payment: SettlementPayment): Promise<string | null> {
  const payableCents = await lockPayableCents(tx, payment.upline.id, payment.downline.id);
  if (payableCents < payment.amountCents) return null;
  const type = payment.kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY';
  const referenceNo = await nextReferenceNo(tx, payment.kind === 'DIVIDEND' ? 'DV' : 'SL');
  const label = `${KIND_LABEL[payment.kind]} ${payment.periodLabel}`;
  await postLedgerMovement(
    tx,
    [
      { memberId: payment.upline.id, walletCode: MAIN_WALLET, cents: -payment.amountCents, type, remark: `${label} to ${payment.downline.account}`, withdrawableOnly: true },
      { memberId: payment.downline.id, walletCode: MAIN_WALLET, cents: payment.amountCents, type, remark: `${label} from ${payment.upline.account}` },
    ],
    { referenceNo, requestId: `settlement:${payment.settlementId}`, now: payment.now },
  );
  return referenceNo;
}
