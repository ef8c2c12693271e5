import { defineCall } from './define-call';
import type { Static } from 'typebox';
import type { LotteryGameSchema, LotteryMenuGroupSchema, LotteryMenuQuerySchema, LotteryTypeSchema, OpenedNumeroQuerySchema, OpenedNumeroSchema, PopularGamesQuerySchema, VnOpenedNumbersQuerySchema } from '../schemas/lottery';

/** Lottery types of the provider assets (spec section 3). */
export type LotteryType = Static<typeof LotteryTypeSchema>;

/** Lottery vendors whose games open in the /lottery page (spec section 9). */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;

/** A lottery game of a menu or of the popular list. */
export type LotteryGame = Static<typeof LotteryGameSchema>;

/** A group of the lottery menu (a region or a lottery type) with its games. */
export type LotteryMenuGroup = Static<typeof LotteryMenuGroupSchema>;

/** The lottery menus' query (spec section 7: prizeMode, device WEB). */
export type LotteryMenuQuery = Static<typeof LotteryMenuQuerySchema>;

/** Popular lottery games (spec section 7: count 20, prizeMode, device, language). */
export type PopularGamesQuery = Static<typeof PopularGamesQuerySchema>;

/** A drawn (opened) numero: one draw of a lottery game and its result. */
export type OpenedNumero = Static<typeof OpenedNumeroSchema>;

/** The latest VN draws (spec section 7: count 100). */
export type VnOpenedNumbersQuery = Static<typeof VnOpenedNumbersQuerySchema>;

export type OpenedNumeroQuery = Static<typeof OpenedNumeroQuerySchema>;

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
