import { colorModeScript, COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE } from '@platform/ui';
import type { Brand } from '../../../brands/brand';
import { scriptLiteral as literal } from '../../lib/script-literal';
import { hostTable } from '../../brand/select-brand';

/** What the pre-paint head reads of a brand. */
export type HeadBrand = Pick<Brand, 'id' | 'name' | 'hosts' | 'theme'>;

const BRAND_ID = /^[a-z0-9][a-z0-9-]*$/;


/** Text for an HTML text node (the title). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A colour as CSS: only the hex and rgb() forms the themes use, so nothing can end the rule. */
function cssColor(value: string): string {
  if (!/^(#[0-9a-f]{3,8}|rgba?\([0-9.,%/ ]+\))$/i.test(value)) throw new Error(`Not a plain colour: ${value}`);
  return value;
}

/**
 * The script that runs before the first paint: it picks the brand by hostname exactly as
 * `selectBrand` does, writes `<html data-brand>` and the brand's title, then sets
 * `<html data-color-mode>` from localStorage (`colorModeScript`). Its text depends only on the
 * brands of the build, never on the request, so the gateway's CSP hash of it stays valid.
 */
export function brandHeadScript(brands: readonly HeadBrand[]): string {
  const fallback = brands[0];
  if (!fallback) throw new Error('brandHeadScript: the build carries no brand');
  const titles = Object.fromEntries(brands.map((brand) => [brand.id, brand.name]));
  return (
    `(function(){var d=document.documentElement,b=${literal(fallback.id)},T=${literal(titles)},H=${literal(hostTable(brands))},i,k,h="";` +
    `try{h=String(location.hostname).toLowerCase().replace(/\\.$/,"")}catch(e){}` +
    `for(i=0;i<H.length;i++){k=H[i][0];if(h===k||h.slice(-k.length-1)==="."+k){b=H[i][1];break}}` +
    `d.setAttribute("data-brand",b);document.title=T[b]})();` +
    colorModeScript(COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE)
  );
}

/**
 * The style that paints the page in the brand's background and text colours, in light and in
 * dark, from the first paint until the app's ThemeProvider writes every token: keyed on the
 * `data-brand` and `data-color-mode` attributes the head script sets.
 */
export function brandHeadStyle(brands: readonly HeadBrand[]): string {
  return brands
    .map(({ id, theme }) => {
      const light = theme.modes.light.color;
      const dark = theme.modes.dark.color;
      const selector = `html[data-brand="${id}"]`;
      return (
        `${selector}{background:${cssColor(light.background)};color:${cssColor(light.text)};color-scheme:light}` +
        `${selector}[data-color-mode="dark"]{background:${cssColor(dark.background)};color:${cssColor(dark.text)};color-scheme:dark}`
      );
    })
    .join('');
}

/**
 * The static head of index.html for the brands a build carries (the first is the default): the
 * default brand's title, the pre-paint style and the pre-paint script. vite.config.ts puts it in
 * place of `<!--brand-head-->`.
 */
export function brandHead(brands: readonly HeadBrand[]): string {
  const fallback = brands[0];
  if (!fallback) throw new Error('brandHead: the build carries no brand');
  for (const { id } of brands) if (!BRAND_ID.test(id)) throw new Error(`Brand id "${id}" must be a lower-case folder name`);
  return [
    `<title>${escapeHtml(fallback.name)}</title>`,
    `<style>${brandHeadStyle(brands)}</style>`,
    `<script>${brandHeadScript(brands)}</script>`,
  ].join('\n    ');
}
