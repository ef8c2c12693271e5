import type { FastifyReply } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { Withdrawal, WithdrawalForm, WithdrawalRequest } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { amountInCents, centsText, centsToMoney, nextReferenceNo } from '../shared/money';
import { loadMerchantSite } from '../system/merchant-site';
import { applyOnce } from '../wallet/idempotency';
import { FROZEN_WALLET, MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';
import { businessDayOf, startOfBusinessDay } from '../shared/business-day';
import { bankName, maskAccountNumber } from './banks';
import { findBankCard, listBankCards } from './bank-cards';
import { lockMemberWallets } from './member-wallets';
import { checkPaymentPassword, isPaymentPasswordSet } from './payment-password';
import { loadWithdrawableMoney } from './withdrawable';
import { loadWithdrawalLimits } from './withdrawal-limits';
import { loadWithdrawal, recordWithdrawalEvent } from './withdrawal-records';

/** The member who withdraws. */
export interface Withdrawer {
  memberId: number;
  merchantCode: string;
}

/** Withdrawals the member requested today (business day) that were not rejected. */
async function countToday(db: Queryable, memberId: number, now: Date): Promise<number> {
  const result = await db.query<{ used: number }>(
    "select count(*)::int as used from withdrawal where member_id = $1 and requested_at >= $2 and status <> 'REJECTED'",
    [memberId, startOfBusinessDay(businessDayOf(now), 'today')],
  );
  return result.rows[0]!.used;
}

async function pendingWithdrawalNo(db: Queryable, memberId: number): Promise<string | null> {
  const result = await db.query<{ withdrawal_no: string }>("select withdrawal_no from withdrawal where member_id = $1 and status = 'REQUESTED'", [memberId]);
  return result.rows[0]?.withdrawal_no ?? null;
}

/** What the player must see before requesting a withdrawal. */
export async function loadWithdrawalForm(db: Queryable, member: Withdrawer, now: Date): Promise<WithdrawalForm> {
  const money = await loadWithdrawableMoney(db, member.memberId);
  const limits = await loadWithdrawalLimits(db, member.merchantCode);
  return {
    withdrawableBalance: centsToMoney(money.withdrawableCents),
    promotionalBalance: centsToMoney(money.promotionalCents),
    frozenBalance: centsToMoney(money.frozenCents),
    turnoverRequired: centsToMoney(money.turnoverRequiredCents),
    minAmount: centsToMoney(limits.minCents),
    maxAmount: centsToMoney(limits.maxCents),
    dailyCount: { used: await countToday(db, member.memberId, now), allowed: limits.dailyCount },
    paymentPasswordSet: await isPaymentPasswordSet(db, member.memberId),
    cards: await listBankCards(db, member.memberId),
    pendingWithdrawalNo: await pendingWithdrawalNo(db, member.memberId),
  };
}

/**
 * Requests a withdrawal: checks the amount against the merchant's minimum and maximum, the
 * payment password, the card, that no other withdrawal is pending, the day's count, and moves
 * the amount from the main wallet to the frozen wallet (withdrawable money only: promotional
 * credit still locked stays, PROMOTIONAL_CREDIT_LOCKED). Once per request id: a replay answers
 * the withdrawal as it is now.
 */
export async function requestWithdrawal(db: Database, member: Withdrawer, request: WithdrawalRequest, now: Date, reply: FastifyReply): Promise<Withdrawal> {
  const cents = amountInCents(request.amount);
  if ((await loadMerchantSite(db, member.merchantCode)).creditMode) {
    throw new RequestError(403, ERROR_CODE.operationNotAllowed, 'This site plays on credit: it pays no withdrawals');
  }
  const limits = await loadWithdrawalLimits(db, member.merchantCode);
  if (cents < limits.minCents || cents > limits.maxCents) {
    throw new RequestError(400, ERROR_CODE.badRequest, `A withdrawal must be between ${centsText(limits.minCents)} and ${centsText(limits.maxCents)}`);
  }
  await checkPaymentPassword(db, { memberId: member.memberId, now, reply }, request.paymentPassword);

  const applied = await applyOnce(
    db,
    { memberId: member.memberId, requestId: request.requestId, kind: 'WITHDRAWAL', params: { cardId: request.cardId, cents }, now },
    async (tx) => {
      await lockMemberWallets(tx, member.memberId);
      // Shared lock: the card cannot be removed under a withdrawal being requested to it.
      const card = await findBankCard(tx, member.memberId, request.cardId, { forShare: true });
      const pending = await pendingWithdrawalNo(tx, member.memberId);
      if (pending !== null) {
        throw new RequestError(400, ERROR_CODE.badRequest, `Withdrawal ${pending} is still being processed: one withdrawal at a time`);
      }
      if ((await countToday(tx, member.memberId, now)) >= limits.dailyCount) {
        throw new RequestError(400, ERROR_CODE.badRequest, `You have made the ${limits.dailyCount} withdrawals allowed today: try again tomorrow`);
      }
      const withdrawalNo = await nextReferenceNo(tx, 'WD');
      await postLedgerMovement(
        tx,
        [
          { memberId: member.memberId, walletCode: MAIN_WALLET, cents: -cents, type: 'WITHDRAWAL', remark: `Withdrawal ${withdrawalNo}: frozen until paid`, withdrawableOnly: true },
          { memberId: member.memberId, walletCode: FROZEN_WALLET, cents, type: 'WITHDRAWAL', remark: `Withdrawal ${withdrawalNo}: frozen until paid` },
        ],
        { referenceNo: withdrawalNo, requestId: request.requestId, now },
      );
      const inserted = await tx.query<{ id: number }>(
        `insert into withdrawal (withdrawal_no, member_id, merchant_code, bank_card_id, amount, status, request_id, requested_at)
         values ($1, $2, $3, $4, $5::numeric, 'REQUESTED', $6, $7) returning id`,
        [withdrawalNo, member.memberId, member.merchantCode, card.id, centsText(cents), request.requestId, now],
      );
      await recordWithdrawalEvent(
        tx,
        inserted.rows[0]!.id,
        'REQUESTED',
        `Requested ${centsText(cents)} to ${bankName(card.bank_code)} ${maskAccountNumber(card.account_number)}: the amount is frozen until paid`,
        now,
      );
      return { withdrawalNo };
    },
  );
  return loadWithdrawal(db, member.memberId, applied.withdrawalNo);
}
