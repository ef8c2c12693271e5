import type { Database } from '../db/database';

/** Opening balances of the demo accounts, points and the points mall. */
export async function seedWallets(_db: Database): Promise<void> {
  // Filled in by the work on issue 7.
}
