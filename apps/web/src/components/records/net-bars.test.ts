import { describe, expect, it } from 'vitest';
import { layoutNetBars } from './net-bars';

describe('layoutNetBars', () => {
  it('puts wins above and losses below one zero line, on one scale', () => {
    const { zeroY, bars } = layoutNetBars([30, -10, 0], 100);
    expect(zeroY).toBe(75);
    expect(bars).toEqual([
      { y: 0, height: 75, sign: 'positive' },
      { y: 75, height: 25, sign: 'negative' },
      { y: 75, height: 0, sign: 'zero' },
    ]);
  });

  it('puts the line at the top when every day lost, at the bottom when none did', () => {
    expect(layoutNetBars([-5, -20], 100)).toEqual({
      zeroY: 0,
      bars: [
        { y: 0, height: 25, sign: 'negative' },
        { y: 0, height: 100, sign: 'negative' },
      ],
    });
    expect(layoutNetBars([10, 40], 100).zeroY).toBe(100);
  });

  it('draws no bar for a quiet period', () => {
    expect(layoutNetBars([0, 0], 100)).toEqual({ zeroY: 100, bars: [{ y: 100, height: 0, sign: 'zero' }, { y: 100, height: 0, sign: 'zero' }] });
    expect(layoutNetBars([], 100)).toEqual({ zeroY: 100, bars: [] });
  });
});
