import { parseColor } from '../theme/contrast';

/** `rgb(r, g, b)` as getComputedStyle writes an opaque colour, for comparing a token with the page. */
export function computedRgb(value: string): string {
  const colour = parseColor(value);
  if (!colour) throw new TypeError(`Not a colour: ${value}`);
  return `rgb(${Math.round(colour.r)}, ${Math.round(colour.g)}, ${Math.round(colour.b)})`;
}
