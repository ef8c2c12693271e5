import { lightValues } from './light-values';
import type { ThemeValues } from './tokens';

type TokenTree = { [key: string]: string | TokenTree };

const PREFIX = '--pf';

function variableName(path: string[]): string {
  return `${PREFIX}-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;
}

function mapLeaves(tree: TokenTree, path: string[], leaf: (path: string[], value: string) => string): TokenTree {
  const result: TokenTree = {};
  for (const [key, value] of Object.entries(tree)) {
    result[key] = typeof value === 'string' ? leaf([...path, key], value) : mapLeaves(value, [...path, key], leaf);
  }
  return result;
}

/** The CSS custom properties for one mode of a theme: `{ '--pf-color-primary': '#0b57c9', … }`. */
export function cssVariables(values: ThemeValues): Record<string, string> {
  const declarations: Record<string, string> = {};
  mapLeaves(values as unknown as TokenTree, [], (path, value) => {
    declarations[variableName(path)] = value;
    return value;
  });
  return declarations;
}

/**
 * The theme components read: every token is a `var(--pf-…)` reference, with the default light
 * value as its fallback, so components render sensibly without any provider, and switching a
 * brand or colour mode only changes variables.
 */
export const vars: ThemeValues = /* @__PURE__ */ mapLeaves(
  lightValues as unknown as TokenTree,
  [],
  (path, value) => `var(${variableName(path)}, ${value})`,
) as unknown as ThemeValues;
