import { randomBytes } from 'node:crypto';
import { hashToken } from '../accounts/session-store';
import type { Database, Queryable } from '../db/database';
import { createDemoGameSession, DEMO_SLOT_PATH, findDemoGameSession, issueGameSessionToken } from './game-session';
import type { DemoGameLaunch, DemoGameSession } from './game-session';

/** How long a launch's ticket may be exchanged: the site opens the game at once. */
export const LAUNCH_TICKET_TTL_MS = 60_000;

/**
 * Opens a demo-game session for a launch and answers its one-time ticket, never the session's
 * token. The ticket is stored hashed, so any gateway process sharing the database can exchange it.
 * The demo slot and the lottery page both open with one.
 */
export async function issueLaunchTicket(db: Queryable, launch: DemoGameLaunch, now: Date): Promise<string> {
  const gameSessionHash = await createDemoGameSession(db, launch, now);
  const ticket = randomBytes(32).toString('base64url');
  await db.query('insert into game_launch_ticket (ticket_hash, game_session_hash, created_at, expires_at) values ($1, $2, $3, $4)', [
    hashToken(ticket),
    gameSessionHash,
    now,
    new Date(now.getTime() + LAUNCH_TICKET_TTL_MS),
  ]);
  return ticket;
}

/** Opens a demo-slot session for a launch and answers the slot page's address with its ticket (`/lgw/demo/slot?ticket=…`). */
export async function launchDemoGame(db: Queryable, launch: DemoGameLaunch, now: Date): Promise<string> {
  return `${DEMO_SLOT_PATH}?ticket=${await issueLaunchTicket(db, launch, now)}`;
}

export type TicketExchange =
  | { status: 'opened'; token: string; session: DemoGameSession }
  /** Unknown, already used or expired: the game must be launched again. */
  | { status: 'spent' }
  /** The game session or the login session it belongs to has ended. */
  | { status: 'ended' };

/**
 * Exchanges a launch ticket, once, for its game session: the ticket is marked used and the
 * session gets the token that the game page keeps. A second exchange finds the ticket spent.
 */
export async function exchangeLaunchTicket(db: Database, ticket: string, now: Date): Promise<TicketExchange> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query<{ game_session_hash: string }>(
      `update game_launch_ticket set used_at = $2
        where ticket_hash = $1 and used_at is null and expires_at > $2
        returning game_session_hash`,
      [hashToken(ticket), now],
    );
    const gameSessionHash = claimed.rows[0]?.game_session_hash;
    if (gameSessionHash === undefined) return { status: 'spent' };
    const token = await issueGameSessionToken(tx, gameSessionHash, now);
    const session = token === null ? null : await findDemoGameSession(tx, token, now);
    return token !== null && session !== null ? { status: 'opened', token, session } : { status: 'ended' };
  });
}
