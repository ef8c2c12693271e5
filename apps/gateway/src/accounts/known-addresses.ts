import type { Queryable } from '../db/database';

/*
 * The addresses each member has logged in or registered from (request.ip, which follows
 * TRUST_PROXY). A right password from an address not among them asks for a second factor
 * (second-factor.ts).
 */

/** Records that the member logged in from an address now (new, or seen again). */
export async function recordKnownAddress(db: Queryable, memberId: number, address: string, now: Date): Promise<void> {
  await db.query(
    `insert into member_known_address (member_id, address, first_seen, last_seen) values ($1, $2, $3, $3)
     on conflict (member_id, address) do update set last_seen = greatest(member_known_address.last_seen, excluded.last_seen)`,
    [memberId, address, now],
  );
}

/** Whether the member has logged in from the address before; and whether from any address at all. */
export async function knownAddressState(db: Queryable, memberId: number, address: string): Promise<{ known: boolean; anyRecorded: boolean }> {
  const result = await db.query<{ known: boolean; any_recorded: boolean }>(
    `select exists (select 1 from member_known_address where member_id = $1 and address = $2) as known,
            exists (select 1 from member_known_address where member_id = $1) as any_recorded`,
    [memberId, address],
  );
  const row = result.rows[0];
  return { known: row?.known ?? false, anyRecorded: row?.any_recorded ?? false };
}
