/**
 * The daily totals of every agent's team (every downline at every level below it, not the agent
 * itself), kept as the members' daily totals change, so a team report reads a few rows a day
 * instead of a row per member a day (a 5,000-member team's month was 150,000 rows a request).
 *
 * The members' daily totals first gain the bets placed and not settled yet (open_*, on the day
 * they were placed, until they settle), so a report's waiting bets are totals too.
 *
 * Triggers add each change of member_daily_totals and member_daily_game_totals to every ancestor
 * of the member (member_tree, depth >= 1) in the same transaction, whatever wrote it: a bet
 * settled, a deposit, a bulk insert of history. A member's registration adds to its ancestors'
 * new members on its business day. A team's row for a day is split into SHARDS rows by member
 * (member_id % 4): a large team's bets, settled at once in many transactions, would otherwise all
 * wait for one row's lock. Readers sum the shards.
 *
 * active_members counts the members with a settled bet that day (each member once per day, so it
 * adds up over members). Over several days it does not add up: team_active_years keeps, for each
 * ancestor and team member, the days of each year the member had a settled bet as a bit string
 * (bit 0, the leftmost, for 1 January), so the members active in a period are one index range of
 * the ancestor's team, a row a member.
 * Days are business days (UTC+8), as in member_daily_totals. Needs 0013 and 0019.
 */
export const teamDailyTotals = `
alter table member_daily_totals
  add column open_bet_count integer not null default 0,
  add column open_bets numeric(18,2) not null default 0,
  add column open_valid_bets numeric(18,2) not null default 0;
alter table member_daily_game_totals
  add column open_bet_count integer not null default 0,
  add column open_bets numeric(18,2) not null default 0,
  add column open_valid_bets numeric(18,2) not null default 0;

insert into member_daily_totals as t (member_id, business_day, open_bet_count, open_bets, open_valid_bets)
select member_id, business_day, count(*), sum(bet_amount), sum(valid_bet) from bet where settled_at is null group by member_id, business_day
on conflict (member_id, business_day) do update set
  open_bet_count = excluded.open_bet_count, open_bets = excluded.open_bets, open_valid_bets = excluded.open_valid_bets;
insert into member_daily_game_totals as t (member_id, business_day, game_type, open_bet_count, open_bets, open_valid_bets)
select member_id, business_day, game_type, count(*), sum(bet_amount), sum(valid_bet) from bet where settled_at is null group by member_id, business_day, game_type
on conflict (member_id, business_day, game_type) do update set
  open_bet_count = excluded.open_bet_count, open_bets = excluded.open_bets, open_valid_bets = excluded.open_valid_bets;
create table team_daily_totals (
  ancestor_id integer not null references member (id) on delete cascade,
  business_day date not null,
  shard smallint not null,
  new_members integer not null default 0,
  active_members integer not null default 0,
  bet_count integer not null default 0,
  bets numeric(18,2) not null default 0,
  valid_bets numeric(18,2) not null default 0,
  payouts numeric(18,2) not null default 0,
  deposits numeric(18,2) not null default 0,
  withdrawals numeric(18,2) not null default 0,
  bonuses numeric(18,2) not null default 0,
  rebates numeric(18,2) not null default 0,
  open_bet_count integer not null default 0,
  open_bets numeric(18,2) not null default 0,
  open_valid_bets numeric(18,2) not null default 0,
  primary key (ancestor_id, business_day, shard)
);

create table team_daily_game_totals (
  ancestor_id integer not null references member (id) on delete cascade,
  business_day date not null,
  game_type text not null,
  shard smallint not null,
  bet_count integer not null default 0,
  bets numeric(18,2) not null default 0,
  valid_bets numeric(18,2) not null default 0,
  payouts numeric(18,2) not null default 0,
  open_bet_count integer not null default 0,
  open_bets numeric(18,2) not null default 0,
  open_valid_bets numeric(18,2) not null default 0,
  primary key (ancestor_id, business_day, game_type, shard)
);

create table team_active_years (
  ancestor_id integer not null references member (id) on delete cascade,
  year smallint not null,
  member_id integer not null references member (id) on delete cascade,
  days bit(366) not null,
  primary key (ancestor_id, year, member_id)
-- A row changes once a day a member plays: room on its page keeps each change there (a HOT
-- update), so the table stays the size of its rows rather than of every version of them.
) with (fillfactor = 50);

create function team_daily_totals_add() returns trigger language plpgsql as $$
begin
  -- OLD is null on an insert: what it adds is the whole row.
  insert into team_daily_totals as team (ancestor_id, business_day, shard, active_members, bet_count, bets, valid_bets, payouts, deposits, withdrawals,
                                         bonuses, rebates, open_bet_count, open_bets, open_valid_bets)
  select tree.ancestor_id, new.business_day, new.member_id % 4, (new.bet_count > 0)::int - coalesce((old.bet_count > 0)::int, 0),
         new.bet_count - coalesce(old.bet_count, 0), new.bets - coalesce(old.bets, 0), new.valid_bets - coalesce(old.valid_bets, 0),
         new.payouts - coalesce(old.payouts, 0), new.deposits - coalesce(old.deposits, 0), new.withdrawals - coalesce(old.withdrawals, 0),
         new.bonuses - coalesce(old.bonuses, 0), new.rebates - coalesce(old.rebates, 0), new.open_bet_count - coalesce(old.open_bet_count, 0),
         new.open_bets - coalesce(old.open_bets, 0), new.open_valid_bets - coalesce(old.open_valid_bets, 0)
    from member_tree tree
   where tree.descendant_id = new.member_id and tree.depth >= 1
  on conflict (ancestor_id, business_day, shard) do update set
    active_members = team.active_members + excluded.active_members,
    bet_count = team.bet_count + excluded.bet_count,
    bets = team.bets + excluded.bets,
    valid_bets = team.valid_bets + excluded.valid_bets,
    payouts = team.payouts + excluded.payouts,
    deposits = team.deposits + excluded.deposits,
    withdrawals = team.withdrawals + excluded.withdrawals,
    bonuses = team.bonuses + excluded.bonuses,
    rebates = team.rebates + excluded.rebates,
    open_bet_count = team.open_bet_count + excluded.open_bet_count,
    open_bets = team.open_bets + excluded.open_bets,
    open_valid_bets = team.open_valid_bets + excluded.open_valid_bets;
  -- The member's first settled bet of the day: its day among its active days of the year, for every upline.
  if new.bet_count > 0 and coalesce(old.bet_count, 0) = 0 then
    insert into team_active_years as active (ancestor_id, year, member_id, days)
    select tree.ancestor_id, extract(year from new.business_day), new.member_id, set_bit(0::bit(366), extract(doy from new.business_day)::int - 1, 1)
      from member_tree tree
     where tree.descendant_id = new.member_id and tree.depth >= 1
    on conflict (ancestor_id, year, member_id) do update set days = active.days | excluded.days;
  end if;
  return null;
end $$;
create trigger team_daily_totals_add after insert or update on member_daily_totals
  for each row execute function team_daily_totals_add();

create function team_daily_game_totals_add() returns trigger language plpgsql as $$
begin
  insert into team_daily_game_totals as team (ancestor_id, business_day, game_type, shard, bet_count, bets, valid_bets, payouts,
                                              open_bet_count, open_bets, open_valid_bets)
  select tree.ancestor_id, new.business_day, new.game_type, new.member_id % 4,
         new.bet_count - coalesce(old.bet_count, 0), new.bets - coalesce(old.bets, 0), new.valid_bets - coalesce(old.valid_bets, 0),
         new.payouts - coalesce(old.payouts, 0), new.open_bet_count - coalesce(old.open_bet_count, 0),
         new.open_bets - coalesce(old.open_bets, 0), new.open_valid_bets - coalesce(old.open_valid_bets, 0)
    from member_tree tree
   where tree.descendant_id = new.member_id and tree.depth >= 1
  on conflict (ancestor_id, business_day, game_type, shard) do update set
    bet_count = team.bet_count + excluded.bet_count,
    bets = team.bets + excluded.bets,
    valid_bets = team.valid_bets + excluded.valid_bets,
    payouts = team.payouts + excluded.payouts,
    open_bet_count = team.open_bet_count + excluded.open_bet_count,
    open_bets = team.open_bets + excluded.open_bets,
    open_valid_bets = team.open_valid_bets + excluded.open_valid_bets;
  return null;
end $$;
create trigger team_daily_game_totals_add after insert or update on member_daily_game_totals
  for each row execute function team_daily_game_totals_add();

-- Named to fire after member_tree_add (triggers fire in name order), once the member's ancestors are in member_tree.
create function member_tree_counted() returns trigger language plpgsql as $$
begin
  insert into team_daily_totals as team (ancestor_id, business_day, shard, new_members)
  select tree.ancestor_id, ((new.created_at at time zone 'UTC') + interval '8 hours')::date, new.id % 4, 1
    from member_tree tree
   where tree.descendant_id = new.id and tree.depth >= 1
  on conflict (ancestor_id, business_day, shard) do update set new_members = team.new_members + 1;
  return null;
end $$;
create trigger member_tree_counted after insert on member for each row execute function member_tree_counted();

-- What is already there.
insert into team_daily_totals (ancestor_id, business_day, shard, new_members, active_members, bet_count, bets, valid_bets, payouts, deposits,
                               withdrawals, bonuses, rebates, open_bet_count, open_bets, open_valid_bets)
select ancestor_id, business_day, shard, sum(new_members), sum(active_members), sum(bet_count), sum(bets), sum(valid_bets), sum(payouts),
       sum(deposits), sum(withdrawals), sum(bonuses), sum(rebates), sum(open_bet_count), sum(open_bets), sum(open_valid_bets)
  from (
    select tree.ancestor_id, t.business_day, t.member_id % 4 as shard, 0 as new_members, (t.bet_count > 0)::int as active_members,
           t.bet_count, t.bets, t.valid_bets, t.payouts, t.deposits, t.withdrawals, t.bonuses, t.rebates, t.open_bet_count, t.open_bets, t.open_valid_bets
      from member_daily_totals t join member_tree tree on tree.descendant_id = t.member_id and tree.depth >= 1
    union all
    select tree.ancestor_id, ((m.created_at at time zone 'UTC') + interval '8 hours')::date, m.id % 4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
      from member m join member_tree tree on tree.descendant_id = m.id and tree.depth >= 1
  ) parts
 group by ancestor_id, business_day, shard;

insert into team_daily_game_totals (ancestor_id, business_day, game_type, shard, bet_count, bets, valid_bets, payouts, open_bet_count, open_bets, open_valid_bets)
select tree.ancestor_id, t.business_day, t.game_type, t.member_id % 4, sum(t.bet_count), sum(t.bets), sum(t.valid_bets), sum(t.payouts),
       sum(t.open_bet_count), sum(t.open_bets), sum(t.open_valid_bets)
  from member_daily_game_totals t join member_tree tree on tree.descendant_id = t.member_id and tree.depth >= 1
 group by tree.ancestor_id, t.business_day, t.game_type, t.member_id % 4;

insert into team_active_years (ancestor_id, year, member_id, days)
select tree.ancestor_id, extract(year from t.business_day), t.member_id, bit_or(set_bit(0::bit(366), extract(doy from t.business_day)::int - 1, 1))
  from member_daily_totals t join member_tree tree on tree.descendant_id = t.member_id and tree.depth >= 1
 where t.bet_count > 0
 group by tree.ancestor_id, extract(year from t.business_day), t.member_id;
`;
