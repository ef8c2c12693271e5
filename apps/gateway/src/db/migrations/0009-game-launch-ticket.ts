/**
 * A demo-game session belongs to the login session it was launched under, and a launch answers
 * a one-time ticket instead of the game session's token.
 *
 * The sessions opened before this migration carried their token in the game's address: they end
 * here (their players launch the game again).
 */
export const gameLaunchTicket = `
delete from demo_game_session;

-- The login session (session.token_hash) the game was launched under: the game ends with it
-- (logout, expiry, revocation).
alter table demo_game_session
  add column member_session_hash text not null references session (token_hash) on delete cascade;
create index demo_game_session_member_session on demo_game_session (member_session_hash);

-- A launch's ticket: short-lived, exchanged once by the game page for the game session's token.
-- Stored hashed (SHA-256, hex); exchanging it gives the game session a new token, so the
-- reference follows (on update cascade).
create table game_launch_ticket (
  ticket_hash text primary key,
  game_session_hash text not null references demo_game_session (token_hash) on update cascade on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index game_launch_ticket_game_session on game_launch_ticket (game_session_hash);
`;
