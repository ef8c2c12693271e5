/**
 * The installation's secret behind the demo lottery's draws (see src/lottery/draw-key.ts): created
 * on first start and shared by every gateway process over the same database, so they all draw the
 * same numbers, while nobody without the database can work out a draw before it opens.
 */
export const lotteryDrawKey = `
create table lottery_draw_key (
  -- One row: the table holds the installation's one key.
  singleton boolean primary key default true check (singleton),
  -- 32 random bytes. Whoever reads this can predict every draw: guard the database accordingly.
  secret bytea not null check (octet_length(secret) = 32),
  created_at timestamptz not null default now()
);
`;
