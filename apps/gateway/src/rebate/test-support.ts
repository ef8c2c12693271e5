import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@platform/api/contract';
import { hashToken } from '../accounts/session-store';
import type { Database } from '../db/database';
import { launchDemoGame } from '../demo-game/launch-ticket';
import type { SpinResult } from '../demo-game/spin';

const SESSION_ATTRIBUTE = /data-session="([A-Za-z0-9_-]{43})"/;

/** What a test needs of a gateway to play the demo slot. */
interface SlotGateway {
  app: FastifyInstance;
  db: Database;
  clock: { now: () => Date };
}

/**
 * Test support: launches the demo slot (a DEMO_ROYAL slot game, RNG) for a member as the game
 * launch does, opens its page and answers a function that spins it for real over HTTP: the
 * stake and win go through the ledger and the round into the bet store, as a player's would.
 */
export async function openDemoSlot(gateway: SlotGateway, member: { memberId: number; token: string }) {
  const url = await gateway.db.transaction((tx) =>
    launchDemoGame(
      tx,
      {
        memberId: member.memberId,
        memberSessionHash: hashToken(member.token),
        merchantCode: 'DEMO_ROYAL',
        nodeId: 'PT-RNG-001',
        gameName: 'Demo slot',
        vassalage: 'PT',
        tryPlay: false,
        language: 'EN',
      },
      gateway.clock.now(),
    ),
  );
  const page = await gateway.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const session = SESSION_ATTRIBUTE.exec(page.body)?.[1];
  if (session === undefined) throw new Error(`The slot page of ${url} holds no session`);
  return async (bet: number, requestId: string): Promise<{ statusCode: number; body: Envelope<SpinResult> }> => {
    const response = await gateway.app.inject({ method: 'POST', url: '/lgw/demo/slot/spin', payload: { session, bet, requestId } });
    return { statusCode: response.statusCode, body: response.json<Envelope<SpinResult>>() };
  };
}

/** Test support: a member's rebate accrual rows, in cents and the carry as text. */
export async function accrualsOf(db: Database, memberId: number): Promise<{ gameType: string; validCents: number; carry: string }[]> {
  const result = await db.query<{ game_type: string; valid_cents: number; carry: string }>(
    'select game_type, round(valid_bets * 100)::float8 as valid_cents, carry::text as carry from rebate_accrual where member_id = $1 order by game_type',
    [memberId],
  );
  return result.rows.map((row) => ({ gameType: row.game_type, validCents: row.valid_cents, carry: row.carry }));
}
