import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { launchGame } from '@platform/api/contract';
import { callGateway } from '../test/test-gateway';
import type { DrawKey } from './draw-key';
import { drawNumbers, nextDraw } from './draws';
import type { Draw, DrawSchedule } from './draws';

/** The five-minute Lott SSC game the tests bet on. */
export const SSC5: DrawSchedule = { gameCode: 'LOTT_SSC5', lotteryType: 'SSC', drawIntervalSeconds: 300, drawOffsetSeconds: 0 };

/** Launches the lottery game for the member: answers the page's address, with its launch ticket. */
export async function launchLotteryGame(app: FastifyInstance, token: string, gameCode = SSC5.gameCode): Promise<string> {
  const launch = await callGateway(app, launchGame, { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoGameCode: gameCode, lottoView: 'betting' }, { token });
  if (launch.statusCode !== 200) throw new Error(`launch failed: ${JSON.stringify(launch.body)}`);
  return launch.body.value.url;
}

/** Launches the lottery game and opens its page: answers the page and the game session token it holds (null when it takes no bets). */
export async function openLotteryPage(app: FastifyInstance, token: string, gameCode = SSC5.gameCode): Promise<{ page: LightMyRequestResponse; session: string | null; url: string }> {
  const url = await launchLotteryGame(app, token, gameCode);
  const page = await app.inject({ method: 'GET', url });
  return { page, url, session: /data-session="([A-Za-z0-9_-]{43})"/.exec(page.body)?.[1] ?? null };
}

export interface BetBody {
  session: string;
  gameCode?: string;
  pick: string;
  stake: number;
  drawTime: number;
  requestId: string;
}

/** Posts a bet as the page's script does. */
export function postBet(app: FastifyInstance, body: BetBody | Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/lgw/demo/lottery/bet', payload: { gameCode: SSC5.gameCode, ...body } });
}

/**
 * The next SSC draw at `now` as it will open under the installation's draw key (the test reads it
 * from the database, as no player can), with a pick that wins it (its first digit) and one that loses.
 */
export function nextSscDraw(key: DrawKey, now: Date): Draw & { winningPick: string; losingPick: string } {
  const slot = nextDraw(SSC5, now);
  const winningNumbers = drawNumbers(key, SSC5.lotteryType, slot.gameCode, slot.numero);
  const first = winningNumbers.split(',')[0]!;
  return { ...slot, winningNumbers, winningPick: first, losingPick: String((Number(first) + 1) % 10) };
}
