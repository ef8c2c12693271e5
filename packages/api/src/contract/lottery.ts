import { defineCall } from './define-call';
import type { PrizeMode } from './games';

/** Lottery types of the provider assets (spec section 3). */
export type LotteryType = '11X5' | 'LF' | 'LHC' | 'PK10' | 'SSC' | (string & {});

/** Lottery vendors whose games open in the /lottery page (spec section 9). */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;

/** A lottery game of a menu or of the popular list. */
export interface LotteryGame {
  gameCode: string;
  gameName: string;
  prizeMode: PrizeMode;
  /** The vendor (TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT). */
  vendor: string;
  lotteryType?: LotteryType;
  iconUrl?: string;
  /** The next draw: epoch milliseconds or an ISO string. */
  nextDrawTime?: number | string | null;
  isHot?: number;
}

/** A group of the lottery menu (a region or a lottery type) with its games. */
export interface LotteryMenuGroup {
  groupCode: string;
  groupName: string;
  games: LotteryGame[];
}

/** The lottery menus' query (spec section 7: prizeMode, device WEB). */
export interface LotteryMenuQuery {
  prizeMode: PrizeMode;
  device: string;
  language?: string;
}

/** Popular lottery games (spec section 7: count 20, prizeMode, device, language). */
export interface PopularGamesQuery {
  count: number;
  prizeMode: PrizeMode;
  device: string;
  language?: string;
}

/** A drawn (opened) numero: one draw of a lottery game and its result. */
export interface OpenedNumero {
  gameCode: string;
  /** The draw's number. */
  numero: string;
  /** The winning numbers, as the game writes them. */
  winningNumbers: string;
  /** When it was drawn: epoch milliseconds or an ISO string. */
  openTime: number | string;
}

/** The latest VN draws (spec section 7: count 100). */
export interface VnOpenedNumbersQuery {
  count: number;
  gameCode?: string;
}

export interface OpenedNumeroQuery {
  gameCode: string;
}

/** The VN lottery menu; public. */
export const lotteryMenu = defineCall<LotteryMenuQuery, LotteryMenuGroup[]>({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  auth: false,
  encrypted: false,
});

/** The member's recently played lottery games, as a menu; member-only (section 6: "recent"). */
export const lotteryRecentMenu = defineCall<LotteryMenuQuery, LotteryMenuGroup[]>({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  auth: true,
  encrypted: false,
});

/** Popular lottery games; public. */
export const popularGames = defineCall<PopularGamesQuery, LotteryGame[]>({
  method: 'GET',
  path: '/lgw/games/popular',
  auth: false,
  encrypted: false,
});

/** The latest drawn VN numbers; public. */
export const vnOpenedNumbers = defineCall<VnOpenedNumbersQuery, OpenedNumero[]>({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  auth: false,
  encrypted: false,
});

/** A lottery game's latest draw; public. */
export const openedNumero = defineCall<OpenedNumeroQuery, OpenedNumero | null>({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: false,
  encrypted: false,
});
