import type { TransactionType } from '@platform/api/contract';
import type { Queryable } from '../../db/database';
import type { PointsChangeType } from '../../points/points-ledger';
import { businessDayOf } from '../../shared/business-day';
import { centsText } from '../../shared/money';
import { PROMOTIONAL_TURNOVER_MULTIPLE } from '../../wallet/promotional-credit';

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

interface OpeningCredit {
  memberId: number;
  kind: 'WELCOME' | 'TRIAL';
  cents: number;
  /** The index of its BONUS movement in the book. */
  movement: number;
  at: Date;
}

/** A bet of the seeded history, as a game would have reported it. */
export interface SeedBet {
  memberId: number;
  merchantCode: string;
  gameCode: string;
  gameName: string;
  vendorCode: string;
  gameType: string;
  betCents: number;
  /** What it paid back, stake included; null while unsettled (its draw is still to come). */
  payoutCents: number | null;
  detail: Record<string, unknown>;
  remark: string;
  at: Date;
}

interface BookBet extends SeedBet {
  movement: number;
}

interface SeedGrant extends OpeningCredit {
  lockedCents: number;
  requiredCents: number | null;
  doneCents: number;
  status: 'ACTIVE' | 'RELEASED' | 'SPENT';
  endedAt: Date | null;
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
  private readonly openingCredits: OpeningCredit[] = [];
  private readonly bets: BookBet[] = [];

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

  /**
   * Records a bet as a game's round would: its BET entry (and WIN when it paid something) and its
   * row in the bet store, the round numbered by the movement's reference. Returns the movement.
   */
  placeBet(bet: SeedBet): number {
    const legs: BookLeg[] = [{ memberId: bet.memberId, walletCode: 'MAIN', cents: -bet.betCents, type: 'BET', remark: bet.remark }];
    if (bet.payoutCents) legs.push({ memberId: bet.memberId, walletCode: 'MAIN', cents: bet.payoutCents, type: 'WIN', remark: bet.remark });
    const movement = this.post('SP', legs, bet.at);
    this.bets.push({ ...bet, movement });
    return movement;
  }

  /**
   * Records the opening credit as grantOpeningCredit would: a BONUS movement and a grant of
   * promotional credit (and the idempotency row, so grantOpeningCredit never repeats it).
   */
  openingCredit(memberId: number, kind: 'WELCOME' | 'TRIAL', cents: number, remark: string, at: Date): void {
    const movement = this.post('WB', [{ memberId, walletCode: 'MAIN', cents, type: 'BONUS', remark }], at);
    this.openingCredits.push({ memberId, kind, cents, movement, at });
  }

  /**
   * The opening credits' grants after the book's history, by the ledger's rules
   * (promotional-lock.ts): bets count towards the turnover, which releases the grant once met and
   * the member has deposited; a member's total falling below the lock shrinks it, and to nothing
   * spends it.
   */
  private promotionalGrants(): SeedGrant[] {
    const grants = new Map<number, SeedGrant>();
    const credits = new Map(this.openingCredits.map((credit) => [credit.movement, credit]));
    const totals = new Map<number, number>();
    const deposited = new Set<number>();
    for (const entry of this.entries) {
      const total = (totals.get(entry.memberId) ?? 0) + entry.cents;
      totals.set(entry.memberId, total);
      if (entry.type === 'DEPOSIT') deposited.add(entry.memberId);
      const credit = credits.get(entry.movement);
      if (credit !== undefined) {
        const required = credit.kind === 'TRIAL' ? null : credit.cents * PROMOTIONAL_TURNOVER_MULTIPLE;
        grants.set(entry.memberId, { ...credit, lockedCents: credit.cents, requiredCents: required, doneCents: 0, status: 'ACTIVE', endedAt: null });
        continue;
      }
      const grant = grants.get(entry.memberId);
      if (grant === undefined || grant.status !== 'ACTIVE') continue;
      if (entry.type === 'BET' && entry.cents < 0 && grant.requiredCents !== null) {
        grant.doneCents = Math.min(grant.requiredCents, grant.doneCents - entry.cents);
      }
      if (grant.requiredCents !== null && grant.doneCents === grant.requiredCents && deposited.has(entry.memberId)) {
        Object.assign(grant, { status: 'RELEASED', lockedCents: 0, endedAt: entry.at });
        continue;
      }
      if (total < grant.lockedCents) {
        grant.lockedCents = total;
        if (total === 0) Object.assign(grant, { status: 'SPENT', endedAt: entry.at });
      }
    }
    return [...grants.values()];
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
       on conflict (member_id, wallet_code) do update set balance = wallet.balance + excluded.balance,
         updated_at = greatest(wallet.updated_at, excluded.updated_at)`,
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
    const b = this.bets;
    await tx.query(
      `insert into bet (member_id, merchant_code, round_no, game_code, game_name, vendor_code, game_type, bet_amount, valid_bet, payout,
                        detail, bet_at, settled_at, business_day)
       select m, mc, r, gc, gn, v, gt, a, a, p, d, t, case when p is null then null else t end, bd
         from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::numeric[], $9::numeric[],
                     $10::jsonb[], $11::timestamptz[], $12::date[]) as b(m, mc, r, gc, gn, v, gt, a, p, d, t, bd)`,
      [
        b.map((x) => x.memberId),
        b.map((x) => x.merchantCode),
        b.map((x) => referenceNo(x.movement)),
        b.map((x) => x.gameCode),
        b.map((x) => x.gameName),
        b.map((x) => x.vendorCode),
        b.map((x) => x.gameType),
        b.map((x) => centsText(x.betCents)),
        b.map((x) => (x.payoutCents === null ? null : centsText(x.payoutCents))),
        b.map((x) => JSON.stringify(x.detail)),
        b.map((x) => x.at),
        b.map((x) => businessDayOf(x.at)),
      ],
    );
    const o = this.openingCredits;
    await tx.query(
      `insert into money_request (member_id, request_id, kind, params, result, created_at)
       select m, 'opening-credit', 'OPENING_CREDIT', jsonb_build_object('amount', a), jsonb_build_object('amount', a), t
         from unnest($1::int[], $2::numeric[], $3::timestamptz[]) as o(m, a, t)
       on conflict do nothing`,
      [o.map((x) => x.memberId), o.map((x) => x.cents / 100), o.map((x) => x.at)],
    );
    const g = this.promotionalGrants();
    await tx.query(
      `with granted as (
         insert into promo_credit (member_id, kind, grant_key, amount, locked_amount, turnover_required, turnover_done, status, reference_no, granted_at, ended_at)
         select m, k, 'opening-credit', a, l, r, d, s, n, t, e
           from unnest($1::int[], $2::text[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::text[], $8::text[], $9::timestamptz[], $10::timestamptz[])
                as g(m, k, a, l, r, d, s, n, t, e)
         on conflict (member_id, grant_key) do nothing
         returning member_id, locked_amount, status
       )
       update wallet w set locked_promo = w.locked_promo + granted.locked_amount
         from granted where w.member_id = granted.member_id and w.wallet_code = 'MAIN' and granted.status = 'ACTIVE'`,
      [
        g.map((x) => x.memberId),
        g.map((x) => x.kind),
        g.map((x) => centsText(x.cents)),
        g.map((x) => centsText(x.lockedCents)),
        g.map((x) => (x.requiredCents === null ? null : centsText(x.requiredCents))),
        g.map((x) => centsText(x.doneCents)),
        g.map((x) => x.status),
        g.map((x) => referenceNo(x.movement)),
        g.map((x) => x.at),
        g.map((x) => x.endedAt),
      ],
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
