/** One day's bar: where it starts and how tall it is, in the chart's units, and which way it goes. */
export interface NetBar {
  y: number;
  height: number;
  sign: 'positive' | 'negative' | 'zero';
}

/** The bars of a chart `height` units tall, with the zero line where wins and losses meet. */
export interface NetBarLayout {
  zeroY: number;
  bars: NetBar[];
}

/**
 * Lays out one bar per value: wins rise above the zero line, losses hang below it, on one scale
 * from the biggest win to the biggest loss (the zero line at the top when every day lost, at the
 * bottom when none did). A quiet day has no bar.
 */
export function layoutNetBars(values: readonly number[], height: number): NetBarLayout {
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom;
  if (span === 0) return { zeroY: height, bars: values.map(() => ({ y: height, height: 0, sign: 'zero' })) };
  const zeroY = (top / span) * height;
  return {
    zeroY,
    bars: values.map((value) => {
      const barHeight = (Math.abs(value) / span) * height;
      if (value > 0) return { y: zeroY - barHeight, height: barHeight, sign: 'positive' };
      if (value < 0) return { y: zeroY, height: barHeight, sign: 'negative' };
      return { y: zeroY, height: 0, sign: 'zero' };
    }),
  };
}
