import type { Queryable } from '../db/database';

/**
 * Credits a newly registered member's main wallet with the demo brand's welcome credit, inside
 * the registration's transaction, so a new player can try the demo game at once.
 */
export async function grantOpeningCredit(_tx: Queryable, _memberId: number, _merchantCode: string, _now: Date): Promise<void> {
  // Filled in by the wallet work of issue 7.
}
