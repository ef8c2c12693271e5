/**
 * The game catalogue: categories, vendors and which brand offers them, games, favourites and
 * recent games, and the lottery's games. Draws are not stored: they follow from each lottery
 * game's schedule and the clock (src/lottery/draws.ts).
 */
export const catalogue = `
create table game_category (
  -- RNG, FISH, LIVE, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT.
  code text primary key,
  -- { ms, en, zh }
  name jsonb not null,
  is_hot boolean not null default false,
  sort integer not null
);

-- A provider within a category: one provider (CQ9) may serve several categories.
create table vendor (
  code text not null,
  game_type text not null references game_category (code),
  display_name text not null,
  is_hot boolean not null default false,
  account_type_id integer not null,
  primary key (code, game_type)
);

-- The vendors a brand offers, in its display order.
create table merchant_vendor (
  merchant_code text not null references merchant (code),
  vendor_code text not null,
  game_type text not null,
  sort integer not null,
  primary key (merchant_code, vendor_code, game_type),
  foreign key (vendor_code, game_type) references vendor (code, game_type)
);
create index merchant_vendor_sort on merchant_vendor (merchant_code, game_type, sort);

create table game (
  node_id text primary key check (node_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  vendor_code text not null,
  game_type text not null,
  game_code text not null unique,
  -- The name as the vendor publishes it; localized_name ({ ms, en, zh }) wins where set.
  name text not null,
  localized_name jsonb,
  is_hot boolean not null default false,
  is_new boolean not null default false,
  -- 0 offers a free trial.
  support_play smallint not null default 1 check (support_play in (0, 1)),
  -- 'VASSALAGE': a vendor tile that opens the vendor's popup game list.
  is_game text check (is_game = 'VASSALAGE'),
  min_bet numeric(18,2) not null check (min_bet > 0),
  min_line_num integer check (min_line_num > 0),
  classify text check (classify in ('jackpot', 'table', 'arcade', 'bingo')),
  default_play_type text,
  under_maintenance boolean not null default false,
  sort integer not null,
  foreign key (vendor_code, game_type) references vendor (code, game_type)
);
create index game_vendor_sort on game (vendor_code, game_type, sort);
create index game_type_sort on game (game_type, sort);
create index game_hot_sort on game (sort) where is_hot;

create table favourite (
  member_id integer not null references member (id) on delete cascade,
  node_id text not null references game (node_id) on delete cascade,
  created_at timestamptz not null,
  primary key (member_id, node_id)
);
create index favourite_member_time on favourite (member_id, created_at desc);

create table recent_game (
  member_id integer not null references member (id) on delete cascade,
  node_id text not null references game (node_id) on delete cascade,
  launched_at timestamptz not null,
  launch_count integer not null default 1,
  primary key (member_id, node_id)
);
create index recent_game_member_time on recent_game (member_id, launched_at desc);

-- 11X5, LF, LHC, PK10, SSC: the groups of the lottery menu.
create table lottery_type (
  code text primary key,
  name jsonb not null,
  sort integer not null
);

create table lottery_game (
  game_code text primary key,
  -- The game's tile in the LOTT or ELOTT list.
  node_id text not null unique references game (node_id),
  vendor_code text not null,
  prize_mode text not null check (prize_mode in ('Lott', 'ZY', 'Elott', 'SEA')),
  lottery_type text not null references lottery_type (code),
  name jsonb not null,
  -- Draws happen every interval, offset from midnight in the draw time zone (UTC+8).
  draw_interval_seconds integer not null check (draw_interval_seconds > 0 and 86400 % draw_interval_seconds = 0),
  draw_offset_seconds integer not null default 0 check (draw_offset_seconds >= 0 and draw_offset_seconds < draw_interval_seconds),
  popularity integer not null,
  is_hot boolean not null default false,
  sort integer not null
);
create index lottery_game_prize_mode on lottery_game (prize_mode, sort);

create table lottery_recent (
  member_id integer not null references member (id) on delete cascade,
  game_code text not null references lottery_game (game_code) on delete cascade,
  launched_at timestamptz not null,
  primary key (member_id, game_code)
);
create index lottery_recent_member_time on lottery_recent (member_id, launched_at desc);
`;
