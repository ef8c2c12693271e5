import { describe, expect, it } from 'vitest';
import { drawReels, payoutMultiple, REEL_WEIGHTS, SYMBOLS } from './slot-machine';
import type { SlotSymbol } from './slot-machine';

describe('the demo slot rules', () => {
  it.each([
    [['DIAMOND', 'DIAMOND', 'DIAMOND'], 500],
    [['CHERRY', 'CHERRY', 'CHERRY'], 5],
    [['CHERRY', 'BELL', 'CHERRY'], 2],
    [['CHERRY', 'BELL', 'STAR'], 0],
    [['SEVEN', 'SEVEN', 'BELL'], 0],
  ] as [SlotSymbol[], number][])('pays %j %i times the bet', (reels, multiple) => {
    expect(payoutMultiple(reels)).toBe(multiple);
  });

  it('returns between 90 % and 100 % of the bets over every possible outcome', () => {
    const total = SYMBOLS.reduce((sum, symbol) => sum + REEL_WEIGHTS[symbol], 0);
    let expected = 0;
    for (const a of SYMBOLS) for (const b of SYMBOLS) for (const c of SYMBOLS) {
      expected += ((REEL_WEIGHTS[a] * REEL_WEIGHTS[b] * REEL_WEIGHTS[c]) / total ** 3) * payoutMultiple([a, b, c]);
    }
    expect(expected).toBeGreaterThan(0.9);
    expect(expected).toBeLessThan(1);
  });

  it('stops each reel by weight from the random source', () => {
    expect(drawReels(() => 0)).toEqual(['CHERRY', 'CHERRY', 'CHERRY']);
    expect(drawReels((bound) => bound - 1)).toEqual(['DIAMOND', 'DIAMOND', 'DIAMOND']);
  });
});
