import { randomBytes } from 'node:crypto';
import { hashToken } from '../accounts/session-store';
import type { Queryable } from '../db/database';
import { contentLocale } from '../http/locale';
import type { ContentLocale } from '../http/locale';

/** The game a launch opens in the demo slot. */
export interface DemoGameLaunch {
  memberId: number;
  merchantCode: string;
  nodeId: string;
  gameName: string;
  vassalage: string;
  /** A free trial (supportPlay 0): spins do not touch the wallet. */
  tryPlay: boolean;
  language: string;
}

/** How long a launched game stays playable. */
export const DEMO_SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** The pretend money a free trial starts with. */
export const TRY_PLAY_BALANCE = 2_000;

/** The path of the demo slot's page; its styles, script and spins live under it. */
export const DEMO_SLOT_PATH = '/lgw/demo/slot';

/** An open demo-game session. */
export interface DemoGameSession {
  tokenHash: string;
  memberId: number;
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

/**
 * Opens a demo-game session for a launch and returns the game's address (a path on the gateway,
 * `/lgw/demo/slot?session=…`), which the site shows in its /game iframe. The token is good for
 * this game only and stored hashed.
 */
export async function createDemoGameSession(db: Queryable, launch: DemoGameLaunch, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const game = await db.query<{ game_type: string }>('select game_type from game where node_id = $1', [launch.nodeId]);
  await db.query(
    `insert into demo_game_session (token_hash, member_id, merchant_code, node_id, game_name, vassalage, game_type, try_play,
                                    language, pretend_balance, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric, $11, $12)`,
    [
      hashToken(token),
      launch.memberId,
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
  return `${DEMO_SLOT_PATH}?session=${token}`;
}

interface SessionRow {
  token_hash: string;
  member_id: number;
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

/** The open session of a token; null when it is unknown or expired. */
export async function findDemoGameSession(db: Queryable, token: string, now: Date): Promise<DemoGameSession | null> {
  const result = await db.query<SessionRow>(
    `select s.token_hash, s.member_id, s.merchant_code, m.account, s.node_id, s.game_name, s.vassalage, s.game_type, s.try_play,
            s.language, s.pretend_balance::float8 as pretend_balance
       from demo_game_session s join member m on m.id = s.member_id
      where s.token_hash = $1 and s.expires_at > $2`,
    [hashToken(token), now],
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    memberId: row.member_id,
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
