import { recordBet } from '../../bets/record-bet';
import type { Database } from '../../db/database';
import { DAY_MS } from '../../shared/business-day';
import { nextReferenceNo } from '../../shared/money';
import { seededRandom } from '../../shared/seeded-random';
import { MAIN_WALLET, postLedgerMovement } from '../../wallet/ledger';
import type { LedgerLeg } from '../../wallet/ledger';
import { loadSeedGames } from '../bets/seed-games';
import { seedRound } from '../bets/seed-rounds';

/** How recent a recruit is: the agent centre's longest overview preset. */
const RECRUIT_DAYS = 30;
const STAKES_CENTS = [100, 200, 500, 1_000] as const;

interface Recruit {
  id: number;
  merchant_code: string;
  account: string;
  /** After the recruit's last ledger entry (its first deposit): where its play starts. */
  play_from: Date;
  balance_cents: number;
}

/**
 * The first rounds of the demo agents' recent recruits (players registered under an agent in the
 * last RECRUIT_DAYS days, such as those who joined through an affiliate link), so the agent
 * centre's team overview shows new members turning active and its team reports show their play:
 * on one to three days after joining, a few slot rounds staked from the first deposit. Each round
 * goes through the ledger and the bet store in one transaction, as the demo slot books a spin.
 * Deterministic (seeded by account) and idempotent: a recruit that has any bet is left alone.
 */
export async function seedRecruitPlay(db: Database, now: Date): Promise<void> {
  const recruits = await db.query<Recruit>(
    `select m.id, m.merchant_code, m.account, max(e.created_at) + interval '30 minutes' as play_from, (w.balance * 100)::int as balance_cents
       from member m
       join wallet w on w.member_id = m.id and w.wallet_code = $3
       join ledger_entry e on e.member_id = m.id
      where m.parent_id is not null and m.type = 0 and m.created_at >= $1 and m.created_at < $2
        and not exists (select 1 from bet b where b.member_id = m.id)
      group by m.id, w.balance
      order by m.id`,
    [new Date(now.getTime() - RECRUIT_DAYS * DAY_MS), now, MAIN_WALLET],
  );
  for (const recruit of recruits.rows) {
    const slots = (await loadSeedGames(db, recruit.merchant_code)).get('RNG') ?? [];
    if (slots.length === 0) continue;
    const random = seededRandom(`recruit-play:${recruit.merchant_code}:${recruit.account.toLowerCase()}`);
    let balance = recruit.balance_cents;
    const playDays = 1 + random.int(3);
    for (let day = 0; day < playDays; day++) {
      const rounds = 2 + random.int(4);
      for (let round = 0; round < rounds; round++) {
        const at = new Date(recruit.play_from.getTime() + day * DAY_MS + round * 7 * 60_000);
        const betCents = Math.min(random.pick(STAKES_CENTS), balance);
        if (at.getTime() >= now.getTime() || betCents < 100) break;
        const game = random.pick(slots);
        const outcome = seedRound(random, 'RNG', betCents, at);
        await db.transaction(async (tx) => {
          const roundNo = await nextReferenceNo(tx, 'SP');
          const legs: LedgerLeg[] = [{ memberId: recruit.id, walletCode: MAIN_WALLET, cents: -betCents, type: 'BET', remark: game.gameName }];
          if (outcome.payoutCents > 0) legs.push({ memberId: recruit.id, walletCode: MAIN_WALLET, cents: outcome.payoutCents, type: 'WIN', remark: game.gameName });
          await postLedgerMovement(tx, legs, { referenceNo: roundNo, now: at });
          await recordBet(tx, { memberId: recruit.id, merchantCode: recruit.merchant_code, roundNo, ...game, betCents, payoutCents: outcome.payoutCents, detail: outcome.detail, now: at });
        });
        balance += outcome.payoutCents - betCents;
      }
    }
  }
}
