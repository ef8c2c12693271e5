import type { LocalizedText } from '../http/locale';
import type { GAME_CLASSIFICATIONS, GAME_TYPES } from '@platform/api/schemas';

/** The catalogue's game types: the spec's categories, and cockfight (it starts a game directly). */
export type CatalogueGameType = (typeof GAME_TYPES)[number];

/** The classification filter of the category page. */
export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];

/** The special `isGame` of a vendor tile: it opens the vendor's popup game list. */
export const VASSALAGE_TILE = 'VASSALAGE';

export interface CategoryDefinition {
  code: CatalogueGameType;
  name: LocalizedText;
  isHot: boolean;
}

/** The header's categories, in nav order. */
export const CATEGORIES: readonly CategoryDefinition[] = [
  { code: 'RNG', name: { ms: 'Slot', en: 'Slots', zh: '电子游戏' }, isHot: true },
  { code: 'LIVE', name: { ms: 'Kasino Langsung', en: 'Live Casino', zh: '真人视讯' }, isHot: true },
  { code: 'FISH', name: { ms: 'Memancing', en: 'Fishing', zh: '捕鱼游戏' }, isHot: false },
  { code: 'PVP', name: { ms: 'Permainan Kad', en: 'Card Games', zh: '棋牌游戏' }, isHot: false },
  { code: 'SPORTS', name: { ms: 'Sukan', en: 'Sports', zh: '体育赛事' }, isHot: false },
  { code: 'ESPORTS', name: { ms: 'E-Sukan', en: 'Esports', zh: '电子竞技' }, isHot: false },
  { code: 'LOTT', name: { ms: 'Loteri', en: 'Lottery', zh: '彩票' }, isHot: false },
  { code: 'ELOTT', name: { ms: 'E-Loteri', en: 'E-Lottery', zh: '电子彩票' }, isHot: false },
  { code: 'COCKFIGHT', name: { ms: 'Sabung Ayam', en: 'Cockfight', zh: '斗鸡' }, isHot: false },
];

/** Provider names (brand names: the same in every language). */
export const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  AG: 'Asia Gaming',
  AE: 'AE Sexy',
  BBIN: 'BBIN',
  BG: 'Big Gaming',
  CQ9: 'CQ9 Gaming',
  DG: 'Dream Gaming',
  EA: 'Entwine Asia',
  ELOTT: 'E-Lotto',
  FB: 'FB Sports',
  GG: 'GG Gaming',
  IBC: 'IBC Sports',
  ISB: 'iSoftBet',
  KX: 'KX Gaming',
  KY: 'Kaiyuan',
  LOTT: 'Lotto',
  LOTUS: 'Lotus',
  MG: 'Microgaming',
  MGS: 'MG Slots',
  OG: 'Oriental Game',
  PNG: "Play'n GO",
  PT: 'Playtech',
  RTG: 'Realtime Gaming',
  SBT: 'SBTech',
  TCG_LOTTO_VN: 'TCG Lotto VN',
  TCG_SEA: 'TCG SEA Lotto',
  TGP: 'TGP',
  TH: 'TianHao',
  TTG: 'Top Trend Gaming',
  UG: 'United Gaming',
  WD: 'WM Dragon',
  WS: 'WS168',
  XY: 'XinYing',
};

/** Every provider, in a fixed order: a vendor's accountTypeId is its place here. */
export const PROVIDER_CODES = Object.keys(PROVIDER_NAMES).sort();

/** The vendors of each category, in display order. */
export const CATEGORY_VENDORS: Readonly<Record<CatalogueGameType, readonly string[]>> = {
  RNG: ['PT', 'CQ9', 'MG', 'MGS', 'PNG', 'TTG', 'ISB', 'RTG', 'GG', 'KX', 'BBIN'],
  LIVE: ['AG', 'BBIN', 'DG', 'EA', 'OG', 'AE', 'WD', 'BG'],
  FISH: ['CQ9', 'KY', 'TH', 'GG', 'BG', 'WS', 'KX'],
  PVP: ['KY', 'TH', 'XY', 'LOTUS', 'TGP'],
  SPORTS: ['IBC', 'SBT', 'UG', 'FB'],
  ESPORTS: ['IBC', 'UG', 'SBT'],
  LOTT: ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'],
  ELOTT: ['ELOTT'],
  COCKFIGHT: ['WS'],
};

/** Vendors marked hot in a category's dropdown (`code:gameType`). */
export const HOT_VENDORS: ReadonlySet<string> = new Set(['PT:RNG', 'CQ9:RNG', 'AG:LIVE', 'CQ9:FISH', 'KY:PVP', 'IBC:SPORTS', 'TCG_LOTTO_VN:LOTT', 'ELOTT:ELOTT']);

/**
 * Which vendors each demo brand offers, by category. Royal offers everything (11 slot vendors,
 * so the dropdown shows "more"); Jade a smaller set without FB sports, VN lottery or cockfight.
 */
export const MERCHANT_OFFERINGS: Readonly<Record<string, Partial<Record<CatalogueGameType, readonly string[]>>>> = {
  DEMO_ROYAL: CATEGORY_VENDORS,
  DEMO_JADE: {
    RNG: ['PT', 'CQ9', 'PNG', 'RTG', 'GG', 'ISB'],
    LIVE: ['AG', 'DG', 'EA', 'WD'],
    FISH: ['CQ9', 'KY', 'BG'],
    PVP: ['KY', 'XY', 'LOTUS'],
    SPORTS: ['IBC', 'UG'],
    ESPORTS: ['UG'],
    LOTT: ['TCG_SEA', 'LOTT'],
    ELOTT: ['ELOTT'],
  },
};

/** The sports vendor that /fbsports launches. */
export const FB_SPORTS_VENDOR = 'FB';
