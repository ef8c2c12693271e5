import type { TransactionType } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { amountInCents } from '../shared/money';
import { MAIN_WALLET, postLedgerMovement } from './ledger';

/** A credit of withdrawable money to a member's main wallet from the platform (a deposit, a points conversion). */
export interface MainWalletCredit {
  memberId: number;
  /** Positive, at most two decimals. */
  amount: number;
  type: TransactionType;
  /** Shown to the member in the account records. */
  referenceNo: string;
  remark?: string | null;
  now: Date;
}

/**
 * Credits the main wallet inside the caller's transaction and records it in the account records;
 * returns the main wallet's balance after it. Withdrawable money only: a BONUS is promotional
 * credit and goes through grantPromotionalCredit.
 */
export async function creditMainWallet(tx: Queryable, credit: MainWalletCredit): Promise<number> {
  if (credit.type === 'BONUS') throw new Error('A BONUS is promotional credit: grant it with grantPromotionalCredit');
  const [main] = await postLedgerMovement(
    tx,
    [{ memberId: credit.memberId, walletCode: MAIN_WALLET, cents: amountInCents(credit.amount), type: credit.type, remark: credit.remark ?? null }],
    { referenceNo: credit.referenceNo, now: credit.now },
  );
  return main!.balance;
}
