import { randomBytes } from 'node:crypto';
import { ERROR_CODE } from '@platform/api/contract';
import { hashToken } from '../accounts/session-store';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { contentLocale } from '../http/locale';
import type { ContentLocale } from '../http/locale';

/** The game a launch opens in the demo slot. */
export interface DemoGameLaunch {
  memberId: number;
  /** The login session the game is launched under (its session.token_hash): the game ends with it. */
  memberSessionHash: string;
  merchantCode: string;
  nodeId: string;
  gameName: string;
  vassalage: string;
  /** A free trial: spins move only the session's pretend money, never the wallet. */
  tryPlay: boolean;
  language: string;
}

/** How long a launched game stays playable (while its login session lasts). */
export const DEMO_SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** The pretend money a free trial starts with. */
export const TRY_PLAY_BALANCE = 2_000;

/** The path of the demo slot's page; its styles, script and spins live under it. */
export const DEMO_SLOT_PATH = '/lgw/demo/slot';

/** A game-session token or a launch ticket as they are issued (32 random bytes, base64url): a request body's or query's schema. */
export const GAME_TOKEN_SCHEMA = { type: 'string', minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** An open demo-game session. */
export interface DemoGameSession {
  tokenHash: string;
  memberId: number;
  memberSessionHash: string;
  merchantCode: string;
  account: string;
  nodeId: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  tryPlay: boolean;
  locale: ContentLocale;
  /** The free trial's pretend money. */
  pretendBalance: number;
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opens a demo-game session for a launch and answers its hash. Its token is not issued yet: the
 * game page gets one when it exchanges the launch's ticket (issueGameSessionToken).
 */
export async function createDemoGameSession(db: Queryable, launch: DemoGameLaunch, now: Date): Promise<string> {
  const tokenHash = hashToken(newToken());
  const game = await db.query<{ game_type: string }>('select game_type from game where node_id = $1', [launch.nodeId]);
  await db.query(
    `insert into demo_game_session (token_hash, member_id, member_session_hash, merchant_code, node_id, game_name, vassalage, game_type,
                                    try_play, language, pretend_balance, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::numeric, $12, $13)`,
    [
      tokenHash,
      launch.memberId,
      launch.memberSessionHash,
      launch.merchantCode,
      launch.nodeId,
      launch.gameName,
      launch.vassalage,
      game.rows[0]?.game_type ?? 'RNG',
      launch.tryPlay,
      contentLocale(launch.language),
      launch.tryPlay ? TRY_PLAY_BALANCE.toFixed(2) : '0',
      now,
      new Date(now.getTime() + DEMO_SESSION_TTL_MS),
    ],
  );
  return tokenHash;
}

/**
 * The game session of `g.token_hash = $1` while it is live at `$2`: not expired, and its login
 * session neither logged out, revoked nor expired.
 */
const LIVE_GAME_SESSION = `
  from demo_game_session g
  join session s on s.token_hash = g.member_session_hash
  join member m on m.id = g.member_id
  where g.token_hash = $1 and g.expires_at > $2 and s.revoked_at is null and s.expires_at > $2`;

/**
 * Gives a live game session a new token and answers it (shown once, stored hashed); null when the
 * session or its login session has ended. The exchange of a launch ticket calls it.
 */
export async function issueGameSessionToken(db: Queryable, tokenHash: string, now: Date): Promise<string | null> {
  const token = newToken();
  const updated = await db.query(
    `update demo_game_session set token_hash = $3
      where token_hash = (select g.token_hash ${LIVE_GAME_SESSION})`,
    [tokenHash, now, hashToken(token)],
  );
  return updated.affectedRows === 1 ? token : null;
}

interface SessionRow {
  token_hash: string;
  member_id: number;
  member_session_hash: string;
  merchant_code: string;
  account: string;
  node_id: string;
  game_name: string;
  vassalage: string;
  game_type: string;
  try_play: boolean;
  language: string;
  pretend_balance: number;
}

/** The live session of a token; null when it is unknown or has ended (see LIVE_GAME_SESSION). */
export async function findDemoGameSession(db: Queryable, token: string, now: Date): Promise<DemoGameSession | null> {
  const result = await db.query<SessionRow>(
    `select g.token_hash, g.member_id, g.member_session_hash, g.merchant_code, m.account, g.node_id, g.game_name, g.vassalage,
            g.game_type, g.try_play, g.language, g.pretend_balance::float8 as pretend_balance
     ${LIVE_GAME_SESSION}`,
    [hashToken(token), now],
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    memberId: row.member_id,
    memberSessionHash: row.member_session_hash,
    merchantCode: row.merchant_code,
    account: row.account,
    nodeId: row.node_id,
    gameName: row.game_name,
    vassalage: row.vassalage,
    gameType: row.game_type,
    tryPlay: row.try_play,
    locale: contentLocale(row.language),
    pretendBalance: row.pretend_balance,
  };
}

/**
 * Inside a bet's transaction: checks that the game session is still live and holds its login
 * session's row (FOR SHARE) until the bet commits. A logout or revocation waits for the bet; a bet
 * after it sees the session ended and is refused (401), so no money moves once logout answered.
 */
export async function lockLiveGameSession(tx: Queryable, tokenHash: string, now: Date): Promise<void> {
  const live = await tx.query(`select 1 ${LIVE_GAME_SESSION} for share of s`, [tokenHash, now]);
  if (live.rows.length === 0) {
    throw new RequestError(401, ERROR_CODE.tokenExpired, 'Your game session has ended (logged out or expired): log in and launch the game again');
  }
}
