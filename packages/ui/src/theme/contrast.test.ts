import { describe, expect, it } from 'vitest';
import { createBrandTheme, defaultTheme } from './brand-theme';
import { checkThemeContrast, contrastPairs, contrastRatio, parseColor, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    // #777 is the classic grey that just misses AA for body text.
    expect(contrastRatio('#777', '#fff')).toBeLessThan(4.5);
    expect(contrastRatio('#0b57c9', '#0b57c9')).toBe(1);
  });

  it('reads #rgb, #rrggbb and rgb() in both syntaxes alike', () => {
    const expected = contrastRatio('#777777', '#ffffff');
    expect(contrastRatio('#777', '#FFF')).toBe(expected);
    expect(contrastRatio('rgb(119, 119, 119)', 'rgb(255,255,255)')).toBe(expected);
    expect(contrastRatio('rgb(119 119 119)', 'rgb(100% 100% 100%)')).toBe(expected);
  });

  it('paints a translucent foreground over the background first', () => {
    // Half-transparent black on white is the grey halfway between them.
    expect(contrastRatio('rgb(0 0 0 / 0.5)', '#fff')).toBeCloseTo(contrastRatio('rgb(127.5 127.5 127.5)', '#fff'), 10);
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#fff')).toBe(1);
  });

  it('rejects colours it cannot read, naming them', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/"red"/);
    expect(() => contrastRatio('#fff', 'var(--pf-color-surface)')).toThrow(TypeError);
  });
});

describe('parseColor and relativeLuminance', () => {
  it('parses channels and alpha', () => {
    expect(parseColor('#0b57c9')).toEqual({ r: 11, g: 87, b: 201, a: 1 });
    expect(parseColor('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 0x88 / 255 });
    expect(parseColor('rgb(10 12 16 / 0.55)')).toEqual({ r: 10, g: 12, b: 16, a: 0.55 });
    expect(parseColor('rgba(10, 12, 16, 50%)')).toEqual({ r: 10, g: 12, b: 16, a: 0.5 });
    expect(parseColor('#12345')).toBeUndefined();
    expect(parseColor('rgb(1 2)')).toBeUndefined();
    expect(parseColor('hsl(0 0% 0%)')).toBeUndefined();
  });

  it('measures luminance from black (0) to white (1)', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });
});

describe('checkThemeContrast', () => {
  it('passes the default theme in light and dark', () => {
    expect(checkThemeContrast(defaultTheme).map((failure) => failure.message)).toEqual([]);
  });

  it('names each failing pair, its mode, its ratio and the minimum', () => {
    const bad = createBrandTheme({
      name: 'Bad',
      light: { color: { textMuted: '#999999' } },
      dark: { color: { onPrimary: '#ffffff' } },
    });
    const failures = checkThemeContrast(bad);
    expect(failures).toContainEqual(
      expect.objectContaining({ mode: 'light', foreground: 'textMuted', background: 'surface', minimum: 4.5 }),
    );
    expect(failures.map((failure) => failure.message)).toContain('light: textMuted on surface is 2.84:1, needs 4.5:1');
    expect(failures).toContainEqual(
      expect.objectContaining({ mode: 'dark', foreground: 'onPrimary', background: 'primary' }),
    );
    // Only what the override broke fails: text on the surfaces is untouched.
    expect(failures.some((failure) => failure.foreground === 'text')).toBe(false);
    expect(failures.every((failure) => failure.ratio < failure.minimum)).toBe(true);
  });

  it('holds icons, borders and the focus ring to 3:1, not 4.5:1', () => {
    // #8a8a8a on white is 3.45:1: enough for a border, not for text.
    const theme = createBrandTheme({ name: 'Grey', light: { color: { border: '#8a8a8a', focusRing: '#aaaaaa' } } });
    const failures = checkThemeContrast(theme);
    expect(failures.some((failure) => failure.foreground === 'border' && failure.background === 'surface')).toBe(false);
    expect(failures).toContainEqual(
      expect.objectContaining({ mode: 'light', foreground: 'focusRing', background: 'surface', minimum: 3 }),
    );
  });

  it('counts a colour it cannot read as a failure', () => {
    const theme = createBrandTheme({ name: 'Named', dark: { color: { text: 'white' } } });
    expect(checkThemeContrast(theme)).toContainEqual(
      expect.objectContaining({ mode: 'dark', foreground: 'text', background: 'background', ratio: 0 }),
    );
  });

  it('checks the pairs components draw, at the level each needs', () => {
    const has = (foreground: string, background: string, minimum: number) =>
      contrastPairs.some(
        (pair) => pair.foreground === foreground && pair.background === background && pair.minimum === minimum,
      );
    expect(has('textMuted', 'surfaceSunken', 4.5)).toBe(true);
    expect(has('text', 'warningSoft', 4.5)).toBe(true);
    expect(has('onPrimary', 'primaryHover', 4.5)).toBe(true);
    expect(has('onJackpot', 'jackpot', 4.5)).toBe(true);
    expect(has('jackpot', 'surface', 3)).toBe(true);
    expect(has('focusRing', 'background', 3)).toBe(true);
  });
});
