import { ERROR_CODE } from '@platform/api/contract';
import type { GameLaunch } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { issueLaunchTicket } from '../demo-game/launch-ticket';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { ContentLocale } from '../http/locale';
import { findLotteryGames } from './lottery-records';
import type { LotteryGameRecord } from './lottery-records';
import { LOTTERY_VIEWS, PRIZE_MODES } from '@platform/api/schemas';

export const LOTTERY_PAGE_PATH = '/lgw/demo/lottery';
export type LotteryView = (typeof LOTTERY_VIEWS)[number];
/** The lottery launch's devices: the site sends WEB. */
export const LOTTERY_DEVICES = ['WEB', 'H5', 'MOBILE'] as const;

/** What the lottery page needs to show a game. */
export interface LotteryPageAddress {
  merchantCode: string;
  gameCode: string;
  prizeMode: string;
  view: LotteryView;
  locale: ContentLocale;
  backUrl?: string | undefined;
  /** The one-time launch ticket that lets the page take the member's bets (see openLotteryPage). */
  ticket?: string | undefined;
}

export function lotteryPageUrl(address: LotteryPageAddress): string {
  const query = new URLSearchParams({
    merchantCode: address.merchantCode,
    gameCode: address.gameCode,
    prizeMode: address.prizeMode,
    view: address.view,
    lang: address.locale,
  });
  if (address.backUrl) query.set('backUrl', address.backUrl);
  if (address.ticket) query.set('ticket', address.ticket);
  return `${LOTTERY_PAGE_PATH}?${query.toString()}`;
}

/** The lottery launch's parameters (spec section 7), already checked by the call's schema. */
export interface LotteryLaunchRequest {
  lottoArea?: string;
  launchMode?: string;
  lottoPrizeMode?: string;
  lottoGameCode?: string;
  lottoView?: string;
  /** Already allowed and normalized by the caller (see allowedBackUrl). */
  backUrl?: string | undefined;
  /** The request's device (a common parameter). */
  device?: string;
  /** The request's language as sent, when it sent one. */
  language?: string;
}

/** MS, EN, CN and the Lingui locales (ms, en, zh, zh-CN…). */
const LAUNCH_LANGUAGE = /^(ms|en|zh|cn)([-_][a-z]{2,4})?$/i;

function refuse(message: string): never {
  throw new RequestError(400, ERROR_CODE.badRequest, message);
}

/** Checks what the schema cannot: which lottery parameters go together. */
export function checkLotteryLaunch(request: LotteryLaunchRequest): asserts request is LotteryLaunchRequest & { lottoPrizeMode: string; lottoView: LotteryView } {
  if (request.launchMode !== 'LOTT') refuse('A lottery launch needs launchMode LOTT');
  if (request.lottoArea !== 'VN') refuse('A lottery launch needs lottoArea VN');
  if (request.lottoPrizeMode === undefined || !(PRIZE_MODES as readonly string[]).includes(request.lottoPrizeMode)) {
    refuse(`A lottery launch needs lottoPrizeMode, one of ${PRIZE_MODES.join(', ')}`);
  }
  if (request.lottoView === undefined || !(LOTTERY_VIEWS as readonly string[]).includes(request.lottoView)) {
    refuse('A lottery launch needs lottoView betting or lobby');
  }
  if (request.lottoView === 'betting' && request.lottoGameCode === undefined) refuse('The betting view needs lottoGameCode');
  if (request.device === undefined || !(LOTTERY_DEVICES as readonly string[]).includes(request.device)) {
    refuse(`A lottery launch needs device, one of ${LOTTERY_DEVICES.join(', ')}`);
  }
  if (request.language !== undefined && !LAUNCH_LANGUAGE.test(request.language)) refuse('language must be MS, EN or CN');
}

/** The game a lottery launch opens: the named one, or for the lobby the prize mode's first. */
export async function findLaunchedLotteryGame(db: Queryable, merchantCode: string, prizeMode: string, gameCode: string | undefined): Promise<LotteryGameRecord> {
  const [game] = await findLotteryGames(db, merchantCode, { prizeMode, ...(gameCode !== undefined ? { gameCode } : {}), limit: 1 });
  if (!game) {
    throw new RequestError(
      404,
      ERROR_CODE.notFound,
      gameCode !== undefined ? `No lottery game ${gameCode} with prize mode ${prizeMode} in this brand` : `This brand has no lottery games with prize mode ${prizeMode}`,
    );
  }
  return game;
}

/** Records a lottery launch for the member's recent lottery menu. */
export async function recordLotteryLaunch(db: Queryable, memberId: number, gameCode: string, now: Date): Promise<void> {
  await db.query(
    `insert into lottery_recent (member_id, game_code, launched_at) values ($1, $2, $3)
     on conflict (member_id, game_code) do update set launched_at = excluded.launched_at`,
    [memberId, gameCode, now],
  );
}

/** The member a lottery launch opens the page for, under their login session. */
export interface LotteryPlayer {
  memberId: number;
  /** The login session's token hash: the page's game session ends with it. */
  memberSessionHash: string;
  /** A trial account (or a free-play launch): the page shows the draws but takes no bets. */
  tryPlay: boolean;
}

/** The catalogue game a lottery page opens. */
export interface LaunchedLotteryGame {
  gameCode: string;
  nodeId: string;
  vendorCode: string;
  gameName: string;
}

/**
 * Records the launch and opens the page's game session (the demo slot's: it ends with the login
 * session), answering the page's address with its one-time ticket; the page exchanges the ticket
 * and then takes the member's bets. Call it in a transaction.
 */
export async function openLotteryPage(
  tx: Queryable,
  player: LotteryPlayer,
  game: LaunchedLotteryGame,
  address: Omit<LotteryPageAddress, 'gameCode' | 'ticket'>,
  now: Date,
): Promise<string> {
  await recordLotteryLaunch(tx, player.memberId, game.gameCode, now);
  const ticket = await issueLaunchTicket(
    tx,
    {
      memberId: player.memberId,
      memberSessionHash: player.memberSessionHash,
      merchantCode: address.merchantCode,
      nodeId: game.nodeId,
      gameName: game.gameName,
      vassalage: game.vendorCode,
      tryPlay: player.tryPlay,
      language: address.locale,
    },
    now,
  );
  return lotteryPageUrl({ ...address, gameCode: game.gameCode, ticket });
}

/** Launches the built-in lottery page for a member: checks, records and answers its address. */
export async function launchLottery(
  db: Database,
  player: LotteryPlayer,
  merchantCode: string,
  request: LotteryLaunchRequest,
  locale: ContentLocale,
  now: Date,
): Promise<GameLaunch> {
  checkLotteryLaunch(request);
  const game = await findLaunchedLotteryGame(db, merchantCode, request.lottoPrizeMode, request.lottoGameCode);
  const launched = { gameCode: game.game_code, nodeId: game.node_id, vendorCode: game.vendor_code, gameName: localize(game.name, locale) };
  const address = { merchantCode, prizeMode: game.prize_mode, view: request.lottoView, locale, backUrl: request.backUrl };
  return { url: await db.transaction((tx) => openLotteryPage(tx, player, launched, address, now)) };
}
