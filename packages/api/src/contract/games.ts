import { defineCall } from './define-call';
import type { ClientType, Game, GamePlatform, GameType, Vendor } from './entities';

/** A category of the header's nav with its vendors: compatible with the UI's GameCategory. */
export interface GameMenu {
  /** The category code (RNG, LIVE…), also its route. */
  code: GameType;
  /** The category's name in the asked language. */
  name: string;
  vendors: Vendor[];
  isHot?: number;
}

export interface GameMenusQuery {
  language?: string;
  /** `WEB` from the site. */
  device?: string;
}

export interface GameVendorsQuery {
  merchantCode: string;
  /** One category only; all categories without it. */
  gameType?: GameType;
}

/** The game list query (spec section 3): the page and its filters. */
export interface GameListQuery {
  clientType?: ClientType;
  platform?: GamePlatform;
  channel?: string;
  /** The brand's merchant code. */
  merchant?: string;
  gameType?: GameType;
  /** One vendor's games (also the popup list of a VASSALAGE tile). */
  vassalage?: string;
  /** jackpot, table, arcade or bingo. */
  gameClassify?: string;
  /** 1: hot games only (the type filter's "hot"). */
  isHot?: 1;
  /** Part of a game's name. */
  gameName?: string;
  /** Games whose smallest bet is at most this (0.01, 0.05, 0.1, 0.5, 0.75). */
  minBet?: number;
  minLineNum?: number;
  language?: string;
  /** Starts at 1. */
  pageNo: number;
  /** 24 on the site. */
  pageSize: number;
}

export interface GameListPage {
  games: Game[];
  totalPages: number;
}

/** Recent games (spec section 7: clientType 3, page 1, pageSize 9, gameType RNG, language). */
export interface RecentGamesQuery {
  clientType?: ClientType;
  /** Starts at 1. */
  page: number;
  /** 9 on the site. */
  pageSize: number;
  gameType?: GameType;
  language?: string;
}

export interface RecentGamesPage {
  list: Game[];
  totalPages: number;
}

/** Hot games (spec section 7: merchantCode, isPlatform 2, vassalage, platform, language). */
export interface HotGamesQuery {
  merchantCode: string;
  /** The platform code for hot games: 2. */
  isPlatform?: 2;
  vassalage?: string;
  platform?: GamePlatform;
  language?: string;
}

export interface HotGames {
  list: Game[];
}

/** Where the launched game opens. */
export interface GameLaunch {
  /** The game's address, opened in the /game iframe (or a new window where the vendor requires it). */
  url: string;
}

export interface GameLaunchFBQuery {
  /** The sports vendor with vassalage FB. */
  vassalage?: string;
  language?: string;
}

export interface PvpRoomsQuery {
  vassalage: string;
  gameCode?: string;
  language?: string;
}

/** A room of a peer-versus-peer game. */
export interface PvpRoom {
  roomId: string | number;
  name: string;
  minBet: number;
  /** The least balance to enter. */
  minBalance?: number;
  players?: number;
}

/** Launches a third-party game (everything but the lottery flow). */
export interface ThirdPartyLaunchQuery {
  nodeId?: string | number;
  vassalage: string;
  gameType: GameType;
  gameCode?: string;
  playType?: string;
  /** A free trial of a game with supportPlay 0. */
  tryPlay?: boolean;
  device?: string;
  backUrl?: string;
  language?: string;
}

/** Prize modes of the lottery (spec section 9). */
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA' | (string & {});

/**
 * Launches the lottery (spec section 7: lottoArea VN, launchMode LOTT, lottoPrizeMode,
 * lottoGameCode, lottoView betting or lobby, device, backUrl, language).
 */
export interface LotteryLaunchQuery {
  lottoArea: 'VN' | (string & {});
  launchMode: 'LOTT';
  lottoPrizeMode: PrizeMode;
  lottoGameCode?: string;
  lottoView: 'betting' | 'lobby';
  /** `WEB` from the site. */
  device: string;
  backUrl?: string;
  language?: string;
}

export type LaunchGameQuery = ThirdPartyLaunchQuery | LotteryLaunchQuery;

/** Categories and their vendors for the header's nav; public. */
export const gameMenus = defineCall<GameMenusQuery, GameMenu[]>({
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: false,
  encrypted: false,
});

/** The brand's vendors by category (session cache key `gameVendor`); member-only per section 6. */
export const gameVendors = defineCall<GameVendorsQuery, Vendor[]>({
  method: 'GET',
  path: '/wps/game/vendors',
  auth: true,
  encrypted: false,
});

/** A page of games for the filters; member-only per section 6 ("game lists"). */
export const gameList = defineCall<GameListQuery, GameListPage>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  auth: true,
  encrypted: false,
});

/** The member's recently played games; member-only. */
export const recentGames = defineCall<RecentGamesQuery, RecentGamesPage>({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  auth: true,
  encrypted: false,
});

/** Hot games (also suggested when a game is under maintenance); public. */
export const hotGames = defineCall<HotGamesQuery, HotGames>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: false,
  encrypted: false,
});

/** Launches the FB sports vendor (/fbsports); member-only. */
export const gameLaunchFB = defineCall<GameLaunchFBQuery, GameLaunch>({
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  auth: true,
  encrypted: false,
});

/** Rooms of a PvP game; member-only. */
export const pvpRooms = defineCall<PvpRoomsQuery, PvpRoom[]>({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  auth: true,
  encrypted: false,
});

/** Launches a game: third-party, or the lottery with the lotto parameters; member-only. */
export const launchGame = defineCall<LaunchGameQuery, GameLaunch>({
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: true,
  encrypted: false,
});
