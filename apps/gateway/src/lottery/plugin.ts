import type { FastifyPluginAsync } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { LotteryMenuGroup, OpenedNumero } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { ContentLocale } from '../http/locale';
import { drawKeyLoader } from './draw-key';
import type { DrawKey } from './draw-key';
import { latestDraws } from './draws';
import { PRIZE_MODE_VENDOR } from './lottery-data';
import { registerLotteryBetRoute } from './bet-route';
import { registerLotteryPage } from './lottery-page';
import { drawSchedule, findLotteryGames, toLotteryGame, toOpenedNumero } from './lottery-records';
import type { LotteryGameRecord } from './lottery-records';
import { settleDueLotteryTickets } from './settle-tickets';

/** The most recent lottery games the recent menu lists. */
const RECENT_LIMIT = 20;
/** The recent menu's one group. */
const RECENT_GROUP = { ms: 'Dimainkan baru-baru ini', en: 'Recently played', zh: '最近玩过' };

/** The games grouped by lottery type, in menu order. */
function groupByType(games: LotteryGameRecord[], locale: ContentLocale, now: Date): LotteryMenuGroup[] {
  const groups: LotteryMenuGroup[] = [];
  for (const game of games) {
    let group = groups.find((candidate) => candidate.groupCode === game.lottery_type);
    if (!group) {
      group = { groupCode: game.lottery_type, groupName: localize(game.type_name, locale), games: [] };
      groups.push(group);
    }
    group.games.push(toLotteryGame(game, locale, now));
  }
  return groups;
}

async function findRecentLotteryGames(db: Queryable, memberId: number, merchantCode: string, prizeMode: string): Promise<LotteryGameRecord[]> {
  const recent = await db.query<{ game_code: string }>(
    'select game_code from lottery_recent where member_id = $1 order by launched_at desc, game_code limit $2',
    [memberId, RECENT_LIMIT],
  );
  const offered = new Map((await findLotteryGames(db, merchantCode, { prizeMode })).map((game) => [game.game_code, game]));
  return recent.rows.flatMap((row) => offered.get(row.game_code) ?? []);
}

/** The latest draws of the given games, newest first across them. */
function mergedDraws(key: DrawKey, games: LotteryGameRecord[], now: Date, count: number): OpenedNumero[] {
  return games
    .flatMap((game) => latestDraws(key, drawSchedule(game), now, count))
    .sort((a, b) => b.openTime - a.openTime || a.gameCode.localeCompare(b.gameCode))
    .slice(0, count)
    .map(toOpenedNumero);
}

/** How often each gateway process settles the lottery tickets whose draw has passed. */
const SETTLE_INTERVAL_MS = 15_000;

/** Lottery menus, popular lottery games, drawn numbers and the built-in lottery page with its bets. */
export const lotteryPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  const drawKey = drawKeyLoader(deps.db);
  registerLotteryPage(app, deps, drawKey);
  registerLotteryBetRoute(app, deps);

  // Settlement is this timer's alone (reads do not settle): a ticket settles within
  // SETTLE_INTERVAL_MS of its draw, once, whichever process gets to it first (settle-tickets.ts).
  let settler: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // First start creates the key here rather than in the first request; a database that fails now is tried again then.
    await drawKey().catch((error: unknown) => app.log.error({ err: error }, 'could not load the lottery draw key'));
    if (!deps.runsScheduledWork) return;
    settler = setInterval(() => {
      drawKey()
        .then((key) => settleDueLotteryTickets(deps.db, key, deps.now(), (ticketId, error) => app.log.error({ err: error, ticketId }, 'settling a lottery ticket failed')))
        .catch((error: unknown) => app.log.error({ err: error }, 'settling lottery tickets failed'));
    }, SETTLE_INTERVAL_MS);
    settler.unref();
  });
  app.addHook('onClose', async () => clearInterval(settler));

  registerCall(app, deps, 'lotteryMenu', {
    handler: async (input, context) =>
      groupByType(await findLotteryGames(deps.db, context.merchantCode, { prizeMode: input.prizeMode }), context.locale, context.now),
  });

  registerCall(app, deps, 'lotteryRecentMenu', {
    handler: async (input, context) => {
      const member = requireSession(context);
      const games = await findRecentLotteryGames(deps.db, member.memberId, context.merchantCode, input.prizeMode);
      if (games.length === 0) return [];
      return [{ groupCode: 'RECENT', groupName: localize(RECENT_GROUP, context.locale), games: games.map((game) => toLotteryGame(game, context.locale, context.now)) }];
    },
  });

  registerCall(app, deps, 'popularGames', {
    handler: async (input, context) => {
      const games = await findLotteryGames(deps.db, context.merchantCode, { prizeMode: input.prizeMode, order: 'popularity', limit: input.count });
      return games.map((game) => toLotteryGame(game, context.locale, context.now));
    },
  });

  registerCall(app, deps, 'vnOpenedNumbers', {
    handler: async (input, context) => {
      if (input.gameCode !== undefined) {
        const games = await findLotteryGames(deps.db, context.merchantCode, { gameCode: input.gameCode });
        if (games.length === 0) throw new RequestError(404, ERROR_CODE.notFound, `No lottery game ${input.gameCode} in this brand`);
        return mergedDraws(await drawKey(), games, context.now, input.count);
      }
      const vnGames = await findLotteryGames(deps.db, context.merchantCode, { vendorCode: PRIZE_MODE_VENDOR.ZY });
      return mergedDraws(await drawKey(), vnGames, context.now, input.count);
    },
  });

  registerCall(app, deps, 'openedNumero', {
    handler: async (input, context) => {
      const [game] = await findLotteryGames(deps.db, context.merchantCode, { gameCode: input.gameCode });
      if (!game) throw new RequestError(404, ERROR_CODE.notFound, `No lottery game ${input.gameCode} in this brand`);
      return toOpenedNumero(latestDraws(await drawKey(), drawSchedule(game), context.now, 1)[0]!);
    },
  });
};
