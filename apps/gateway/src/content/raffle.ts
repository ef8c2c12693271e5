import { randomInt } from 'node:crypto';
import { ERROR_CODE } from '@platform/api/contract';
import type { RafflePrize } from '@platform/api/contract';
import type { Database } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { isUniqueViolation } from '../db/errors';
import { addDailyMoney } from '../bets/daily-totals';
import { refuseIfExcluded } from '../protection/exclusions';
import { amountInCents } from '../shared/money';
import { grantPromotionalCredit } from '../wallet/promotional-credit';
import { nextPlatformDay, platformDay } from './promotion-status';

export interface RaffleDrawInput {
  merchantCode: string;
  memberId: number;
  promotionId: number;
  locale: ContentLocale;
  now: Date;
}

interface PrizeRow {
  sort_order: number;
  name: LocalizedText;
  amount: number;
  weight: number;
}

/** Picks a prize by weight with a cryptographic random number: the member cannot predict it. */
function drawPrize(prizes: PrizeRow[]): PrizeRow {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = randomInt(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  return prizes[prizes.length - 1]!;
}

/**
 * Draws a raffle promotion's prize for a member: one draw per member per platform day (a unique
 * key makes a second, even a simultaneous one, fail), granted as promotional credit (BONUS, locked
 * until its turnover is met) and recorded in the reward centre, all in one transaction. An
 * excluded member is refused (EXCLUDED).
 */
export async function claimRaffle(db: Database, input: RaffleDrawInput): Promise<RafflePrize> {
  // Issue 22: no gift for a member on a time-out or self-excluded.
  await refuseIfExcluded(db, input.memberId, input.now);
  try {
    return await db.transaction(async (tx) => {
      const found = await tx.query<{ kind: string; title: LocalizedText; start_time: Date; end_time: Date | null }>(
        'select kind, title, start_time, end_time from promotion where id = $1 and merchant_code = $2',
        [input.promotionId, input.merchantCode],
      );
      const promotion = found.rows[0];
      if (!promotion) throw new RequestError(404, ERROR_CODE.notFound, `No promotion ${input.promotionId}`);
      if (promotion.kind !== 'RAFFLE') throw new RequestError(400, ERROR_CODE.badRequest, `Promotion ${input.promotionId} is not a raffle`);
      if (input.now < new Date(promotion.start_time)) {
        throw new RequestError(409, ERROR_CODE.operationNotAllowed, `The draw opens on ${new Date(promotion.start_time).toISOString()}`);
      }
      if (promotion.end_time !== null && input.now >= new Date(promotion.end_time)) {
        throw new RequestError(409, ERROR_CODE.operationNotAllowed, 'This raffle has ended');
      }
      const prizes = await tx.query<PrizeRow>(
        'select sort_order, name, amount::float8 as amount, weight from raffle_prize where promotion_id = $1 order by sort_order',
        [input.promotionId],
      );
      if (prizes.rows.length === 0) throw new RequestError(409, ERROR_CODE.operationNotAllowed, 'This raffle has no prizes yet');
      const prize = drawPrize(prizes.rows);
      const day = platformDay(input.now);
      const drawn = await tx.query<{ id: number }>(
        `insert into raffle_draw (promotion_id, member_id, draw_day, prize_sort_order, amount, created_at)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning id`,
        [input.promotionId, input.memberId, day, prize.sort_order, prize.amount, input.now],
      );
      const drawId = drawn.rows[0]?.id;
      if (drawId === undefined) throw alreadyDrawn(input.now);
      const granted = await grantPromotionalCredit(tx, {
        memberId: input.memberId,
        kind: 'BONUS',
        amount: prize.amount,
        grantKey: `raffle:${input.promotionId}:${day}`,
        referenceNo: `RAFFLE-${day.replaceAll('-', '')}-${drawId}`,
        remark: `${localize(promotion.title, 'en')}: ${localize(prize.name, 'en')}`,
        now: input.now,
      });
      if (granted) await addDailyMoney(tx, input.memberId, 'bonuses', amountInCents(prize.amount), input.now);
      await tx.query(
        `insert into member_reward (member_id, source_key, promotion_id, title, amount, status, created_at)
         values ($1, $2, $3, $4::jsonb, $5, 'CLAIMED', $6) on conflict do nothing`,
        [input.memberId, `raffle:${input.promotionId}:${day}`, input.promotionId, JSON.stringify(promotion.title), prize.amount, input.now],
      );
      return { prizeName: localize(prize.name, input.locale), amount: prize.amount };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyDrawn(input.now);
    throw error;
  }
}

function alreadyDrawn(now: Date): RequestError {
  return new RequestError(
    409,
    ERROR_CODE.operationNotAllowed,
    `You have already drawn today: the next draw opens at ${nextPlatformDay(now).toISOString()} (00:00 GMT+8)`,
  );
}
