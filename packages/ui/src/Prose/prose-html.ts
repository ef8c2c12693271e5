import { SCROLL_REGION_ATTRIBUTE } from './scroll-regions';

/** Whether the HTML holds anything this module rewrites; most bodies do not, and skip the parse. */
const REWRITTEN = /<(table|img)[\s>]/i;

/**
 * Sanitised HTML made ready for `Prose`: each table wrapped in a box of its own that scrolls
 * sideways (so a wide table never widens the page), and each picture without a `loading`
 * attribute set to load lazily. Only elements and attributes of our own are added, so HTML
 * that was safe stays safe. Needs a DOM; without one (a server render) the HTML is returned
 * as it came.
 */
export function proseHtml(html: string): string {
  if (!REWRITTEN.test(html) || typeof document === 'undefined') return html;
  // A template's content is inert: nothing in it loads or runs while it is rewritten.
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;

  for (const table of Array.from(root.querySelectorAll('table'))) {
    if (table.parentElement?.hasAttribute(SCROLL_REGION_ATTRIBUTE)) continue;
    const region = document.createElement('div');
    region.setAttribute(SCROLL_REGION_ATTRIBUTE, '');
    table.replaceWith(region);
    region.append(table);
  }
  for (const image of Array.from(root.querySelectorAll('img:not([loading])'))) {
    image.setAttribute('loading', 'lazy');
    image.setAttribute('decoding', 'async');
  }
  return template.innerHTML;
}
