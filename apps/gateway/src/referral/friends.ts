import type { ReferralFriendStatus, ReferralRules } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { moneyToCents } from '../shared/money';

/** What an inviter earns for a friend: on the friend's first paid deposit, and once the friend qualifies. */
export type ReferralMilestone = 'FIRST_DEPOSIT' | 'QUALIFIED';

/** An invited friend with what the friend did and what the inviter earned and was paid for it. */
export interface InvitedFriend {
  friendId: number;
  account: string;
  registeredAt: Date;
  firstDepositAt: Date | null;
  status: ReferralFriendStatus;
  /** Milestones reached whose reward is more than 0 and not paid yet, with their reward in cents. */
  claimable: { milestone: ReferralMilestone; cents: number }[];
  claimableCents: number;
  paidCents: number;
}

interface FriendRow {
  friend_id: number;
  account: string;
  registered_at: Date;
  first_deposit_at: Date | null;
  deposits: number;
  valid_bets: number;
  paid: Record<ReferralMilestone, number> | null;
}

/**
 * A friend's status: QUALIFIED once the friend's deposits and valid bets (since registering)
 * both reach the merchant's thresholds, after a first deposit; DEPOSITED after a first paid
 * deposit; REGISTERED before. A deposit is a DEPOSIT movement of the ledger.
 */
export function friendStatus(rules: ReferralRules, firstDepositAt: Date | null, depositCents: number, validBetCents: number): ReferralFriendStatus {
  if (firstDepositAt === null) return 'REGISTERED';
  const qualified = depositCents >= moneyToCents(rules.qualifyingDeposits) && validBetCents >= moneyToCents(rules.qualifyingValidBets);
  return qualified ? 'QUALIFIED' : 'DEPOSITED';
}

function milestonesOf(status: ReferralFriendStatus): ReferralMilestone[] {
  if (status === 'QUALIFIED') return ['FIRST_DEPOSIT', 'QUALIFIED'];
  return status === 'DEPOSITED' ? ['FIRST_DEPOSIT'] : [];
}

/** A page of the inviter's friends (newest first), or every friend when `page` is left out. */
export async function loadInvitedFriends(
  db: Queryable,
  inviterId: number,
  rules: ReferralRules,
  page?: { pageNo: number; pageSize: number },
): Promise<InvitedFriend[]> {
  const paging = page ? `limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}` : '';
  // Per friend: the first deposit in the ledger, the deposits and valid bets of the daily totals, and the rewards already paid.
  const result = await db.query<FriendRow>(
    `select r.friend_id, m.account, r.registered_at, d.first_deposit_at,
            coalesce(t.deposits, 0)::float8 as deposits, coalesce(t.valid_bets, 0)::float8 as valid_bets, p.paid
     from referral r
     join member m on m.id = r.friend_id
     left join lateral (select min(created_at) as first_deposit_at from ledger_entry where member_id = r.friend_id and type = 'DEPOSIT') d on true
     left join lateral (select sum(deposits) as deposits, sum(valid_bets) as valid_bets from member_daily_totals where member_id = r.friend_id) t on true
     left join lateral (select jsonb_object_agg(milestone, amount::float8) as paid
                        from referral_reward where friend_id = r.friend_id) p on true
     where r.referrer_id = $1
     order by r.registered_at desc, r.friend_id desc ${paging}`,
    [inviterId],
  );
  const rewardCents: Record<ReferralMilestone, number> = {
    FIRST_DEPOSIT: moneyToCents(rules.firstDepositReward),
    QUALIFIED: moneyToCents(rules.qualifiedReward),
  };
  return result.rows.map((row) => {
    const status = friendStatus(rules, row.first_deposit_at, moneyToCents(row.deposits), moneyToCents(row.valid_bets));
    const paid = row.paid ?? ({} as Partial<Record<ReferralMilestone, number>>);
    const claimable = milestonesOf(status)
      .filter((milestone) => paid[milestone] === undefined && rewardCents[milestone] > 0)
      .map((milestone) => ({ milestone, cents: rewardCents[milestone] }));
    return {
      friendId: row.friend_id,
      account: row.account,
      registeredAt: row.registered_at,
      firstDepositAt: row.first_deposit_at,
      status,
      claimable,
      claimableCents: claimable.reduce((sum, reward) => sum + reward.cents, 0),
      paidCents: Object.values(paid).reduce((sum, amount) => sum + moneyToCents(amount ?? 0), 0),
    };
  });
}

/** How many friends the inviter has (for the page count). */
export async function countInvitedFriends(db: Queryable, inviterId: number): Promise<number> {
  const result = await db.query<{ n: number }>('select count(*)::int as n from referral where referrer_id = $1', [inviterId]);
  return result.rows[0]?.n ?? 0;
}
