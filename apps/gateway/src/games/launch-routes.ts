import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import type { GameLaunch } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { launchDemoGame } from '../demo-game/launch-ticket';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { LOTTERY_VENDOR_CODES } from '../lottery/lottery-data';
import { launchLottery, openLotteryPage } from '../lottery/lottery-launch';
import type { LotteryLaunchRequest } from '../lottery/lottery-launch';
import { allowedBackUrl, backLinkHosts } from '../system/back-link';
import { FB_SPORTS_VENDOR, VASSALAGE_TILE } from './catalogue-data';
import { findHotGames, findOfferedGame, gameColumns, offeredGames } from './game-records';
import type { GameRecord } from './game-records';
import { pvpRooms } from './pvp-rooms';
import { SqlParams } from './sql-params';
import { LOTTERY_VIEWS } from '@platform/api/schemas';

interface LaunchTarget {
  nodeId?: string;
  vassalage: string;
  gameType: string;
  gameCode?: string;
}

/** The game a launch names: by node, else by game code, else the vendor's first game (its lobby). */
async function findLaunchGame(db: Queryable, context: CallContext, target: LaunchTarget): Promise<GameRecord> {
  const vassalage = target.vassalage.toUpperCase();
  let game: GameRecord | null;
  if (target.nodeId !== undefined) {
    game = await findOfferedGame(db, context.merchantCode, target.nodeId, context.locale);
    if (game && (game.vendor_code !== vassalage || game.game_type !== target.gameType)) {
      throw new RequestError(400, ERROR_CODE.badRequest, `Game ${target.nodeId} belongs to vendor ${game.vendor_code} and game type ${game.game_type}`);
    }
  } else {
    const params = new SqlParams();
    const columns = gameColumns(params, context.locale);
    const source = offeredGames(params, context.merchantCode);
    const where = [`g.vendor_code = ${params.add(vassalage)}`, `g.game_type = ${params.add(target.gameType)}`, `g.is_game is distinct from ${params.add(VASSALAGE_TILE)}`];
    if (target.gameCode !== undefined) where.push(`g.game_code = ${params.add(target.gameCode)}`);
    const found = await db.query<GameRecord>(`select ${columns} from ${source} where ${where.join(' and ')} order by g.sort limit 1`, params.values);
    game = found.rows[0] ?? null;
  }
  if (!game) {
    const what = target.nodeId ?? target.gameCode ?? `of ${vassalage} in ${target.gameType}`;
    throw new RequestError(404, ERROR_CODE.notFound, `No game ${what} in this brand's catalogue`);
  }
  return game;
}

interface OpenOptions {
  tryPlay: boolean;
  /** Already allowed and normalized (see requireAllowedBackUrl). */
  backUrl?: string | undefined;
}

/** The back link a launch asks for, normalized; 400 when it leaves the site and the brand's domains. */
async function requireAllowedBackUrl(deps: GatewayDeps, context: CallContext, backUrl: string): Promise<string> {
  const allowed = allowedBackUrl(backUrl, await backLinkHosts(deps.db, context.merchantCode, context.request));
  if (allowed === null) throw new RequestError(400, ERROR_CODE.badRequest, "backUrl must be a path on this site or an http(s) address on one of the brand's domains");
  return allowed;
}

/**
 * Opens a game for the member: the lottery page for a lottery vendor's game, else the demo game
 * (answered as its one-time launch ticket), which belongs to the member's login session. A trial
 * account (type 4) only ever gets the free trial, whatever the request says (spec section 6).
 */
async function openGame(deps: GatewayDeps, context: CallContext, game: GameRecord, options: OpenOptions): Promise<GameLaunch> {
  const member = requireSession(context);
  const isTrialAccount = member.type === TRIAL_ACCOUNT_TYPE;
  const tryPlay = options.tryPlay || isTrialAccount;
  if (game.is_game === VASSALAGE_TILE) {
    throw new RequestError(400, ERROR_CODE.badRequest, `${game.game_name} opens ${game.vendor_code}'s game list: launch one of its games`);
  }
  if (game.under_maintenance) {
    const hotGames = await findHotGames(deps.db, context.merchantCode, context.locale);
    throw new RequestError(409, ERROR_CODE.gameMaintenance, `${game.game_name} is under maintenance: try a hot game`, { hotGames });
  }
  if (tryPlay && game.support_play !== 0) {
    if (isTrialAccount) {
      throw new RequestError(403, ERROR_CODE.realAccountRequired, `${game.game_name} has no free trial: please register or log in to a real account`);
    }
    throw new RequestError(400, ERROR_CODE.badRequest, `${game.game_name} has no free trial`);
  }

  return deps.db.transaction(async (tx) => {
    await tx.query(
      `insert into recent_game (member_id, node_id, launched_at) values ($1, $2, $3)
       on conflict (member_id, node_id) do update set launched_at = excluded.launched_at, launch_count = recent_game.launch_count + 1`,
      [member.memberId, game.node_id, context.now],
    );
    if (LOTTERY_VENDOR_CODES.has(game.vendor_code) && game.default_play_type !== null) {
      const player = { memberId: member.memberId, memberSessionHash: member.tokenHash, tryPlay };
      const launched = { gameCode: game.game_code, nodeId: game.node_id, vendorCode: game.vendor_code, gameName: game.game_name };
      const address = { merchantCode: context.merchantCode, prizeMode: game.default_play_type, view: LOTTERY_VIEWS[0], locale: context.locale, backUrl: options.backUrl };
      return { url: await openLotteryPage(tx, player, launched, address, context.now) };
    }
    const url = await launchDemoGame(
      tx,
      {
        memberId: member.memberId,
        memberSessionHash: member.tokenHash,
        merchantCode: context.merchantCode,
        nodeId: game.node_id,
        gameName: game.game_name,
        vassalage: game.vendor_code,
        tryPlay,
        language: context.locale,
      },
      context.now,
    );
    return { url };
  });
}

/** The launch call's input: a third-party game or the lottery (spec section 7). */
interface LaunchInput extends LotteryLaunchRequest {
  nodeId?: string;
  vassalage?: string;
  gameType?: string;
  gameCode?: string;
  playType?: string;
  tryPlay?: boolean;
}

const LOTTERY_FIELDS = ['lottoArea', 'launchMode', 'lottoPrizeMode', 'lottoGameCode', 'lottoView'] as const;

export function registerLaunchRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'launchGame', {
    handler: async (query, context) => {
      const input = query as LaunchInput;
      const member = requireSession(context);
      const backUrl = input.backUrl === undefined ? undefined : await requireAllowedBackUrl(deps, context, input.backUrl);
      if (LOTTERY_FIELDS.some((field) => input[field] !== undefined)) {
        const common = context.request.query as { device?: string; language?: string };
        const request = { ...input, backUrl, device: common.device, language: common.language };
        const player = { memberId: member.memberId, memberSessionHash: member.tokenHash, tryPlay: input.tryPlay === true || member.type === TRIAL_ACCOUNT_TYPE };
        return launchLottery(deps.db, player, context.merchantCode, request, context.locale, context.now);
      }
      if (input.vassalage === undefined || input.gameType === undefined) {
        throw new RequestError(400, ERROR_CODE.badRequest, 'A game launch needs vassalage and gameType (or the lottery parameters with launchMode LOTT)');
      }
      const target: LaunchTarget = { vassalage: input.vassalage, gameType: input.gameType };
      if (input.nodeId !== undefined) target.nodeId = input.nodeId;
      if (input.gameCode !== undefined) target.gameCode = input.gameCode;
      const game = await findLaunchGame(deps.db, context, target);
      return openGame(deps, context, game, { tryPlay: input.tryPlay === true, backUrl });
    },
  });

  registerCall(app, deps, 'gameLaunchFB', {
    handler: async (input, context) => {
      if (input.vassalage !== undefined && input.vassalage.toUpperCase() !== FB_SPORTS_VENDOR) {
        throw new RequestError(400, ERROR_CODE.badRequest, `The FB launch opens vendor ${FB_SPORTS_VENDOR} only`);
      }
      const offered = await deps.db.query('select 1 from merchant_vendor where merchant_code = $1 and vendor_code = $2 and game_type = $3', [
        context.merchantCode,
        FB_SPORTS_VENDOR,
        'SPORTS',
      ]);
      if (offered.rows.length === 0) throw new RequestError(404, ERROR_CODE.notFound, 'This brand has no FB sports vendor');
      const game = await findLaunchGame(deps.db, context, { vassalage: FB_SPORTS_VENDOR, gameType: 'SPORTS' });
      return openGame(deps, context, game, { tryPlay: false });
    },
  });

  registerCall(app, deps, 'pvpRooms', {
    handler: async (input, context) => {
      const target: LaunchTarget = { vassalage: input.vassalage, gameType: 'PVP' };
      if (input.gameCode !== undefined) target.gameCode = input.gameCode;
      const game = await findLaunchGame(deps.db, context, target);
      return pvpRooms(game.game_code, game.min_bet, context.locale, context.now);
    },
  });
}
