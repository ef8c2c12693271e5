import { queryOptions } from '@tanstack/react-query';
import { ERROR_CODE, gameLaunchFB, isApiError, launchGame } from '@platform/api';
import type { Game, GameLaunch, LotteryLaunchQuery, PrizeMode, ThirdPartyLaunchQuery } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';

/**
 * A launched game's address is handed from the launch to the page that shows it: useStartGame
 * launches, /game reads the same entry, so one press opens one session. The demo game's address
 * carries a one-time ticket (good for a minute): an entry nobody shows leaves the cache well
 * within that minute, and the page that showed it drops it when it goes (useSpentLaunch), so
 * coming back launches again. A reload of /game launches again. Keys start with the member's, so
 * sign-out drops them, and the address never goes into the page's URL.
 */
const LAUNCH_STALE_MS = 30 * 60_000;
const LAUNCH_GC_MS = 30_000;

function launchKey(token: string, language: string, kind: string, query: object) {
  return [...queryKeys.member(token), 'launch', kind, language, query] as const;
}

/** A third-party launch (launchGame with vassalage, gameType…): /game, /seamless and useStartGame. */
export function gameLaunchQuery(token: string, language: string, query: ThirdPartyLaunchQuery) {
  return queryOptions({
    queryKey: launchKey(token, language, 'game', query),
    queryFn: (): Promise<GameLaunch> => api.call(launchGame, query),
    staleTime: LAUNCH_STALE_MS,
    gcTime: LAUNCH_GC_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** What /lottery asks for: the lottery launch of spec section 7 (lottoArea VN, launchMode LOTT, device WEB). */
export function lotteryLaunchRequest(prizeMode: PrizeMode, gameCode: string | null): LotteryLaunchQuery {
  const query: LotteryLaunchQuery = {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: prizeMode,
    // A game opens on its betting view; a vendor without a game on its lobby.
    lottoView: gameCode ? 'betting' : 'lobby',
    device: 'WEB',
  };
  if (gameCode) query.lottoGameCode = gameCode;
  return query;
}

export function lotteryLaunchQuery(token: string, language: string, query: LotteryLaunchQuery) {
  return queryOptions({
    queryKey: launchKey(token, language, 'lottery', query),
    queryFn: (): Promise<GameLaunch> => api.call(launchGame, query),
    staleTime: LAUNCH_STALE_MS,
    gcTime: LAUNCH_GC_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The FB sports launch (/fbsports). */
export function fbLaunchQuery(token: string, language: string) {
  return queryOptions({
    queryKey: launchKey(token, language, 'fb', {}),
    queryFn: (): Promise<GameLaunch> => api.call(gameLaunchFB, { vassalage: 'FB' }),
    staleTime: LAUNCH_STALE_MS,
    gcTime: LAUNCH_GC_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

function isGame(value: unknown): value is Game {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Partial<Game>;
  return typeof game.vassalage === 'string' && typeof game.gameType === 'string' && game.nodeId !== undefined;
}

/** Whether an error is GAME_MAINTENANCE (spec section 8: a game under maintenance). */
export function isGameMaintenance(error: unknown): boolean {
  return isApiError(error) && error.code === ERROR_CODE.gameMaintenance;
}

/**
 * The hot games a GAME_MAINTENANCE failure suggests (its value's `hotGames`), without the game
 * under maintenance, at most `limit`; empty for any other error or an unexpected value.
 */
export function maintenanceHotGames(error: unknown, exclude?: { nodeId?: string | number | undefined }, limit = 6): Game[] {
  if (!isGameMaintenance(error) || !isApiError(error)) return [];
  const value = error.value as { hotGames?: unknown } | null;
  const list = Array.isArray(value?.hotGames) ? value.hotGames : [];
  return list
    .filter(isGame)
    .filter((game) => exclude?.nodeId === undefined || String(game.nodeId) !== String(exclude.nodeId))
    .slice(0, limit);
}

/**
 * After a launch: the gateway records the game as recent itself (launchGame writes the recent
 * list), so only the cached recent lists need a refresh. Any query whose key names "recent" is
 * invalidated (the lobby's keys are its own).
 */
export function isRecentQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey.some((part) => typeof part === 'string' && /recent/i.test(part));
}
