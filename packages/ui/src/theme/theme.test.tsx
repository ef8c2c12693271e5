import { Profiler, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { styled } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createBrandTheme, defaultTheme } from './brand-theme';
import { cssVariables, vars } from './css-variables';
import { ThemeProvider } from './ThemeProvider';
import { themeStyleSheet } from './theme-style-sheet';
import { darkValues } from './dark-values';
import { lightValues } from './light-values';
import type { ColorMode } from './tokens';

describe('theme tokens', () => {
  it('emits every token as a --pf- custom property', () => {
    const variables = cssVariables(lightValues);
    expect(variables['--pf-color-primary']).toBe(lightValues.color.primary);
    expect(variables['--pf-color-on-primary']).toBe(lightValues.color.onPrimary);
    expect(variables['--pf-space-md']).toBe('12px');
    expect(variables['--pf-font-size-lg']).toBe('1.125rem');
  });

  it('gives components var() references with the light value as fallback, so no provider is needed', () => {
    expect(vars.color.primary).toBe(`var(--pf-color-primary, ${lightValues.color.primary})`);
    expect(vars.radius.md).toBe('var(--pf-radius-md, 8px)');
  });

  it('writes light on :root and dark under data-color-mode="dark"', () => {
    const css = themeStyleSheet(defaultTheme);
    const [light, dark] = css.split(':root[data-color-mode="dark"]');
    expect(light).toMatch(/^:root\{/);
    expect(light).toContain(`--pf-color-background:${lightValues.color.background};`);
    expect(dark).toContain(`--pf-color-background:${darkValues.color.background};`);
    expect(dark).toContain('color-scheme:dark;');
  });
});

describe('createBrandTheme', () => {
  const brand = createBrandTheme({
    name: 'Test',
    shared: { radius: { md: '999px' } },
    light: { color: { primary: '#07704b' } },
    dark: { color: { primary: '#4fd69c' } },
  });

  it('overrides only what the brand gives, per mode', () => {
    expect(brand.modes.light.color.primary).toBe('#07704b');
    expect(brand.modes.dark.color.primary).toBe('#4fd69c');
    expect(brand.modes.light.color.text).toBe(lightValues.color.text);
    expect(brand.modes.dark.color.text).toBe(darkValues.color.text);
  });

  it('applies shared overrides to both modes and keeps sibling tokens', () => {
    expect(brand.modes.light.radius).toEqual({ ...lightValues.radius, md: '999px' });
    expect(brand.modes.dark.radius.md).toBe('999px');
  });

  it('does not change the default theme', () => {
    expect(defaultTheme.modes.light.color.primary).toBe(lightValues.color.primary);
  });
});

describe('ThemeProvider', () => {
  it('puts the variables in <head>, out of the markup its children render, and removes them on unmount', () => {
    const { container, unmount } = render(
      <ThemeProvider>
        <p>content</p>
      </ThemeProvider>,
    );
    expect(container.innerHTML).toBe('<p>content</p>');
    const style = document.head.querySelector('style[data-pf-theme]');
    expect(style?.textContent).toBe(themeStyleSheet(defaultTheme));
    unmount();
    expect(document.head.querySelector('style[data-pf-theme]')).toBeNull();
  });

  it('switches colour mode and brand by changing variables, without re-rendering styled components', () => {
    const Box = styled.div`
      color: ${({ theme }) => theme.color.text};
    `;
    let boxRenders = 0;
    const jade = createBrandTheme({ name: 'Jade', light: { color: { primary: '#07704b' } } });
    const box = (
      <Profiler id="box" onRender={() => (boxRenders += 1)}>
        <Box>content</Box>
      </Profiler>
    );
    let setMode: (mode: ColorMode) => void = () => {};
    let setBrand: (brand: typeof jade) => void = () => {};
    function Harness() {
      const [mode, changeMode] = useState<ColorMode>('light');
      const [brand, changeBrand] = useState(defaultTheme);
      setMode = changeMode;
      setBrand = changeBrand;
      return (
        <ThemeProvider theme={brand} colorMode={mode}>
          {box}
        </ThemeProvider>
      );
    }
    render(<Harness />);
    expect(document.documentElement.dataset.colorMode).toBe('light');
    expect(boxRenders).toBe(1);

    act(() => setMode('dark'));
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    act(() => setBrand(jade));
    const styleSheets = [...document.querySelectorAll('style')].map((style) => style.textContent);
    expect(styleSheets.some((text) => text?.includes('--pf-color-primary:#07704b;'))).toBe(true);
    expect(screen.getByText('content')).toBeInTheDocument();
    // The styled component rendered once: the switches only changed CSS variables.
    expect(boxRenders).toBe(1);
  });
});
