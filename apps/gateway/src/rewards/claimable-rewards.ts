import { ERROR_CODE, TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import type { ActivityStatus, RewardCenter, RewardKind } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { businessDayOf, DAY_MS, startOfBusinessDay } from '../shared/business-day';
import { centsToMoney, moneyToCents } from '../shared/money';
import {
  isNewbieTask,
  NEWBIE_TASK_CENTS,
  NEWBIE_TASKS,
  NEWBIE_TITLES,
  RESCUE_TITLE,
  rescueCents,
  SIGN_IN_CENTS,
  SIGN_IN_TITLE,
  TURNOVER_MULTIPLE,
} from './reward-rules';
import type { NewbieTask } from './reward-rules';

/** A reward of the member as the reward centre shows it and a claim pays it. */
export interface RewardOffer {
  /** SIGN_IN:yyyy-MM-dd, RESCUE:yyyy-MM-dd, NEWBIE:<task>, or a member_reward's id. */
  rewardId: string;
  kind: RewardKind;
  title: LocalizedText;
  cents: number;
  /** CLAIM_PAYOUT: claimable now; IN_PROGRESS: a newbie task not done yet; else a payout's stored status. */
  status: ActivityStatus;
  expireTime: Date | null;
  promotionId: number | null;
}

/** What the member's computed rewards depend on, read in one statement. */
interface MemberFacts {
  trial: boolean;
  done: Record<NewbieTask, boolean>;
  yesterdayLossCents: number;
  claimedKeys: Set<string>;
}

interface BusinessDays {
  today: string;
  yesterday: string;
  /** When today ends (UTC+8): sign-in and rescue money expire then. */
  endOfToday: Date;
}

function businessDays(now: Date): BusinessDays {
  const today = businessDayOf(now);
  return { today, yesterday: businessDayOf(new Date(now.getTime() - DAY_MS)), endOfToday: new Date(startOfBusinessDay(today, 'today').getTime() + DAY_MS) };
}

const signInKey = (day: string) => `SIGN_IN:${day}`;
const rescueKey = (day: string) => `RESCUE:${day}`;
const newbieKey = (task: NewbieTask) => `NEWBIE:${task}`;

async function memberFacts(db: Queryable, memberId: number, days: BusinessDays): Promise<MemberFacts> {
  const keys = [signInKey(days.today), rescueKey(days.yesterday), ...NEWBIE_TASKS.map(newbieKey)];
  const result = await db.query<{
    type: number;
    phone_bound: boolean;
    payment_password_set: boolean;
    deposited: boolean;
    yesterday_loss: number;
    claimed: string[];
  }>(
    `select m.type, m.mobile_num is not null as phone_bound, m.payment_password_hash is not null as payment_password_set,
            exists (select 1 from ledger_entry e where e.member_id = m.id and e.type = 'DEPOSIT') as deposited,
            coalesce((select (t.bets - t.payouts)::float8 from member_daily_totals t where t.member_id = m.id and t.business_day = $2::date), 0) as yesterday_loss,
            array(select c.reward_key from reward_claim c where c.member_id = m.id and c.reward_key = any($3::text[])) as claimed
       from member m where m.id = $1`,
    [memberId, days.yesterday, keys],
  );
  const row = result.rows[0];
  if (!row) throw new RequestError(404, ERROR_CODE.notFound, 'No such member');
  return {
    trial: row.type === TRIAL_ACCOUNT_TYPE,
    done: { BIND_PHONE: row.phone_bound, PAYMENT_PASSWORD: row.payment_password_set, FIRST_DEPOSIT: row.deposited },
    yesterdayLossCents: moneyToCents(row.yesterday_loss),
    claimedKeys: new Set(row.claimed),
  };
}

/** The sign-in, newbie tasks and rescue money of the member today, less what was claimed (a trial account gets none). */
function computedOffers(facts: MemberFacts, days: BusinessDays): RewardOffer[] {
  if (facts.trial) return [];
  const offers: RewardOffer[] = [];
  const open = (offer: Omit<RewardOffer, 'promotionId'>) => {
    if (!facts.claimedKeys.has(offer.rewardId)) offers.push({ ...offer, promotionId: null });
  };
  open({ rewardId: signInKey(days.today), kind: 'SIGN_IN', title: SIGN_IN_TITLE, cents: SIGN_IN_CENTS, status: 'CLAIM_PAYOUT', expireTime: days.endOfToday });
  const rescue = rescueCents(facts.yesterdayLossCents);
  if (rescue > 0) {
    open({ rewardId: rescueKey(days.yesterday), kind: 'RESCUE', title: RESCUE_TITLE, cents: rescue, status: 'CLAIM_PAYOUT', expireTime: days.endOfToday });
  }
  for (const task of NEWBIE_TASKS) {
    open({
      rewardId: newbieKey(task),
      kind: 'NEWBIE',
      title: NEWBIE_TITLES[task],
      cents: NEWBIE_TASK_CENTS[task],
      status: facts.done[task] ? 'CLAIM_PAYOUT' : 'IN_PROGRESS',
      expireTime: null,
    });
  }
  return offers;
}

interface StoredRewardRow {
  id: number;
  title: LocalizedText;
  amount: number;
  status: ActivityStatus;
  promotion_id: number | null;
  expire_time: Date | null;
}

function storedOffer(row: StoredRewardRow): RewardOffer {
  return {
    rewardId: String(row.id),
    kind: 'PROMOTION',
    title: row.title,
    cents: moneyToCents(row.amount),
    status: row.status,
    expireTime: row.expire_time === null ? null : new Date(row.expire_time),
    promotionId: row.promotion_id,
  };
}

/**
 * The member's reward centre: today's computed rewards (claimable first, then newbie tasks in
 * progress) and the promotions' rewards, newest first, less payouts that expired unclaimed. The
 * count is what can be claimed now: the centre's badge.
 */
export async function loadRewardCentre(db: Queryable, memberId: number, locale: ContentLocale, now: Date): Promise<RewardCenter> {
  const days = businessDays(now);
  const computed = computedOffers(await memberFacts(db, memberId, days), days);
  const stored = await db.query<StoredRewardRow>(
    `select id, title, amount::float8 as amount, status, promotion_id, expire_time from member_reward
      where member_id = $1 and not (status = 'CLAIM_PAYOUT' and expire_time is not null and expire_time <= $2)
      order by created_at desc, id desc`,
    [memberId, now],
  );
  const offers = [...computed.sort((a, b) => Number(b.status === 'CLAIM_PAYOUT') - Number(a.status === 'CLAIM_PAYOUT')), ...stored.rows.map(storedOffer)];
  const rewards = offers.map((offer) => ({
    // A promotion's reward keeps its numeric id, as the contract has always given it.
    rewardId: offer.kind === 'PROMOTION' ? Number(offer.rewardId) : offer.rewardId,
    title: localize(offer.title, locale),
    amount: centsToMoney(offer.cents),
    status: offer.status,
    promotionId: offer.promotionId,
    expireTime: offer.expireTime === null ? null : offer.expireTime.toISOString(),
    kind: offer.kind,
    turnoverMultiple: TURNOVER_MULTIPLE[offer.kind],
  }));
  return { unclaimedCount: rewards.filter((reward) => reward.status === 'CLAIM_PAYOUT').length, rewards };
}

/** The largest id an integer column holds: a larger one names no reward (and must not reach the database). */
const MAX_ROW_ID = 2_147_483_647;

const refused = (message: string) => new RequestError(409, ERROR_CODE.operationNotAllowed, message);

/**
 * The reward `rewardId` if the member may claim it now, inside the claim's transaction (the
 * member's MAIN wallet locked, a promotion's payout row locked): otherwise a 404 (no such reward)
 * or a 409 that says why (expired, not yet, not done, already claimed).
 */
export async function claimableOffer(tx: Queryable, memberId: number, rewardId: string, now: Date): Promise<RewardOffer> {
  const days = businessDays(now);
  const [kind, period] = rewardId.split(':') as [string, string | undefined];
  if (period === undefined) return claimablePayout(tx, memberId, Number(kind), now);
  const facts = await memberFacts(tx, memberId, days);
  if (facts.claimedKeys.has(rewardId)) throw refused('This reward has already been claimed');
  if (kind === 'SIGN_IN' || kind === 'RESCUE') {
    const day = kind === 'SIGN_IN' ? days.today : days.yesterday;
    startOfBusinessDay(period, 'rewardId');
    if (period < day) throw refused(`This reward expired at ${new Date(startOfBusinessDay(period, 'rewardId').getTime() + (kind === 'SIGN_IN' ? 1 : 2) * DAY_MS).toISOString()}`);
    if (period > day) throw refused('This reward cannot be claimed yet');
  } else if (!isNewbieTask(period)) {
    throw new RequestError(404, ERROR_CODE.notFound, 'No such reward');
  }
  const offer = computedOffers(facts, days).find((item) => item.rewardId === rewardId);
  if (!offer) throw refused(facts.trial ? 'Rewards are for real accounts' : 'Nothing to claim: the loss of that day is below the rescue minimum');
  if (offer.status !== 'CLAIM_PAYOUT') throw refused('Finish the task first, then claim its reward');
  return offer;
}

/** A promotion's payout of the member, locked, if it is waiting to be claimed and has not expired. */
async function claimablePayout(tx: Queryable, memberId: number, id: number, now: Date): Promise<RewardOffer> {
  if (!Number.isSafeInteger(id) || id > MAX_ROW_ID) throw new RequestError(404, ERROR_CODE.notFound, 'No such reward');
  const found = await tx.query<StoredRewardRow>(
    'select id, title, amount::float8 as amount, status, promotion_id, expire_time from member_reward where id = $1 and member_id = $2 for update',
    [id, memberId],
  );
  const row = found.rows[0];
  if (!row) throw new RequestError(404, ERROR_CODE.notFound, 'No such reward');
  if (row.status === 'CLAIMED') throw refused('This reward has already been claimed');
  if (row.status !== 'CLAIM_PAYOUT') throw refused(`This reward is ${row.status}, not ready to claim`);
  if (row.expire_time !== null && new Date(row.expire_time) <= now) throw refused(`This reward expired at ${new Date(row.expire_time).toISOString()}`);
  if (row.amount <= 0) throw refused('This reward has nothing to pay');
  return storedOffer(row);
}
