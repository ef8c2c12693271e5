import type { Database } from '../db/database';

/** The demo accounts the README lists: a member, a trial account and agents with a downline tree. */
export async function seedDemoAccounts(_db: Database): Promise<void> {
  // Filled in by the work on issue 7.
}
