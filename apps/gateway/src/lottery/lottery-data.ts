import type { LocalizedText } from '../http/locale';
import type { PRIZE_MODES } from '@platform/api/schemas';

/** Prize modes (spec section 9) and the lottery vendor each belongs to. */
export type PrizeModeCode = (typeof PRIZE_MODES)[number];

export const PRIZE_MODE_VENDOR: Readonly<Record<PrizeModeCode, string>> = {
  Lott: 'LOTT',
  ZY: 'TCG_LOTTO_VN',
  Elott: 'ELOTT',
  SEA: 'TCG_SEA',
};

/** The lottery vendors whose games open in the built-in lottery page. */
export const LOTTERY_VENDOR_CODES: ReadonlySet<string> = new Set(Object.values(PRIZE_MODE_VENDOR));

export const LOTTERY_TYPES = ['SSC', '11X5', 'PK10', 'LF', 'LHC'] as const;
export type LotteryTypeCode = (typeof LOTTERY_TYPES)[number];

/** The lottery types: the groups of the lottery menu. */
export const LOTTERY_TYPE_NAMES: Readonly<Record<LotteryTypeCode, LocalizedText>> = {
  SSC: { ms: 'SSC (Keputusan Setiap Minit)', en: 'SSC (Every-Minute Draws)', zh: '时时彩' },
  '11X5': { ms: '11 Pilih 5', en: '11 Pick 5', zh: '11选5' },
  PK10: { ms: 'Lumba PK10', en: 'PK10 Racing', zh: 'PK10赛车' },
  LF: { ms: 'Cabutan Harian', en: 'Daily Draws', zh: '低频彩' },
  LHC: { ms: 'Mark Six', en: 'Mark Six', zh: '六合彩' },
};

const TYPE_TITLE: Readonly<Record<LotteryTypeCode, LocalizedText>> = {
  SSC: { ms: 'SSC', en: 'SSC', zh: '时时彩' },
  '11X5': { ms: '11 Pilih 5', en: '11 Pick 5', zh: '11选5' },
  PK10: { ms: 'Lumba PK10', en: 'PK10 Racing', zh: 'PK10赛车' },
  LF: { ms: '3D', en: '3D', zh: '3D' },
  LHC: { ms: 'Mark Six', en: 'Mark Six', zh: '六合彩' },
};

const REGIONS = {
  lucky: { ms: 'Bertuah', en: 'Lucky', zh: '幸运' },
  vietnam: { ms: 'Vietnam', en: 'Vietnam', zh: '越南' },
  hanoi: { ms: 'Hanoi', en: 'Hanoi', zh: '河内' },
  hoChiMinh: { ms: 'Ho Chi Minh', en: 'Ho Chi Minh', zh: '胡志明' },
  seAsia: { ms: 'Asia Tenggara', en: 'Southeast Asia', zh: '东南亚' },
  kualaLumpur: { ms: 'Kuala Lumpur', en: 'Kuala Lumpur', zh: '吉隆坡' },
  singapore: { ms: 'Singapura', en: 'Singapore', zh: '新加坡' },
  express: { ms: 'Ekspres', en: 'Express', zh: '极速' },
} satisfies Record<string, LocalizedText>;

type Region = keyof typeof REGIONS;

const DAY_SECONDS = 86_400;
/** Daily draws at 21:30 in the draw time zone. */
const EVENING_DRAW = 21 * 3600 + 30 * 60;

export interface LotteryGameDefinition {
  gameCode: string;
  prizeMode: PrizeModeCode;
  lotteryType: LotteryTypeCode;
  name: LocalizedText;
  drawIntervalSeconds: number;
  drawOffsetSeconds: number;
}

function interval(seconds: number): LocalizedText {
  if (seconds >= DAY_SECONDS) return { ms: '', en: '', zh: '' };
  const minutes = seconds / 60;
  return { ms: `${minutes} Minit`, en: `${minutes}-Minute`, zh: `${minutes}分钟` };
}

function game(gameCode: string, prizeMode: PrizeModeCode, lotteryType: LotteryTypeCode, region: Region, seconds: number): LotteryGameDefinition {
  const place = REGIONS[region];
  const title = TYPE_TITLE[lotteryType];
  const every = interval(seconds);
  const join = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');
  return {
    gameCode,
    prizeMode,
    lotteryType,
    name: {
      ms: join(title.ms, place.ms, every.ms),
      en: join(place.en, title.en, every.en),
      zh: `${place.zh}${title.zh}${every.zh}`,
    },
    drawIntervalSeconds: seconds,
    drawOffsetSeconds: seconds === DAY_SECONDS ? EVENING_DRAW : 0,
  };
}

/** The lottery games of every prize mode, in menu order. */
export const LOTTERY_GAMES: readonly LotteryGameDefinition[] = [
  game('LOTT_SSC1', 'Lott', 'SSC', 'lucky', 60),
  game('LOTT_SSC3', 'Lott', 'SSC', 'lucky', 180),
  game('LOTT_SSC5', 'Lott', 'SSC', 'lucky', 300),
  game('LOTT_11X5_3', 'Lott', '11X5', 'lucky', 180),
  game('LOTT_11X5_5', 'Lott', '11X5', 'lucky', 300),
  game('LOTT_PK10_1', 'Lott', 'PK10', 'lucky', 60),
  game('LOTT_PK10_5', 'Lott', 'PK10', 'lucky', 300),
  game('LOTT_3D', 'Lott', 'LF', 'lucky', DAY_SECONDS),
  game('LOTT_LHC5', 'Lott', 'LHC', 'lucky', 300),
  game('LOTT_LHC', 'Lott', 'LHC', 'lucky', DAY_SECONDS),
  game('VN_SSC1', 'ZY', 'SSC', 'vietnam', 60),
  game('VN_SSC5', 'ZY', 'SSC', 'vietnam', 300),
  game('VN_11X5_3', 'ZY', '11X5', 'vietnam', 180),
  game('VN_PK10_3', 'ZY', 'PK10', 'vietnam', 180),
  game('VN_3D_HN', 'ZY', 'LF', 'hanoi', DAY_SECONDS),
  game('VN_3D_HCM', 'ZY', 'LF', 'hoChiMinh', DAY_SECONDS),
  game('VN_LHC10', 'ZY', 'LHC', 'vietnam', 600),
  game('SEA_SSC1', 'SEA', 'SSC', 'seAsia', 60),
  game('SEA_SSC3', 'SEA', 'SSC', 'seAsia', 180),
  game('SEA_11X5_5', 'SEA', '11X5', 'seAsia', 300),
  game('SEA_PK10_1', 'SEA', 'PK10', 'seAsia', 60),
  game('SEA_3D_KL', 'SEA', 'LF', 'kualaLumpur', DAY_SECONDS),
  game('SEA_3D_SG', 'SEA', 'LF', 'singapore', DAY_SECONDS),
  game('SEA_LHC5', 'SEA', 'LHC', 'seAsia', 300),
  game('ELOTT_SSC1', 'Elott', 'SSC', 'express', 60),
  game('ELOTT_SSC2', 'Elott', 'SSC', 'express', 120),
  game('ELOTT_11X5_1', 'Elott', '11X5', 'express', 60),
  game('ELOTT_PK10_1', 'Elott', 'PK10', 'express', 60),
  game('ELOTT_3D3', 'Elott', 'LF', 'express', 180),
  game('ELOTT_LHC3', 'Elott', 'LHC', 'express', 180),
];

/** The game type of a prize mode's games in the catalogue: ELOTT for the e-lottery, else LOTT. */
export function lotteryGameType(prizeMode: PrizeModeCode): 'LOTT' | 'ELOTT' {
  return prizeMode === 'Elott' ? 'ELOTT' : 'LOTT';
}

/** The catalogue node of a lottery game (its tile in the LOTT or ELOTT list). */
export function lotteryNodeId(definition: Pick<LotteryGameDefinition, 'gameCode' | 'prizeMode'>): string {
  return `${PRIZE_MODE_VENDOR[definition.prizeMode]}-${lotteryGameType(definition.prizeMode)}-${definition.gameCode}`;
}
