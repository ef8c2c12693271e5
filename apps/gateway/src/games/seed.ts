import type { Database } from '../db/database';

/** Categories, providers with logos and the demo games. */
export async function seedCatalogue(_db: Database): Promise<void> {
  // Filled in by the work on issue 7.
}
