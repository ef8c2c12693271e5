import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { DAY_MS } from '../shared/business-day';
import { writeDailyTotalsFromHistory } from '../bets/daily-totals-from-history';

/** How much history to write: members, and per member ledger entries and bets spread over the last `days` days. */
export interface BulkHistorySize {
  members: number;
  ledgerPerMember: number;
  betsPerMember: number;
  days: number;
}

const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT'];
const VENDORS = ['PT', 'CQ9', 'AG', 'IBC', 'TCG_SEA', 'MG', 'DG'];

/** Where the new members sit in the agent tree: under these uplines in turn (at the top of a tree without them). */
export interface BulkHistoryPlacement {
  uplineIds?: readonly number[];
}

/**
 * Large-data history for query plans and the benchmark, written with a few `insert … select
 * generate_series` statements: members, their MAIN wallets, a ledger whose running balance is
 * right (a repeating DEPOSIT 100, BET -20, WIN 10, BET -20), settled bets across game types and
 * vendors (every tenth unsettled), and their daily totals by insert … select … group by.
 * Answers the new members' ids.
 */
export async function writeBulkHistory(db: Queryable, merchantCode: string, size: BulkHistorySize, now: Date, placement: BulkHistoryPlacement = {}): Promise<number[]> {
  const uplineIds = placement.uplineIds ?? [];
  const created = await db.query<{ id: number }>(
    `insert into member (merchant_code, account, password_hash, parent_id)
     select $1, 'bulk' || $3 || '_' || g, 'not-a-hash', ($4::int[])[1 + g % greatest(cardinality($4::int[]), 1)]
       from generate_series(1, $2) g order by g returning id`,
    // A batch of its own: accounts never collide with an earlier call's.
    [merchantCode, size.members, randomBytes(4).toString('hex'), uplineIds],
  );
  const ids = created.rows.map((row) => row.id);
  const ledgerStep = Math.max(1, Math.floor((size.days * DAY_MS) / size.ledgerPerMember));
  const betStep = Math.max(1, Math.floor((size.days * DAY_MS) / size.betsPerMember));
  const last = size.ledgerPerMember - 1;
  // The balance after entry i of the repeating movement: 70 a cycle, then 100, 80, 90, 70 within it.
  const balanceAfter = (i: string) => `70 * (${i} / 4) + (array[100, 80, 90, 70])[${i} % 4 + 1]`;
  await db.query(
    `insert into wallet (member_id, wallet_code, balance, updated_at)
     select m, 'MAIN', ${balanceAfter(String(last))}, $2 from unnest($1::int[]) m`,
    [ids, now],
  );
  await db.query(
    `insert into ledger_entry (wallet_id, member_id, wallet_code, amount, balance_after, type, reference_no, remark, created_at)
     select w.id, w.member_id, 'MAIN', (array[100, -20, 10, -20])[i % 4 + 1], ${balanceAfter('i')},
            (array['DEPOSIT', 'BET', 'WIN', 'BET'])[i % 4 + 1], 'BK' || w.member_id || 'X' || i, 'Bulk history',
            $2::timestamptz - (($3 - i) * $4::bigint) * interval '1 millisecond'
       from wallet w cross join generate_series(0, $3) i
      where w.member_id = any($1::int[]) and w.wallet_code = 'MAIN'`,
    [ids, now, last, ledgerStep],
  );
  await db.query(
    `insert into bet (member_id, merchant_code, round_no, game_code, game_name, vendor_code, game_type, bet_amount, valid_bet, payout, bet_at, settled_at, business_day)
     select m, $2, 'BB' || m || 'X' || i, 'BULK-' || (i % 40), 'Bulk game ' || (i % 40), ($6::text[])[i % ${VENDORS.length} + 1], ($5::text[])[i % ${GAME_TYPES.length} + 1],
            1 + i % 10, 1 + i % 10, case when i % 10 = 9 then null when i % 3 = 0 then 2 * (1 + i % 10) else 0 end,
            t, case when i % 10 = 9 then null else t end, ((t at time zone 'UTC') + interval '8 hours')::date
       from unnest($1::int[]) m cross join generate_series(0, $3 - 1) i
            cross join lateral (select $7::timestamptz - (($3 - i) * $4::bigint) * interval '1 millisecond' as t) moment`,
    [ids, merchantCode, size.betsPerMember, betStep, GAME_TYPES, VENDORS, now],
  );
  await writeDailyTotalsFromHistory(db, ids);
  return ids;
}
