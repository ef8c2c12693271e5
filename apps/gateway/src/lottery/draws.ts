import { seededRandom } from '../shared/seeded-random';
import type { SeededRandom } from '../shared/seeded-random';
import type { DrawKey } from './draw-key';

/** Draw times, dates and numeros are in the draw time zone, UTC+8. */
const DRAW_ZONE_OFFSET_SECONDS = 8 * 3600;
const DAY_SECONDS = 86_400;

/** What a draw schedule needs of a lottery game. */
export interface DrawSchedule {
  gameCode: string;
  lotteryType: string;
  drawIntervalSeconds: number;
  drawOffsetSeconds: number;
}

/** A draw's place in the schedule: what bets are taken for before its numbers exist. */
export interface DrawSlot {
  gameCode: string;
  numero: string;
  /** Epoch milliseconds. */
  openTime: number;
}

/** A draw that has opened, with its numbers. */
export interface Draw extends DrawSlot {
  winningNumbers: string;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function distinct(random: SeededRandom, count: number, from: number, to: number): number[] {
  const pool = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return random.shuffle(pool).slice(0, count);
}

/** The winning numbers of one draw, written the way its lottery type writes them. */
export function winningNumbers(lotteryType: string, seed: string): string {
  const random = seededRandom(seed);
  switch (lotteryType) {
    case '11X5':
      return distinct(random, 5, 1, 11).map((n) => pad(n, 2)).join(',');
    case 'PK10':
      return distinct(random, 10, 1, 10).map((n) => pad(n, 2)).join(',');
    case 'LHC':
      // Six numbers and the special number, from 1 to 49.
      return distinct(random, 7, 1, 49).map((n) => pad(n, 2)).join(',');
    case 'LF':
      return Array.from({ length: 3 }, () => random.int(10)).join(',');
    default:
      // SSC: five digits.
      return Array.from({ length: 5 }, () => random.int(10)).join(',');
  }
}

/** The numbers of one draw of a game, under the installation's draw key. */
export function drawNumbers(key: DrawKey, lotteryType: string, gameCode: string, numero: string): string {
  return winningNumbers(lotteryType, key.seedOf(gameCode, numero));
}

/** The draw with index `index` (draws counted from the epoch in the draw time zone). */
function slotAt(schedule: DrawSchedule, index: number): DrawSlot {
  const interval = schedule.drawIntervalSeconds;
  const zoneSeconds = index * interval + schedule.drawOffsetSeconds;
  const zoneDate = new Date(zoneSeconds * 1000);
  const day = `${zoneDate.getUTCFullYear()}${pad(zoneDate.getUTCMonth() + 1, 2)}${pad(zoneDate.getUTCDate(), 2)}`;
  let numero = day;
  if (interval < DAY_SECONDS) {
    const perDay = DAY_SECONDS / interval;
    const sequence = Math.floor((zoneSeconds % DAY_SECONDS) / interval) + 1;
    numero = `${day}-${pad(sequence, String(perDay).length)}`;
  }
  return {
    gameCode: schedule.gameCode,
    numero,
    openTime: (zoneSeconds - DRAW_ZONE_OFFSET_SECONDS) * 1000,
  };
}

function latestIndex(schedule: DrawSchedule, now: Date): number {
  const zoneSeconds = Math.floor(now.getTime() / 1000) + DRAW_ZONE_OFFSET_SECONDS;
  return Math.floor((zoneSeconds - schedule.drawOffsetSeconds) / schedule.drawIntervalSeconds);
}

/** The latest `count` draws at `now`, newest first: the same for everyone at the same moment. */
export function latestDraws(key: DrawKey, schedule: DrawSchedule, now: Date, count: number): Draw[] {
  const latest = latestIndex(schedule, now);
  return Array.from({ length: count }, (_, back) => {
    const slot = slotAt(schedule, latest - back);
    return { ...slot, winningNumbers: drawNumbers(key, schedule.lotteryType, slot.gameCode, slot.numero) };
  });
}

/** The next draw after `now`: the one bets are taken for. Its numbers are not worked out before it opens. */
export function nextDraw(schedule: DrawSchedule, now: Date): DrawSlot {
  return slotAt(schedule, latestIndex(schedule, now) + 1);
}

/** When the next draw opens, in epoch milliseconds. */
export function nextDrawTime(schedule: DrawSchedule, now: Date): number {
  return nextDraw(schedule, now).openTime;
}
