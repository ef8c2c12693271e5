import { defineCall } from './define-call';
import type { LotteryGame, LotteryMenuGroup, LotteryMenuQuery, PopularGamesQuery, OpenedNumero, VnOpenedNumbersQuery, OpenedNumeroQuery } from '../schemas/lottery';
export type { LotteryType, LotteryGame, LotteryMenuGroup, LotteryMenuQuery, PopularGamesQuery, OpenedNumero, VnOpenedNumbersQuery, OpenedNumeroQuery } from '../schemas/lottery';

/** Lottery vendors whose games open in the /lottery page (spec section 9). */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;

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
