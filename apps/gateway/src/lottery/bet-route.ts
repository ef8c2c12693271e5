import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, successEnvelope } from '@platform/api/contract';
import { RequestIdField } from '@platform/api/schemas';
import { findDemoGameSession, GAME_TOKEN_SCHEMA } from '../demo-game/game-session';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import { LOTTERY_PAGE_PATH } from './lottery-launch';
import { findLotteryGames } from './lottery-records';
import { LOTTERY_STAKES_CENTS } from './paytable';
import { placeLotteryTicket } from './place-bet';

/** The address the lottery page's bet form posts to. */
export const LOTTERY_BET_PATH = `${LOTTERY_PAGE_PATH}/bet`;

interface BetBody {
  session: string;
  gameCode: string;
  pick: string;
  stake: number;
  drawTime: number;
  requestId: string;
}

/**
 * The lottery page's bets (JSON, like the demo slot's spins; not a contract call): the page's game
 * session (401 once it or its login session ended) buys a ticket for the draw it shows, on the
 * game it was launched for.
 */
export function registerLotteryBetRoute(app: FastifyInstance, deps: GatewayDeps): void {
  app.post<{ Body: BetBody }>(
    LOTTERY_BET_PATH,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            session: GAME_TOKEN_SCHEMA,
            gameCode: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
            pick: { type: 'string', minLength: 1, maxLength: 2, pattern: '^[0-9]+$' },
            stake: { type: 'number', enum: LOTTERY_STAKES_CENTS.map((cents) => cents / 100) },
            drawTime: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 },
            requestId: RequestIdField,
          },
          required: ['session', 'gameCode', 'pick', 'stake', 'drawTime', 'requestId'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const now = deps.now();
      const session = await findDemoGameSession(deps.db, body.session, now);
      if (!session) throw new RequestError(401, ERROR_CODE.tokenExpired, 'This game session is unknown or has ended: log in and open the game again');
      const [game] = await findLotteryGames(deps.db, session.merchantCode, { gameCode: body.gameCode });
      if (!game || game.node_id !== session.nodeId) throw new RequestError(400, ERROR_CODE.badRequest, 'This game session is for another game: open that game to bet on it');
      const ticket = {
        game,
        gameName: localize(game.name, session.locale),
        pick: body.pick,
        stakeCents: Math.round(body.stake * 100),
        drawTime: body.drawTime,
        requestId: body.requestId,
      };
      return successEnvelope(await placeLotteryTicket(deps.db, session, ticket, now));
    },
  );
}
