import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, successEnvelope } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { MAIN_WALLET, walletBalances } from '../wallet/ledger';
import { REQUEST_ID_SCHEMA } from '../wallet/money';
import { DEMO_SLOT_PATH, findDemoGameSession } from './game-session';
import type { DemoGameSession } from './game-session';
import { renderSessionEndedPage, renderSlotPage, SLOT_SCRIPT_PATH, SLOT_STYLESHEET_PATH } from './page';
import { BET_OPTIONS_CENTS } from './slot-machine';
import { SLOT_SCRIPT } from './slot-script';
import { SLOT_STYLESHEET } from './slot-stylesheet';
import { spinDemoSlot } from './spin';

/** A game-session token as createDemoGameSession issues it (32 random bytes, base64url). */
const SESSION_SCHEMA = { type: 'string', minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' } as const;
const BET_OPTIONS = BET_OPTIONS_CENTS.map((cents) => cents / 100);

async function openSession(deps: GatewayDeps, token: string): Promise<DemoGameSession> {
  const session = await findDemoGameSession(deps.db, token, deps.now());
  if (!session) throw new RequestError(401, ERROR_CODE.tokenExpired, 'This game session is unknown or has expired: launch the game again');
  return session;
}

/** The built-in demo slot that game launch opens: its page and its spins against the wallet. */
export function registerDemoGameRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  app.get<{ Querystring: { session: string } }>(
    DEMO_SLOT_PATH,
    { schema: { querystring: { type: 'object', properties: { session: SESSION_SCHEMA }, required: ['session'], additionalProperties: false } } },
    async (request, reply) => {
      const session = await findDemoGameSession(deps.db, request.query.session, deps.now());
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!session) return reply.code(401).send(renderSessionEndedPage());
      const balance = session.tryPlay ? session.pretendBalance : ((await walletBalances(deps.db, session.memberId)).get(MAIN_WALLET) ?? 0);
      return reply.send(renderSlotPage(session, request.query.session, balance));
    },
  );

  app.get(SLOT_STYLESHEET_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SLOT_STYLESHEET),
  );
  app.get(SLOT_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SLOT_SCRIPT),
  );

  app.post<{ Body: { session: string; bet: number; requestId: string } }>(
    `${DEMO_SLOT_PATH}/spin`,
    {
      schema: {
        body: {
          type: 'object',
          properties: { session: SESSION_SCHEMA, bet: { type: 'number', enum: BET_OPTIONS }, requestId: REQUEST_ID_SCHEMA },
          required: ['session', 'bet', 'requestId'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const session = await openSession(deps, request.body.session);
      const betCents = Math.round(request.body.bet * 100);
      return successEnvelope(await spinDemoSlot(deps.db, session, betCents, request.body.requestId, deps.now()));
    },
  );
}
