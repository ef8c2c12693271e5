import { useCallback, useState, type ReactNode } from 'react';
import { within } from 'storybook/test';

// As Storybook's theme matrix lays them out: each brand, light then dark.
const BRANDS = ['default', 'jade'];
const MODES = ['light', 'dark'];

/** The four scopes of a `themeMatrix` story: default light, default dark, jade light, jade dark. */
export function themeScopes(canvasElement: HTMLElement): HTMLElement[] {
  return BRANDS.flatMap((brand) => MODES.map((mode) => within(canvasElement).getByTestId(`theme-${brand}-${mode}`)));
}

/**
 * Gives its child the name of the theme-matrix scope it sits in ("Default, light"), so that the
 * copies of a landmark on the page can each have a name of their own.
 */
export function InThemeScope({ children }: { children: (scopeName: string | undefined) => ReactNode }) {
  const [scopeName, setScopeName] = useState<string>();
  const measure = useCallback((node: HTMLDivElement | null) => {
    setScopeName(node?.closest('section[aria-label]')?.getAttribute('aria-label') ?? undefined);
  }, []);
  return <div ref={measure}>{children(scopeName)}</div>;
}
