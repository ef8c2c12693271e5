import type { Database } from '../db/database';

/** Banners, notices, promotions, help centre and missions. */
export async function seedContent(_db: Database): Promise<void> {
  // Filled in by the work on issue 7.
}
