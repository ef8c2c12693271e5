import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@platform/api/contract';
import { hashToken } from '../accounts/session-store';
import type { Database } from '../db/database';
import { launchDemoGame } from '../demo-game/launch-ticket';
import type { SpinResult } from '../demo-game/spin';

/** Test support: launches the demo slot for a member's session and answers the game session's token from its page. */
export async function openSlot(app: FastifyInstance, db: Database, member: { memberId: number; token: string }, now: Date, merchantCode = 'DEMO_ROYAL'): Promise<string> {
  const launch = { memberId: member.memberId, memberSessionHash: hashToken(member.token), merchantCode, nodeId: 'PT-RNG-001', gameName: 'Protection slot', vassalage: 'PT', tryPlay: false, language: 'EN' };
  const url = await db.transaction((tx) => launchDemoGame(tx, launch, now));
  const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const token = /data-session="([A-Za-z0-9_-]{43})"/.exec(page.body)?.[1];
  if (token === undefined) throw new Error(`The slot page of ${url} holds no session: ${page.statusCode}`);
  return token;
}

/** Test support: one spin of the demo slot, as its page's script asks for it. */
export async function spinSlot(app: FastifyInstance, session: string, bet: number, requestId: string) {
  const response = await app.inject({ method: 'POST', url: '/lgw/demo/slot/spin', payload: { session, bet, requestId } });
  return { statusCode: response.statusCode, body: response.json<Envelope<SpinResult>>() };
}
