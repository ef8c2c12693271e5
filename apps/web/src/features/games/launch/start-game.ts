/**
 * Starting a game (spec section 4), as pure decisions the `useStartGame` hook carries out. No
 * React, no network: every rule is a row of the table in start-game.test.ts.
 *
 * Decisions taken where the spec is silent:
 * - Login comes first for every start (spec: "Starting a game requires login, else … nothing
 *   starts"), also for the VASSALAGE popup and an RNG/FISH vendor card, whose pages list games
 *   that only members may load (section 6).
 * - Real play (a launch, the lottery, FB sports) needs a real account: a trial account (type 4)
 *   is refused with the warning. A free trial (`tryPlay`, offered by games with supportPlay 0)
 *   needs login only, and a trial account pressing Play on such a game gets its free trial
 *   instead of the refusal. A free trial of a game without one is refused before any call.
 * - A vendor card (a vendor without a game: no game code, no name but the vendor's) of any
 *   category but RNG and FISH launches the vendor's lobby (its first game); FB's sports card
 *   opens /fbsports; a cockfight card or game starts directly like any third-party game (the
 *   category has no page).
 */
import { IS_GAME_VASSALAGE, LOTTERY_VENDORS } from '@platform/api';
import type { Game, GameType, LotteryGame, PrizeMode, ThirdPartyLaunchQuery } from '@platform/api';
import { CATEGORY_PATHS } from '../../../lib/paths/category-paths';
import type { AppModalParams } from '../../../lib/app-modals';

/** What can be started: a game of any list, or a vendor card (a vendor without a game). */
export type StartTarget = Partial<Omit<Game, 'vassalage' | 'gameType'>> &
  Pick<Game, 'vassalage' | 'gameType'> & {
    /** A vendor card's logo (ignored here; cards carry it). */
    logoUrl?: string;
  };

export interface StartOptions {
  /** Start the free trial (games with supportPlay 0) instead of real play. */
  tryPlay?: boolean;
}

export interface StartContext {
  /** The session is a trial account (type 4), refused real play. */
  isTrial: boolean;
}

/** The lottery game types (spec section 9): their games open in the lottery flow. */
export const LOTTERY_GAME_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/** The prize mode of each lottery vendor (the lottery launch's `lottoPrizeMode`). */
export const PRIZE_MODE_BY_VENDOR: Readonly<Record<(typeof LOTTERY_VENDORS)[number], PrizeMode>> = {
  TCG_LOTTO_VN: 'ZY',
  TCG_SEA: 'SEA',
  ELOTT: 'Elott',
  LOTT: 'Lott',
};

/** The prize modes the lottery launch takes (spec section 9). */
export const PRIZE_MODES: readonly string[] = ['Lott', 'ZY', 'Elott', 'SEA'];

/** Vendor cards of these categories open the category page with the vendor's tab (spec section 4). */
const CATEGORY_PAGE_TYPES: readonly string[] = ['RNG', 'FISH'];

/** The sports vendor that /fbsports launches (spec section 2). */
export const FB_SPORTS_VENDOR = 'FB';

export type StartAction =
  /** A free trial asked of a game that has none: nothing starts. */
  | { type: 'noTrial' }
  /** The vendor's popup game list (isGame VASSALAGE). */
  | { type: 'popup'; params: AppModalParams['gamePopup'] }
  /** An RNG or FISH vendor card: remember the vendor, open its category page on its tab. */
  | { type: 'categoryPage'; gameType: string; vassalage: string; to: string }
  /** A page that launches by itself: /lottery, /fbsports. */
  | { type: 'navigate'; to: string }
  /** A third-party launch: call launchGame with `query`, then open `to` (/game). */
  | { type: 'launch'; query: ThirdPartyLaunchQuery; to: string };

export interface StartPlan {
  /** The guard to pass first: login, or a real account. */
  access: 'login' | 'realAccount';
  action: StartAction;
}

export function isLotteryVendor(vendor: string): boolean {
  return (LOTTERY_VENDORS as readonly string[]).includes(vendor.toUpperCase());
}

/** The name a target shows: the game's, else the vendor card's. */
export function targetName(target: StartTarget): string {
  return target.gameName || target.nodeName || target.title || target.displayName || target.vassalage;
}

/** A vendor card: no game code and no name of a game, only the vendor's. */
export function isVendorCard(target: StartTarget): boolean {
  return !target.gameCode && !target.code && !target.gameName && !target.nodeName && !target.title;
}

/** The game's code under whichever key the call used. */
function gameCodeOf(target: StartTarget): string | undefined {
  return target.gameCode || target.code || undefined;
}

/** The prize mode of a lottery start: the game's play type when it is one, else its vendor's. */
export function prizeModeOf(vendor: string | null | undefined, playType?: string | null): PrizeMode | null {
  if (playType && PRIZE_MODES.includes(playType)) return playType;
  const byVendor = vendor ? PRIZE_MODE_BY_VENDOR[vendor.toUpperCase() as keyof typeof PRIZE_MODE_BY_VENDOR] : undefined;
  return byVendor ?? null;
}

/** /lottery with gameCode, vendor and playType (spec section 4); no gameCode opens the vendor's lobby. */
export function lotteryPath(vendor: string, gameCode?: string, playType?: string | null): string {
  const params = new URLSearchParams();
  if (gameCode) params.set('gameCode', gameCode);
  params.set('vendor', vendor);
  const mode = prizeModeOf(vendor, playType);
  if (mode) params.set('playType', mode);
  return `/lottery?${params.toString()}`;
}

/** The page of a game's category ("back to lobby"); home when the category has none. */
export function lobbyPath(gameType: string | null | undefined): string {
  return (gameType && CATEGORY_PATHS[gameType.toUpperCase()]) || '/';
}

/** The query keys of /game (and /seamless): what identifies the game, never a token. */
const GAME_PAGE_KEYS = ['vassalage', 'gameType', 'nodeId', 'gameCode', 'playType'] as const;

/** /game (or /seamless) for a launch: the launch's fields, the free-trial flag and the name to show. */
export function gamePagePath(query: ThirdPartyLaunchQuery, name: string, page: '/game' | '/seamless' = '/game'): string {
  const params = new URLSearchParams();
  for (const key of GAME_PAGE_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (query.tryPlay) params.set('try', '1');
  if (name) params.set('name', name);
  return `${page}?${params.toString()}`;
}

export interface GamePageParams {
  query: ThirdPartyLaunchQuery;
  /** The game's name, for the frame's title; empty when the address has none. */
  name: string;
}

/** Reads /game's (or /seamless's) query back into the launch it names; null without vendor and type. */
export function readGamePageParams(search: URLSearchParams): GamePageParams | null {
  const vassalage = search.get('vassalage')?.trim();
  const gameType = search.get('gameType')?.trim();
  if (!vassalage || !gameType) return null;
  const query: ThirdPartyLaunchQuery = { vassalage, gameType: gameType.toUpperCase() as GameType };
  for (const key of ['nodeId', 'gameCode', 'playType'] as const) {
    const value = search.get(key)?.trim();
    if (value) query[key] = value;
  }
  if (search.get('try') === '1') query.tryPlay = true;
  return { query, name: search.get('name')?.trim() ?? '' };
}

/** What /lottery's address asks for (spec section 2: gameCode, vendor, playType). */
export interface LotteryPageQuery {
  gameCode: string | null;
  vendor: string | null;
  playType: string | null;
}

export function readLotteryQuery(search: URLSearchParams): LotteryPageQuery {
  const read = (key: string) => search.get(key)?.trim() || null;
  return { gameCode: read('gameCode'), vendor: read('vendor')?.toUpperCase() ?? null, playType: read('playType') };
}

/** A lottery game of the lottery menus or the popular list, as something to start. */
export function lotteryGameTarget(game: LotteryGame): StartTarget {
  const target: StartTarget = {
    vassalage: game.vendor,
    gameType: game.prizeMode === 'Elott' || game.vendor === 'ELOTT' ? 'ELOTT' : 'LOTT',
    gameCode: game.gameCode,
    gameName: game.gameName,
    defaultPlayType: game.prizeMode,
  };
  if (game.iconUrl) target.iconUrl = game.iconUrl;
  return target;
}

/** Decides how a start goes (spec section 4); see the module comment for the choices made. */
export function planGameStart(target: StartTarget, options: StartOptions = {}, context: StartContext = { isTrial: false }): StartPlan {
  const gameType = String(target.gameType).toUpperCase();
  const vassalage = target.vassalage;
  const name = targetName(target);
  const gameCode = gameCodeOf(target);
  const vendorCard = isVendorCard(target);

  if (options.tryPlay && target.supportPlay !== 0) return { access: 'login', action: { type: 'noTrial' } };

  if (target.isGame === IS_GAME_VASSALAGE) {
    return { access: 'login', action: { type: 'popup', params: { vassalage, gameType, title: name } } };
  }

  if (LOTTERY_GAME_TYPES.includes(gameType) && isLotteryVendor(vassalage)) {
    return { access: 'realAccount', action: { type: 'navigate', to: lotteryPath(vassalage.toUpperCase(), gameCode, target.defaultPlayType) } };
  }

  if (vendorCard && CATEGORY_PAGE_TYPES.includes(gameType)) {
    const to = `${lobbyPath(gameType)}?${new URLSearchParams({ vendor: vassalage }).toString()}`;
    return { access: 'login', action: { type: 'categoryPage', gameType, vassalage, to } };
  }

  if (vendorCard && gameType === 'SPORTS' && vassalage.toUpperCase() === FB_SPORTS_VENDOR) {
    return { access: 'realAccount', action: { type: 'navigate', to: '/fbsports' } };
  }

  // Third-party (cockfight included): a trial account gets the free trial where the game has one.
  const tryPlay = options.tryPlay === true || (context.isTrial && target.supportPlay === 0);
  const query: ThirdPartyLaunchQuery = { vassalage, gameType };
  if (!vendorCard && target.nodeId !== undefined && target.nodeId !== '') query.nodeId = String(target.nodeId);
  if (gameCode) query.gameCode = gameCode;
  if (target.defaultPlayType) query.playType = target.defaultPlayType;
  if (tryPlay) query.tryPlay = true;
  return { access: tryPlay ? 'login' : 'realAccount', action: { type: 'launch', query, to: gamePagePath(query, name) } };
}
