/**
 * Missions measured from real events, and the referral programme. A mission's progress is not
 * stored: it is read from the indexed totals of what happened since its period began (daily bet
 * totals, paid deposits, logins, invitations), so it can never drift from the events. What is
 * stored is the claim: one row per mission, member and period, whose key is what makes a claim
 * pay once. Needs 0005 (ledger_entry), 0007 (mission), 0012 (login_record) and 0013.
 */
export const missionsReferral = `
-- What a mission measures (see MissionKind in the contract), over which span, and what its claim
-- credits besides its leaderboard points.
alter table mission add column kind text not null default 'BET_COUNT'
  check (kind in ('LOGIN_DAYS', 'DEPOSIT_COUNT', 'DEPOSIT_AMOUNT', 'BET_COUNT', 'VALID_BETS', 'INVITES'));
-- A bet mission's game type (RNG, LIVE…); null counts every game.
alter table mission add column game_type text;
alter table mission add column period text not null default 'MONTH' check (period in ('DAY', 'WEEK', 'MONTH'));
-- The bonus (promotional credit) a claim credits; 0 for a mission that gives points only.
alter table mission add column reward_amount numeric(18,2) not null default 0 check (reward_amount >= 0);
alter table mission add column description jsonb;

-- A claimed mission: once per member and period (the primary key).
create table mission_claim (
  mission_id integer not null references mission (id),
  member_id integer not null references member (id) on delete cascade,
  merchant_code text not null references merchant (code),
  -- The first business day of the period the claim is for.
  period_start date not null,
  points integer not null,
  amount numeric(18,2) not null,
  -- The BONUS movement's reference number; null when the mission gives points only.
  reference_no text,
  claimed_at timestamptz not null,
  primary key (mission_id, member_id, period_start)
);
-- The leaderboard: a merchant's claims of the activity (the last 30 days).
create index mission_claim_merchant_time on mission_claim (merchant_code, claimed_at);
create index mission_claim_member on mission_claim (member_id, claimed_at);

-- The deposit-count missions and the referral statuses read a member's deposits in the ledger.
create index ledger_entry_member_deposit on ledger_entry (member_id, created_at) where type = 'DEPOSIT';
-- The login missions read a member's successful logins since a moment.
create index login_record_member_time on login_record (member_id, created_at) where succeeded;

-- A member's invitation code: made on first use, stable, unique in the merchant.
create table referral_code (
  member_id integer primary key references member (id) on delete cascade,
  merchant_code text not null references merchant (code),
  code text not null,
  created_at timestamptz not null,
  unique (merchant_code, code)
);

-- Who invited whom: a member registers through at most one invitation.
create table referral (
  friend_id integer primary key references member (id) on delete cascade,
  referrer_id integer not null references member (id) on delete cascade,
  registered_at timestamptz not null
);
create index referral_referrer on referral (referrer_id, registered_at desc, friend_id desc);

-- The merchant's referral rules (a merchant without a row uses DEFAULT_REFERRAL_RULES).
create table referral_rule (
  merchant_code text primary key references merchant (code),
  first_deposit_reward numeric(18,2) not null check (first_deposit_reward >= 0),
  qualified_reward numeric(18,2) not null check (qualified_reward >= 0),
  qualifying_deposits numeric(18,2) not null check (qualifying_deposits >= 0),
  qualifying_valid_bets numeric(18,2) not null check (qualifying_valid_bets >= 0)
);

-- A referral reward paid: once per friend and milestone (the primary key).
create table referral_reward (
  friend_id integer not null references member (id) on delete cascade,
  milestone text not null check (milestone in ('FIRST_DEPOSIT', 'QUALIFIED')),
  referrer_id integer not null references member (id) on delete cascade,
  amount numeric(18,2) not null,
  reference_no text not null,
  paid_at timestamptz not null,
  primary key (friend_id, milestone)
);
create index referral_reward_referrer on referral_reward (referrer_id, paid_at desc);
`;
