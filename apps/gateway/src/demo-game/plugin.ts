import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ERROR_CODE, successEnvelope } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { RequestIdField } from '@platform/api/schemas';
import { MAIN_WALLET, walletBalances } from '../wallet/ledger';
import { DEMO_SLOT_PATH, findDemoGameSession, GAME_TOKEN_SCHEMA } from './game-session';
import type { DemoGameSession } from './game-session';
import { exchangeLaunchTicket } from './launch-ticket';
import { renderSessionEndedPage, renderSlotPage, SLOT_SCRIPT_PATH, SLOT_STYLESHEET_PATH } from './page';
import type { SlotClosedReason } from './page';
import { BET_OPTIONS_CENTS } from './slot-machine';
import { SLOT_SCRIPT } from './slot-script';
import { SLOT_STYLESHEET } from './slot-stylesheet';
import { spinDemoSlot } from './spin';

const SESSION_SCHEMA = GAME_TOKEN_SCHEMA;
const BET_OPTIONS = BET_OPTIONS_CENTS.map((cents) => cents / 100);

/** Why the slot page cannot open, for a client that is not a browser (the envelope). */
const CLOSED: Record<SlotClosedReason, { status: number; message: string }> = {
  ticketSpent: { status: 410, message: 'This game link has already been used or has expired: launch the game again' },
  sessionEnded: { status: 401, message: 'This game session has ended (logged out or expired): log in and launch the game again' },
};

/** A browser opening the page in the game's frame asks for HTML; any other client gets the envelope. */
function wantsPage(request: FastifyRequest): boolean {
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

async function openSession(deps: GatewayDeps, token: string): Promise<DemoGameSession> {
  const session = await findDemoGameSession(deps.db, token, deps.now());
  if (!session) throw new RequestError(401, ERROR_CODE.tokenExpired, 'This game session is unknown or has ended: log in and launch the game again');
  return session;
}

/**
 * The built-in demo slot that game launch opens: its page and its spins against the wallet. The
 * page opens with the launch's one-time ticket and hands the game session's token to its script
 * only in the page itself (never in an address: the script then drops the ticket from its own).
 * An address without a ticket (a reload) or with a spent one answers the "launch again" page
 * (410; 401 when the session has ended), to a browser; other clients get the envelope.
 */
export const demoGamePlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  app.get<{ Querystring: { ticket?: string } }>(
    DEMO_SLOT_PATH,
    { schema: { querystring: { type: 'object', properties: { ticket: SESSION_SCHEMA }, additionalProperties: false } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { ticket } = request.query;
      const exchange = ticket === undefined ? ({ status: 'spent' } as const) : await exchangeLaunchTicket(deps.db, ticket, deps.now());
      if (exchange.status !== 'opened') {
        const reason: SlotClosedReason = exchange.status === 'spent' ? 'ticketSpent' : 'sessionEnded';
        const { status, message } = CLOSED[reason];
        if (!wantsPage(request)) throw new RequestError(status, ERROR_CODE.tokenExpired, message);
        return reply.code(status).type('text/html; charset=utf-8').send(renderSessionEndedPage(reason));
      }
      reply.type('text/html; charset=utf-8');
      const { session, token } = exchange;
      const balance = session.tryPlay ? session.pretendBalance : ((await walletBalances(deps.db, session.memberId)).get(MAIN_WALLET) ?? 0);
      return reply.send(renderSlotPage(session, token, balance));
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
          properties: { session: SESSION_SCHEMA, bet: { type: 'number', enum: BET_OPTIONS }, requestId: RequestIdField },
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
};
