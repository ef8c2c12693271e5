/**
 * Fixtures for the lobby's tests (games, pages, menus). Not imported by the app.
 */
import type { Game, GameListPage, GameMenu, Vendor } from '@platform/api';

const NAMES = ['Golden Dragon', 'Lucky Panda', 'Fortune Koi', 'Jade Tiger', 'Mega Phoenix', 'Wild Lotus'];

/** A game of `gameType` numbered `index` (names repeat with the number: "Golden Dragon 7"). */
export function makeGame(index: number, overrides: Partial<Game> = {}): Game {
  const vassalage = overrides.vassalage ?? 'PT';
  const gameType = overrides.gameType ?? 'RNG';
  return {
    nodeId: `${vassalage}-${gameType}-${String(index).padStart(3, '0')}`,
    vassalage,
    gameType,
    gameName: `${NAMES[index % NAMES.length]} ${index}`,
    iconUrl: `/lgw/assets/games/${vassalage}-${gameType}-${index}.svg`,
    displayName: vassalage,
    isHot: index % 3 === 0 ? 1 : 0,
    isNew: index % 5 === 0 ? 1 : 0,
    supportPlay: 1,
    gameCode: `${vassalage}_${gameType}_${index}`,
    minBet: [0.01, 0.05, 0.1, 0.5, 0.75, 1][index % 6],
    gameClassify: ['jackpot', 'table', 'arcade'][index % 3],
    ...overrides,
  };
}

/** Page `pageNo` of `totalPages`, 24 games each (numbered on from the pages before). */
export function gamePage(pageNo: number, totalPages: number, overrides: Partial<Game> = {}, size = 24): GameListPage {
  return {
    games: Array.from({ length: size }, (_, index) => makeGame((pageNo - 1) * size + index + 1, overrides)),
    totalPages,
  };
}

const vendor = (vassalage: string, displayName: string, gameType: string, isHot = 0): Vendor => ({
  vassalage,
  displayName,
  gameType,
  isHot,
  nodeId: `${gameType}-${vassalage}`,
  logoUrl: `/lgw/assets/vendors/${gameType}/COLOR/${vassalage}.svg`,
});

/** The game menus: RNG with PT, CQ9 and MG; FISH, LIVE, PVP and the vendor pages' categories. */
export const MENUS: GameMenu[] = [
  { code: 'RNG', name: 'Slots', isHot: 1, vendors: [vendor('PT', 'Playtech', 'RNG', 1), vendor('CQ9', 'CQ9 Gaming', 'RNG'), vendor('MG', 'Microgaming', 'RNG')] },
  { code: 'FISH', name: 'Fishing', vendors: [vendor('CQ9', 'CQ9 Gaming', 'FISH'), vendor('KY', 'Kaiyuan', 'FISH')] },
  { code: 'LIVE', name: 'Live Casino', vendors: [vendor('AG', 'Asia Gaming', 'LIVE')] },
  { code: 'PVP', name: 'Card Games', vendors: [vendor('KY', 'Kaiyuan', 'PVP')] },
  { code: 'SPORTS', name: 'Sports', vendors: [vendor('IBC', 'IBC Sports', 'SPORTS'), vendor('FB', 'FB Sports', 'SPORTS')] },
  { code: 'ESPORTS', name: 'Esports', vendors: [vendor('IBC', 'IBC Sports', 'ESPORTS')] },
  { code: 'LOTT', name: 'Lottery', vendors: [vendor('LOTT', 'Lotto', 'LOTT')] },
  { code: 'ELOTT', name: 'E-Lottery', vendors: [vendor('ELOTT', 'E-Lotto', 'ELOTT')] },
];

/** A promise with its settle functions, to hold an answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
