import { ERROR_CODE } from '@platform/api/contract';
import type { TransactionType } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { centsText, moneyToCents, roundMoney } from '../shared/money';
import { assertWithdrawable, settlePromotionalCredit } from './promotional-lock';
import type { PromotionalChange } from './promotional-lock';

/** The code of every member's centre wallet. */
export const MAIN_WALLET = 'MAIN';

/**
 * The wallet that holds what a member's pending withdrawal froze (see withdrawals/): the member's
 * money, but not to spend, so it is not part of the balance, of the withdrawable money or of the
 * total the promotional lock is measured against. Freezing, paying and returning are movements
 * of the ledger like any other, so every wallet stays the sum of its entries.
 */
export const FROZEN_WALLET = 'FROZEN';

/** One side of a movement: money into (positive cents) or out of (negative) one wallet. */
export interface LedgerLeg {
  memberId: number;
  walletCode: string;
  cents: number;
  type: TransactionType;
  remark?: string | null;
  /**
   * Money leaving the member (a transfer to another account, a withdrawal): it may spend only
   * withdrawable money, never promotional credit still locked (PROMOTIONAL_CREDIT_LOCKED).
   */
  withdrawableOnly?: boolean;
}

export interface LedgerPosting {
  referenceNo: string;
  requestId?: string | null;
  now: Date;
}

/** A wallet's balance after a movement. */
export interface WalletBalance {
  memberId: number;
  walletCode: string;
  balance: number;
}

interface WalletRef {
  memberId: number;
  walletCode: string;
}

interface LockedWallet {
  id: number;
  member_id: number;
  wallet_code: string;
  balance: number;
  locked_promo: number;
}

function walletKey(memberId: number, walletCode: string): string {
  return `${memberId}:${walletCode}`;
}

/**
 * Creates the wallets that do not exist yet, in one fixed order (member, then code), so that two
 * transactions creating the same wallets cannot wait on each other in a circle.
 */
async function ensureWallets(tx: Queryable, legs: readonly WalletRef[]): Promise<void> {
  const keys = [...new Map(legs.map((leg) => [walletKey(leg.memberId, leg.walletCode), leg])).values()].sort(
    (a, b) => a.memberId - b.memberId || (a.walletCode < b.walletCode ? -1 : a.walletCode > b.walletCode ? 1 : 0),
  );
  await tx.query(
    `insert into wallet (member_id, wallet_code)
     select * from unnest($1::int[], $2::text[]) on conflict do nothing`,
    [keys.map((key) => key.memberId), keys.map((key) => key.walletCode)],
  );
}

/**
 * Sums each member's legs and BET debits, and refuses a withdrawable-only movement that would
 * spend promotional credit (its member's wallets are all locked, so the total is exact).
 */
function promotionalChanges(legs: readonly LedgerLeg[], locked: readonly LockedWallet[]): PromotionalChange[] {
  const lockedCents = new Map(
    locked.filter((row) => row.wallet_code === MAIN_WALLET && row.locked_promo > 0).map((row) => [row.member_id, moneyToCents(row.locked_promo)]),
  );
  const changes: PromotionalChange[] = [];
  for (const [memberId, lockedPromo] of lockedCents) {
    // Money moved into or out of the frozen wallet is not spendable money (FROZEN_WALLET).
    const own = legs.filter((leg) => leg.memberId === memberId && leg.walletCode !== FROZEN_WALLET);
    const netCents = own.reduce((sum, leg) => sum + leg.cents, 0);
    const betCents = own.reduce((sum, leg) => sum + (leg.type === 'BET' && leg.cents < 0 ? -leg.cents : 0), 0);
    if (netCents < 0 && own.some((leg) => leg.withdrawableOnly)) {
      const totalCents = locked
        .filter((row) => row.member_id === memberId && row.wallet_code !== FROZEN_WALLET)
        .reduce((sum, row) => sum + moneyToCents(row.balance), 0);
      assertWithdrawable(totalCents, lockedPromo, -netCents);
      // What stays still covers the lock.
      if (betCents === 0) continue;
    }
    // Only bets, a fall of the total and a deposit (it may release a welcome credit) change a lock.
    const deposited = own.some((leg) => leg.type === 'DEPOSIT' && leg.cents > 0);
    if (betCents > 0 || netCents < 0 || deposited) changes.push({ memberId, betCents });
  }
  return changes;
}

/**
 * Applies a movement of money inside the caller's transaction: locks every wallet it touches in
 * id order (no deadlock between concurrent movements), applies the legs in the given order with
 * conditional updates (a debit that would go below zero refuses the whole movement with
 * INSUFFICIENT_BALANCE) and writes one ledger entry per leg. Put debits first.
 *
 * Each member's MAIN wallet is locked too: it carries the member's locked promotional credit.
 * A withdrawable-only leg may not spend that credit (all the member's wallets are then locked);
 * for a member that has some, bets count towards its turnover and a fall of the total shrinks
 * it (see promotional-lock.ts). A member without any costs no statement more.
 */
export async function postLedgerMovement(tx: Queryable, legs: readonly LedgerLeg[], posting: LedgerPosting): Promise<WalletBalance[]> {
  const members = [...new Set(legs.map((leg) => leg.memberId))];
  const wallets: WalletRef[] = [...legs, ...members.map((memberId) => ({ memberId, walletCode: MAIN_WALLET }))];
  const leaving = [...new Set(legs.filter((leg) => leg.withdrawableOnly).map((leg) => leg.memberId))];
  await ensureWallets(tx, wallets);
  const locked = await tx.query<LockedWallet>(
    `select id, member_id, wallet_code, balance::float8 as balance, locked_promo::float8 as locked_promo from wallet
      where (member_id, wallet_code) in (select * from unnest($1::int[], $2::text[])) or member_id = any($3::int[])
      order by id for update`,
    [wallets.map((wallet) => wallet.memberId), wallets.map((wallet) => wallet.walletCode), leaving],
  );
  const walletIds = new Map(locked.rows.map((row) => [walletKey(row.member_id, row.wallet_code), row.id]));
  const promotional = promotionalChanges(legs, locked.rows);
  const balances = new Map<string, WalletBalance>();
  for (const leg of legs) {
    if (leg.cents === 0) continue;
    const key = walletKey(leg.memberId, leg.walletCode);
    const walletId = walletIds.get(key)!;
    // The conditional update and its entry in one statement: no entry without the update.
    const posted = await tx.query<{ balance: number }>(
      `with updated as (
         update wallet set balance = balance + $2::numeric, updated_at = $9
          where id = $1 and balance + $2::numeric >= 0
          returning id, balance
       )
       insert into ledger_entry (wallet_id, member_id, wallet_code, amount, balance_after, type, reference_no, request_id, remark, created_at)
       select id, $3, $4, $2::numeric, balance, $5, $6, $7, $8, $9 from updated
       returning balance_after::float8 as balance`,
      [walletId, centsText(leg.cents), leg.memberId, leg.walletCode, leg.type, posting.referenceNo, posting.requestId ?? null, leg.remark ?? null, posting.now],
    );
    const row = posted.rows[0];
    if (!row) throw new RequestError(400, ERROR_CODE.insufficientBalance, 'Insufficient balance for this amount');
    balances.set(key, { memberId: leg.memberId, walletCode: leg.walletCode, balance: roundMoney(row.balance) });
  }
  await settlePromotionalCredit(tx, promotional, posting.now);
  return [...balances.values()];
}

/**
 * Locks a member's main wallet (creating it when missing) for the rest of the caller's
 * transaction. Work that also changes points locks the wallet first, then the points: one order
 * everywhere, so concurrent spins, conversions and redemptions never deadlock.
 */
export async function lockMainWallet(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('insert into wallet (member_id, wallet_code) values ($1, $2) on conflict do nothing', [memberId, MAIN_WALLET]);
  await tx.query('select id from wallet where member_id = $1 and wallet_code = $2 for update', [memberId, MAIN_WALLET]);
}

/** The sum of a member's wallets (what a pending withdrawal froze is not part of it). */
export async function sumBalance(db: Queryable, memberId: number): Promise<number> {
  const result = await db.query<{ total: number }>(
    'select coalesce(sum(balance), 0)::float8 as total from wallet where member_id = $1 and wallet_code <> $2',
    [memberId, FROZEN_WALLET],
  );
  return roundMoney(result.rows[0]!.total);
}

/**
 * A member's total over its wallets and, within it, the promotional credit still locked; and
 * apart from it, what pending withdrawals froze.
 */
export async function memberFunds(db: Queryable, memberId: number): Promise<{ total: number; promotional: number; frozen: number }> {
  const result = await db.query<{ total: number; promotional: number; frozen: number }>(
    `select coalesce(sum(balance) filter (where wallet_code <> $2), 0)::float8 as total,
            coalesce(sum(locked_promo), 0)::float8 as promotional,
            coalesce(sum(balance) filter (where wallet_code = $2), 0)::float8 as frozen
       from wallet where member_id = $1`,
    [memberId, FROZEN_WALLET],
  );
  const row = result.rows[0]!;
  const total = roundMoney(row.total);
  // The lock never exceeds the total (losses shrink it); min() keeps the answer sane regardless.
  return { total, promotional: Math.min(roundMoney(row.promotional), total), frozen: roundMoney(row.frozen) };
}

/** A member's wallet balances by code (wallets never used are absent). */
export async function walletBalances(db: Queryable, memberId: number): Promise<Map<string, number>> {
  const result = await db.query<{ wallet_code: string; balance: number }>(
    'select wallet_code, balance::float8 as balance from wallet where member_id = $1',
    [memberId],
  );
  return new Map(result.rows.map((row) => [row.wallet_code, roundMoney(row.balance)]));
}
