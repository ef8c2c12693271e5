import { defineCall } from './define-call';
import type { Vendor } from './entities';
import type { GameMenu, GameMenusQuery, GameVendorsQuery, GameListQuery, GameListPage, RecentGamesQuery, RecentGamesPage, HotGamesQuery, HotGames, GameLaunch, GameLaunchFBQuery, PvpRoomsQuery, PvpRoom, LaunchGameQuery } from '../schemas/games';
export type { GameMenu, GameMenusQuery, GameVendorsQuery, GameListQuery, GameListPage, RecentGamesQuery, RecentGamesPage, HotGamesQuery, HotGames, GameLaunch, GameLaunchFBQuery, PvpRoomsQuery, PvpRoom, ThirdPartyLaunchQuery, PrizeMode, LotteryLaunchQuery, LaunchGameQuery } from '../schemas/games';

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
