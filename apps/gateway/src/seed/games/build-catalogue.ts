import { CATEGORY_VENDORS, PROVIDER_NAMES, VASSALAGE_TILE } from '../../games/catalogue-data';
import type { CatalogueGameType, GameClassification } from '../../games/catalogue-data';
import type { LocalizedText } from '../../http/locale';
import { LOTTERY_GAMES, PRIZE_MODE_VENDOR, lotteryGameType, lotteryNodeId } from '../../lottery/lottery-data';
import type { LotteryGameDefinition } from '../../lottery/lottery-data';
import { seededRandom } from '../../shared/seeded-random';
import type { SeededRandom } from '../../shared/seeded-random';
import { COCKFIGHT_NAMES, ESPORTS_NAMES, NameBook, SPORTS_NAMES, cardGameNames, fishName, liveTableName, slotName } from './game-names';

/** A game as the seed inserts it. */
export interface GameRow {
  nodeId: string;
  vendorCode: string;
  gameType: CatalogueGameType;
  gameCode: string;
  name: string;
  localizedName: LocalizedText | null;
  isHot: boolean;
  isNew: boolean;
  supportPlay: 0 | 1;
  isGame: string | null;
  minBet: number;
  minLineNum: number | null;
  classify: GameClassification | null;
  defaultPlayType: string | null;
  underMaintenance: boolean;
  sort: number;
}

/** A lottery game as the seed inserts it. */
export interface LotteryGameRow extends LotteryGameDefinition {
  nodeId: string;
  vendorCode: string;
  popularity: number;
  isHot: boolean;
  sort: number;
}

/** Games under maintenance (launch refuses them with hot-game suggestions). */
export const MAINTENANCE_NODE_IDS: ReadonlySet<string> = new Set(['PT-RNG-003', 'DG-LIVE-002']);

/** Vendor tiles that open the vendor's popup game list instead of a game. */
const VASSALAGE_TILES: ReadonlyArray<[vendor: string, gameType: CatalogueGameType]> = [
  ['BBIN', 'RNG'],
  ['AG', 'LIVE'],
  ['KY', 'PVP'],
  ['XY', 'PVP'],
];

const SLOT_LINES = [1, 5, 9, 10, 15, 20, 25, 30, 40, 50];

type Draft = Omit<GameRow, 'nodeId' | 'gameCode' | 'sort' | 'underMaintenance' | 'localizedName' | 'isGame' | 'defaultPlayType'> &
  Partial<Pick<GameRow, 'localizedName' | 'isGame' | 'defaultPlayType'>>;

/** A minimum bet with the weights of a category's stakes. */
function minBet(random: SeededRandom, stakes: ReadonlyArray<[bet: number, weight: number]>): number {
  const total = stakes.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [bet, weight] of stakes) {
    roll -= weight;
    if (roll < 0) return bet;
  }
  return stakes[stakes.length - 1]![0];
}

const SLOT_STAKES: ReadonlyArray<[number, number]> = [[0.01, 30], [0.05, 25], [0.1, 20], [0.5, 10], [0.75, 5], [1, 10]];
const TABLE_STAKES: ReadonlyArray<[number, number]> = [[0.1, 15], [0.5, 30], [0.75, 15], [1, 40]];
const FISH_STAKES: ReadonlyArray<[number, number]> = [[0.01, 20], [0.05, 30], [0.1, 30], [0.5, 20]];

function slotClassify(random: SeededRandom): GameClassification | null {
  const roll = random.next();
  if (roll < 0.12) return 'jackpot';
  if (roll < 0.2) return 'table';
  if (roll < 0.3) return 'arcade';
  if (roll < 0.35) return 'bingo';
  return null;
}

function flags(random: SeededRandom, hotChance: number) {
  return {
    isHot: random.chance(hotChance),
    isNew: random.chance(0.08),
    supportPlay: (random.chance(0.2) ? 0 : 1) as 0 | 1,
  };
}

function slotGames(random: SeededRandom, names: NameBook, vendor: string): Draft[] {
  return Array.from({ length: 32 }, () => {
    const classify = slotClassify(random);
    const isSlot = classify === null || classify === 'jackpot';
    return {
      vendorCode: vendor,
      gameType: 'RNG',
      name: names.claim(() => slotName(random, classify), vendor),
      ...flags(random, 0.12),
      minBet: minBet(random, SLOT_STAKES),
      minLineNum: isSlot ? random.pick(SLOT_LINES) : null,
      classify,
    };
  });
}

function fishGames(random: SeededRandom, names: NameBook, vendor: string): Draft[] {
  return Array.from({ length: 7 }, () => ({
    vendorCode: vendor,
    gameType: 'FISH',
    name: names.claim(() => fishName(random), vendor),
    ...flags(random, 0.15),
    minBet: minBet(random, FISH_STAKES),
    minLineNum: null,
    classify: 'arcade',
  }));
}

function liveGames(random: SeededRandom, names: NameBook, vendor: string, vendorIndex: number): Draft[] {
  const letter = 'ABCDEFGHJK'[vendorIndex]!;
  return Array.from({ length: 9 }, (_, table) => ({
    vendorCode: vendor,
    gameType: 'LIVE',
    name: names.claim(() => liveTableName(random, letter, table + 1), vendor),
    ...flags(random, 0.12),
    supportPlay: 1,
    minBet: minBet(random, TABLE_STAKES),
    minLineNum: null,
    classify: 'table',
  }));
}

function cardGames(random: SeededRandom, vendor: string): Draft[] {
  return cardGameNames(random, 16).map((name) => ({
    vendorCode: vendor,
    gameType: 'PVP',
    name,
    ...flags(random, 0.12),
    minBet: minBet(random, TABLE_STAKES),
    minLineNum: null,
    classify: 'table',
  }));
}

function namedGames(random: SeededRandom, vendor: string, gameType: CatalogueGameType, titles: readonly string[], count: number): Draft[] {
  return titles.slice(0, count).map((title, index) => ({
    vendorCode: vendor,
    gameType,
    name: `${PROVIDER_NAMES[vendor]} ${title}`,
    isHot: index === 0,
    isNew: random.chance(0.1),
    supportPlay: 1,
    minBet: 1,
    minLineNum: null,
    classify: null,
  }));
}

function lotteryTile(definition: LotteryGameDefinition, isHot: boolean): Draft {
  return {
    vendorCode: PRIZE_MODE_VENDOR[definition.prizeMode],
    gameType: lotteryGameType(definition.prizeMode),
    name: definition.name.en,
    localizedName: definition.name,
    isHot,
    isNew: false,
    supportPlay: 1,
    minBet: 0.1,
    minLineNum: null,
    classify: null,
    defaultPlayType: definition.prizeMode,
  };
}

function tile(vendor: string, gameType: CatalogueGameType): Draft {
  const display = PROVIDER_NAMES[vendor] ?? vendor;
  return {
    vendorCode: vendor,
    gameType,
    name: `${display} Lobby`,
    localizedName: { ms: `Lobi ${display}`, en: `${display} Lobby`, zh: `${display}大厅` },
    isHot: true,
    isNew: false,
    supportPlay: 1,
    isGame: VASSALAGE_TILE,
    minBet: gameType === 'RNG' ? 0.01 : 0.5,
    minLineNum: null,
    classify: null,
  };
}

/** The popularity of each lottery game, and whether it is hot (the most popular third). */
export function buildLotteryGames(): LotteryGameRow[] {
  const random = seededRandom('catalogue:lottery');
  const popularity = LOTTERY_GAMES.map(() => 100 + random.int(9900));
  const hotFrom = [...popularity].sort((a, b) => b - a)[Math.floor(popularity.length / 3)]!;
  return LOTTERY_GAMES.map((definition, index) => ({
    ...definition,
    nodeId: lotteryNodeId(definition),
    vendorCode: PRIZE_MODE_VENDOR[definition.prizeMode],
    popularity: popularity[index]!,
    isHot: popularity[index]! > hotFrom,
    sort: index + 1,
  }));
}

/**
 * Every game of the catalogue, the same on every run: the seeded generator draws names, flags,
 * stakes and order from fixed seeds.
 */
export function buildGames(): GameRow[] {
  const names = new NameBook();
  const drafts = new Map<CatalogueGameType, Draft[]>();
  const add = (gameType: CatalogueGameType, games: Draft[]) => drafts.set(gameType, [...(drafts.get(gameType) ?? []), ...games]);

  const random = (gameType: string) => seededRandom(`catalogue:${gameType}`);
  const rng = random('RNG');
  for (const vendor of CATEGORY_VENDORS.RNG) add('RNG', slotGames(rng, names, vendor));
  const fish = random('FISH');
  for (const vendor of CATEGORY_VENDORS.FISH) add('FISH', fishGames(fish, names, vendor));
  const live = random('LIVE');
  CATEGORY_VENDORS.LIVE.forEach((vendor, index) => add('LIVE', liveGames(live, names, vendor, index)));
  const pvp = random('PVP');
  for (const vendor of CATEGORY_VENDORS.PVP) add('PVP', cardGames(pvp, vendor));
  const sports = random('SPORTS');
  for (const vendor of CATEGORY_VENDORS.SPORTS) add('SPORTS', namedGames(sports, vendor, 'SPORTS', SPORTS_NAMES, 5));
  const esports = random('ESPORTS');
  for (const vendor of CATEGORY_VENDORS.ESPORTS) add('ESPORTS', namedGames(esports, vendor, 'ESPORTS', random(vendor).shuffle(ESPORTS_NAMES), 5));
  add('COCKFIGHT', namedGames(random('COCKFIGHT'), 'WS', 'COCKFIGHT', COCKFIGHT_NAMES, 2));

  const rows: GameRow[] = [];
  const counters = new Map<string, number>();
  const typeBase = new Map<CatalogueGameType, number>();
  let sortBase = 0;
  for (const [gameType, games] of drafts) {
    typeBase.set(gameType, sortBase);
    const shuffled = random(`${gameType}:order`).shuffle(games);
    shuffled.forEach((draft, index) => {
      const key = `${draft.vendorCode}-${gameType}`;
      const number = (counters.get(key) ?? 0) + 1;
      counters.set(key, number);
      rows.push(completeRow(draft, `${key}-${String(number).padStart(3, '0')}`, sortBase + 100 + index));
    });
    sortBase += 10_000;
  }
  // Vendor tiles come first in their category.
  VASSALAGE_TILES.forEach(([vendor, gameType], index) => {
    rows.push(completeRow(tile(vendor, gameType), `${vendor}-${gameType}-LOBBY`, typeBase.get(gameType)! + 1 + index));
  });
  for (const game of buildLotteryGames()) rows.push(completeRow(lotteryTile(game, game.isHot), game.nodeId, 200_000 + game.sort, game.gameCode));
  return rows.sort((a, b) => a.sort - b.sort);
}

function completeRow(draft: Draft, nodeId: string, sort: number, gameCode = nodeId.replaceAll('-', '_')): GameRow {
  return {
    ...draft,
    nodeId,
    gameCode,
    localizedName: draft.localizedName ?? null,
    isGame: draft.isGame ?? null,
    defaultPlayType: draft.defaultPlayType ?? null,
    underMaintenance: MAINTENANCE_NODE_IDS.has(nodeId),
    sort,
  };
}
