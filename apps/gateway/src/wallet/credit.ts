import type { TransactionType } from '@platform/api/contract';
import type { Queryable } from '../db/database';

/** A credit to a member's main wallet from the platform (a bonus, a prize, a points conversion). */
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
 * returns the main wallet's balance after it.
 */
export async function creditMainWallet(_tx: Queryable, _credit: MainWalletCredit): Promise<number> {
  throw new Error('Filled in by the wallet work of issue 7');
}
