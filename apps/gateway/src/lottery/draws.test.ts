import { describe, expect, it } from 'vitest';
import { drawKeyFrom } from './draw-key';
import { latestDraws, nextDrawTime, winningNumbers } from './draws';
import type { DrawSchedule } from './draws';

const everyMinute: DrawSchedule = { gameCode: 'SEA_SSC1', lotteryType: 'SSC', drawIntervalSeconds: 60, drawOffsetSeconds: 0 };
const daily: DrawSchedule = { gameCode: 'LOTT_3D', lotteryType: 'LF', drawIntervalSeconds: 86_400, drawOffsetSeconds: 21 * 3600 + 1800 };
const now = new Date('2026-11-21T08:00:30Z');
const key = drawKeyFrom(new Uint8Array(32).fill(7));

describe('draws', () => {
  it('derives the latest draws from the clock: the newest at most one interval old, newest first', () => {
    const draws = latestDraws(key, everyMinute, now, 5);
    expect(draws).toHaveLength(5);
    expect(draws[0]!.openTime).toBe(Date.parse('2026-11-21T08:00:00Z'));
    expect(draws.map((draw) => draw.openTime)).toEqual(draws.map((_, back) => Date.parse('2026-11-21T08:00:00Z') - back * 60_000));
    // 16:00 in GMT+8 is the 961st one-minute draw of the day.
    expect(draws[0]!.numero).toBe('20261121-0961');
    expect(nextDrawTime(everyMinute, now)).toBe(Date.parse('2026-11-21T08:01:00Z'));
    expect(latestDraws(key, everyMinute, now, 5)).toEqual(draws);
  });

  it('numbers daily draws by date and draws them at 21:30 GMT+8', () => {
    const [latest] = latestDraws(key, daily, now, 1);
    expect(latest).toMatchObject({ numero: '20261120', openTime: Date.parse('2026-11-20T13:30:00Z') });
    expect(nextDrawTime(daily, now)).toBe(Date.parse('2026-11-21T13:30:00Z'));
  });

  it('writes numbers the way each lottery type does', () => {
    for (let draw = 0; draw < 50; draw++) {
      const seed = `game:${draw}`;
      expect(winningNumbers('SSC', seed)).toMatch(/^\d(,\d){4}$/);
      expect(winningNumbers('LF', seed)).toMatch(/^\d(,\d){2}$/);
      const pick5 = winningNumbers('11X5', seed).split(',').map(Number);
      expect(pick5).toHaveLength(5);
      expect(new Set(pick5).size).toBe(5);
      expect(pick5.every((n) => n >= 1 && n <= 11)).toBe(true);
      const race = winningNumbers('PK10', seed).split(',');
      expect([...race].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
      const markSix = winningNumbers('LHC', seed).split(',').map(Number);
      expect(new Set(markSix).size).toBe(7);
      expect(markSix.every((n) => n >= 1 && n <= 49)).toBe(true);
    }
    expect(winningNumbers('SSC', 'a')).toBe(winningNumbers('SSC', 'a'));
  });
});
