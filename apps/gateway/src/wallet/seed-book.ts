import type { TransactionType } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { PointsChangeType } from '../points/points-ledger';
import { centsText } from './money';

interface BookLeg {
  memberId: number;
  walletCode: string;
  cents: number;
  type: TransactionType;
  remark: string;
}

interface BookEntry extends BookLeg {
  balanceAfter: number;
  movement: number;
  at: Date;
}

interface PointsBookEntry {
  memberId: number;
  points: number;
  pointsAfter: number;
  type: PointsChangeType;
  remark: string;
  movement: number;
  at: Date;
}

/**
 * The seed's ledger, kept in memory and written with a few multi-row inserts: the same rules as
 * postLedgerMovement (balances never below zero, one entry per leg with the balance after it), at
 * seed speed. Reference numbers are drawn from the shared sequence when it is written.
 */
export class SeedBook {
  private readonly balances = new Map<string, number>();
  private readonly points = new Map<number, number>();
  private readonly entries: BookEntry[] = [];
  private readonly pointsEntries: PointsBookEntry[] = [];
  private readonly prefixes: string[] = [];
  private readonly openingCredits: { memberId: number; amount: number; at: Date }[] = [];

  /** The balance of a wallet in the book, in cents. */
  balance(memberId: number, walletCode: string): number {
    return this.balances.get(`${memberId}:${walletCode}`) ?? 0;
  }

  /** Records one movement; returns its index, to which points may refer. */
  post(prefix: string, legs: readonly BookLeg[], at: Date): number {
    const movement = this.prefixes.push(prefix) - 1;
    for (const leg of legs) {
      const key = `${leg.memberId}:${leg.walletCode}`;
      const after = (this.balances.get(key) ?? 0) + leg.cents;
      if (after < 0) throw new Error(`Seed would overdraw ${key}`);
      this.balances.set(key, after);
      this.entries.push({ ...leg, balanceAfter: after, movement, at });
    }
    return movement;
  }

  /** Records the opening credit (and its idempotency row, so grantOpeningCredit never repeats it). */
  openingCredit(memberId: number, cents: number, remark: string, at: Date): void {
    this.post('WB', [{ memberId, walletCode: 'MAIN', cents, type: 'BONUS', remark }], at);
    this.openingCredits.push({ memberId, amount: cents / 100, at });
  }

  /** Adds points, under a movement's reference number or a new one. */
  addPoints(memberId: number, points: number, type: PointsChangeType, remark: string, at: Date, movement?: number): void {
    if (points <= 0) return;
    const after = (this.points.get(memberId) ?? 0) + points;
    this.points.set(memberId, after);
    this.pointsEntries.push({ memberId, points, pointsAfter: after, type, remark, movement: movement ?? this.prefixes.push('PB') - 1, at });
  }

  async write(tx: Queryable): Promise<void> {
    if (this.prefixes.length === 0) return;
    const sequence = await tx.query<{ n: number }>("select nextval('reference_no_seq')::int as n from generate_series(1, $1)", [this.prefixes.length]);
    const referenceNo = (movement: number) => `${this.prefixes[movement]}${String(sequence.rows[movement]!.n).padStart(8, '0')}`;
    const lastMoved = new Map<string, Date>();
    for (const entry of this.entries) {
      const key = `${entry.memberId}:${entry.walletCode}`;
      const seen = lastMoved.get(key);
      if (seen === undefined || seen < entry.at) lastMoved.set(key, entry.at);
    }
    const wallets = [...this.balances.entries()].map(([key, cents]) => ({
      memberId: Number(key.split(':')[0]),
      walletCode: key.slice(key.indexOf(':') + 1),
      cents,
      updatedAt: lastMoved.get(key)!,
    }));
    await tx.query(
      `insert into wallet (member_id, wallet_code, balance, updated_at)
       select * from unnest($1::int[], $2::text[], $3::numeric[], $4::timestamptz[])
       on conflict (member_id, wallet_code) do update set balance = wallet.balance + excluded.balance, updated_at = excluded.updated_at`,
      [wallets.map((w) => w.memberId), wallets.map((w) => w.walletCode), wallets.map((w) => centsText(w.cents)), wallets.map((w) => w.updatedAt)],
    );
    const e = this.entries;
    await tx.query(
      `insert into ledger_entry (wallet_id, member_id, wallet_code, amount, balance_after, type, reference_no, remark, created_at)
       select w.id, e.member_id, e.wallet_code, e.amount, e.balance_after, e.type, e.reference_no, e.remark, e.created_at
         from unnest($1::int[], $2::text[], $3::numeric[], $4::numeric[], $5::text[], $6::text[], $7::text[], $8::timestamptz[])
              with ordinality as e(member_id, wallet_code, amount, balance_after, type, reference_no, remark, created_at, ord)
         join wallet w on w.member_id = e.member_id and w.wallet_code = e.wallet_code
        order by e.ord`,
      [
        e.map((x) => x.memberId),
        e.map((x) => x.walletCode),
        e.map((x) => centsText(x.cents)),
        e.map((x) => centsText(x.balanceAfter)),
        e.map((x) => x.type),
        e.map((x) => referenceNo(x.movement)),
        e.map((x) => x.remark),
        e.map((x) => x.at),
      ],
    );
    const o = this.openingCredits;
    await tx.query(
      `insert into money_request (member_id, request_id, kind, params, result, created_at)
       select m, 'opening-credit', 'OPENING_CREDIT', jsonb_build_object('amount', a), jsonb_build_object('amount', a), t
         from unnest($1::int[], $2::numeric[], $3::timestamptz[]) as o(m, a, t)
       on conflict do nothing`,
      [o.map((x) => x.memberId), o.map((x) => x.amount), o.map((x) => x.at)],
    );
    const totals = [...this.points.entries()];
    await tx.query(
      `insert into points_account (member_id, points) select * from unnest($1::int[], $2::int[])
       on conflict (member_id) do update set points = points_account.points + excluded.points`,
      [totals.map(([memberId]) => memberId), totals.map(([, points]) => points)],
    );
    const p = this.pointsEntries;
    await tx.query(
      `insert into points_entry (member_id, changed_points, points_after, type, reference_no, remark, created_at)
       select m, c, a, t, r, k, d
         from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
              with ordinality as p(m, c, a, t, r, k, d, ord)
        order by ord`,
      [p.map((x) => x.memberId), p.map((x) => x.points), p.map((x) => x.pointsAfter), p.map((x) => x.type), p.map((x) => referenceNo(x.movement)), p.map((x) => x.remark), p.map((x) => x.at)],
    );
  }
}
