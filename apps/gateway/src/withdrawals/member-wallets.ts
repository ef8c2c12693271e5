import type { Queryable } from '../db/database';
import { FROZEN_WALLET, MAIN_WALLET } from '../wallet/ledger';

/**
 * Locks all of a member's wallets in id order (creating its MAIN and FROZEN wallets first), the
 * order every ledger movement locks in: what a withdrawal checks (the pending one, the day's
 * count) then holds until it commits, and no movement of the member can deadlock with it.
 */
export async function lockMemberWallets(tx: Queryable, memberId: number): Promise<void> {
  // FROZEN before MAIN: the order of ledger.ts's ensureWallets (by code).
  await tx.query('insert into wallet (member_id, wallet_code) values ($1, $2), ($1, $3) on conflict do nothing', [memberId, FROZEN_WALLET, MAIN_WALLET]);
  await tx.query('select id from wallet where member_id = $1 order by id for update', [memberId]);
}
