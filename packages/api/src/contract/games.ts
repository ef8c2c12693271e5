import { defineCall } from './define-call';
import type { Vendor } from './entities';
import type { Static } from 'typebox';
import type { GameLaunchFBQuerySchema, GameLaunchSchema, GameListPageSchema, GameListQuerySchema, GameMenuSchema, GameMenusQuerySchema, GameVendorsQuerySchema, HotGamesQuerySchema, HotGamesSchema, LaunchGameQuerySchema, LotteryLaunchQuerySchema, PrizeModeSchema, PvpRoomSchema, PvpRoomsQuerySchema, RecentGamesPageSchema, RecentGamesQuerySchema, ThirdPartyLaunchQuerySchema } from '../schemas/games';

/** A category of the header's nav with its vendors: compatible with the UI's GameCategory. */
export type GameMenu = Static<typeof GameMenuSchema>;

export type GameMenusQuery = Static<typeof GameMenusQuerySchema>;

export type GameVendorsQuery = Static<typeof GameVendorsQuerySchema>;

/** The game list query (spec section 3): the page and its filters. */
export type GameListQuery = Static<typeof GameListQuerySchema>;

export type GameListPage = Static<typeof GameListPageSchema>;

/** Recent games (spec section 7: clientType 3, page 1, pageSize 9, gameType RNG, language). */
export type RecentGamesQuery = Static<typeof RecentGamesQuerySchema>;

export type RecentGamesPage = Static<typeof RecentGamesPageSchema>;

/** Hot games (spec section 7: merchantCode, isPlatform 2, vassalage, platform, language). */
export type HotGamesQuery = Static<typeof HotGamesQuerySchema>;

export type HotGames = Static<typeof HotGamesSchema>;

/** Where the launched game opens. */
export type GameLaunch = Static<typeof GameLaunchSchema>;

export type GameLaunchFBQuery = Static<typeof GameLaunchFBQuerySchema>;

export type PvpRoomsQuery = Static<typeof PvpRoomsQuerySchema>;

/** A room of a peer-versus-peer game. */
export type PvpRoom = Static<typeof PvpRoomSchema>;

/** Launches a third-party game (everything but the lottery flow). */
export type ThirdPartyLaunchQuery = Static<typeof ThirdPartyLaunchQuerySchema>;

/** Prize modes of the lottery (spec section 9). */
export type PrizeMode = Static<typeof PrizeModeSchema>;

/**
 * Launches the lottery (spec section 7: lottoArea VN, launchMode LOTT, lottoPrizeMode,
 * lottoGameCode, lottoView betting or lobby, device, backUrl, language).
 */
export type LotteryLaunchQuery = Static<typeof LotteryLaunchQuerySchema>;

export type LaunchGameQuery = Static<typeof LaunchGameQuerySchema>;

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
