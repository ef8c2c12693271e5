import { describe, expect, it } from 'vitest';
import { checkLimit, checkLimits, confirmChange, COOLING_OFF_MS, requestChange, windowStart } from './limit-rules';
import type { Counted, PlayerLimit } from './limit-rules';

const NOW = new Date('2026-11-21T08:00:00Z');
const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
const limit = (cents: number | null, period: PlayerLimit['period'] = 'DAY', kind: PlayerLimit['kind'] = 'DEPOSIT'): PlayerLimit => ({ kind, period, cents, pending: null });

describe('a change to a limit', () => {
  it('applies at once when it lowers the limit or sets a first one, and drops an increase waiting', () => {
    expect(requestChange(limit(null), 50_00, NOW)).toEqual(limit(50_00));
    const waiting = requestChange(limit(50_00), 80_00, NOW);
    expect(requestChange(waiting, 30_00, NOW)).toEqual(limit(30_00));
  });

  it('waits 24 hours and then the player’s confirmation to raise or remove a limit, the old limit holding meanwhile', () => {
    for (const raised of [80_00, null]) {
      const waiting = requestChange(limit(50_00), raised, NOW);
      expect(waiting).toEqual({ ...limit(50_00), pending: { cents: raised, confirmableFrom: new Date(NOW.getTime() + COOLING_OFF_MS) } });
      expect(confirmChange(waiting, new Date(NOW.getTime() + COOLING_OFF_MS - 1))).toEqual({ reason: 'COOLING_OFF', confirmableFrom: new Date(NOW.getTime() + COOLING_OFF_MS) });
      expect(confirmChange(waiting, new Date(NOW.getTime() + COOLING_OFF_MS))).toEqual(limit(raised));
    }
  });

  it('restarts the cooling-off when the player asks again, and has nothing to confirm without a request', () => {
    const first = requestChange(limit(50_00), 80_00, NOW);
    const again = requestChange(first, 90_00, new Date(NOW.getTime() + 20 * HOUR));
    expect(again.pending).toEqual({ cents: 90_00, confirmableFrom: new Date(NOW.getTime() + 44 * HOUR) });
    expect(requestChange(again, 50_00, NOW)).toEqual(limit(50_00));
    expect(confirmChange(limit(50_00), NOW)).toEqual({ reason: 'NOTHING_PENDING' });
  });
});

describe('checking an amount against a limit', () => {
  const deposits: Counted[] = [
    { at: ago(30), cents: 90_00 }, // outside the 24 hours
    { at: ago(20), cents: 30_00 },
    { at: ago(5), cents: 40_00 },
  ];

  it('allows what fits in the window and refuses what does not, saying when it will fit', () => {
    expect(checkLimit(limit(100_00), deposits, 30_00, NOW)).toBeNull();
    // 70.00 used: 40.00 more fits only once the 30.00 of 20 hours ago leaves the window, 4 hours from now.
    expect(checkLimit(limit(100_00), deposits, 40_00, NOW)).toEqual({ kind: 'DEPOSIT', period: 'DAY', limitCents: 100_00, usedCents: 70_00, allowedFrom: new Date(NOW.getTime() + 4 * HOUR) });
    // 70.00 more needs both gone: 19 hours from now.
    expect(checkLimit(limit(100_00), deposits, 70_00, NOW)?.allowedFrom).toEqual(new Date(NOW.getTime() + 19 * HOUR));
    // More than the limit itself never fits.
    expect(checkLimit(limit(100_00), deposits, 100_01, NOW)?.allowedFrom).toBeNull();
    expect(checkLimit(limit(null), deposits, 1_000_000_00, NOW)).toBeNull();
  });

  it('counts a loss net of wins', () => {
    const results: Counted[] = [
      { at: ago(3), cents: 50_00 }, // lost 50.00
      { at: ago(2), cents: -30_00 }, // won 30.00 back
    ];
    expect(checkLimit(limit(40_00, 'DAY', 'LOSS'), results, 20_00, NOW)).toBeNull();
    expect(checkLimit(limit(40_00, 'DAY', 'LOSS'), results, 20_01, NOW)?.usedCents).toBe(20_00);
  });

  it('reaches back a calendar month, on the month’s last day when it is shorter', () => {
    expect(windowStart('MONTH', new Date('2026-03-31T10:00:00Z'))).toEqual(new Date('2026-02-28T10:00:00Z'));
    expect(windowStart('MONTH', new Date('2028-03-31T10:00:00Z'))).toEqual(new Date('2028-02-29T10:00:00Z'));
    expect(windowStart('WEEK', NOW)).toEqual(ago(7 * 24));
    // A deposit of 31 January leaves the month's window when windows start after it: on 1 March.
    const lateJanuary: Counted[] = [{ at: new Date('2026-01-31T10:00:00Z'), cents: 100_00 }];
    expect(checkLimit(limit(100_00, 'MONTH'), lateJanuary, 1, new Date('2026-02-20T00:00:00Z'))?.allowedFrom).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(checkLimit(limit(100_00, 'MONTH'), lateJanuary, 1, new Date('2026-02-28T23:59:59Z'))).not.toBeNull();
    expect(checkLimit(limit(100_00, 'MONTH'), lateJanuary, 1, new Date('2026-03-01T00:00:00Z'))).toBeNull();
    // One of the 15th leaves a month later to the moment.
    const midMonth: Counted[] = [{ at: new Date('2026-01-15T10:00:00Z'), cents: 100_00 }];
    expect(checkLimit(limit(100_00, 'MONTH'), midMonth, 1, new Date('2026-01-20T00:00:00Z'))?.allowedFrom).toEqual(new Date('2026-02-15T10:00:00Z'));
  });

  it('answers every limit broken, the one that lasts longest first, among the kinds asked about', () => {
    const limits = [limit(100_00, 'DAY'), limit(120_00, 'WEEK'), limit(10_00, 'DAY', 'WAGER'), limit(50_00, 'DAY', 'LOSS')];
    const week: Counted[] = [{ at: ago(100), cents: 50_00 }, ...deposits];
    const breaches = checkLimits(limits, (kind) => (kind === 'DEPOSIT' ? week : []), ['DEPOSIT'], 40_00, NOW);
    // The week's 210.00 leaves room for 40.00 once the 50.00 of 100 hours ago and the 90.00 of 30
    // hours ago have left it (138 hours from now); the day's 70.00 once the 30.00 has (4 hours).
    expect(breaches.map((breach) => [breach.period, breach.allowedFrom])).toEqual([
      ['WEEK', new Date(NOW.getTime() + 138 * HOUR)],
      ['DAY', new Date(NOW.getTime() + 4 * HOUR)],
    ]);
    expect(checkLimits(limits, () => [], ['WAGER', 'LOSS'], 10_00, NOW)).toEqual([]);
    expect(checkLimits(limits, () => [], ['WAGER', 'LOSS'], 10_01, NOW).map((breach) => breach.kind)).toEqual(['WAGER']);
  });
});
