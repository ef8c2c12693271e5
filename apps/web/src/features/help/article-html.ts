import { sanitizeNotice } from '@platform/ui';

export interface ArticleHtmlOptions {
  /** The level the body's highest heading becomes (h1 → h4 under the article's h3). */
  topHeading?: number;
  /** The name of the box a table scrolls in sideways on a narrow screen ("Scrollable table"). */
  tableLabel?: string;
}

/** The class of the box each table is wrapped in (styled by the help page). */
export const TABLE_SCROLL_CLASS = 'help-table-scroll';

/**
 * A help article's HTML from the back office, ready to show:
 * - sanitised by @platform/ui's `sanitizeNotice` (DOMPurify: no script, style, frame, form, `on…`
 *   handler or `javascript:` link; links open in a new tab);
 * - its headings moved down so the highest becomes `topHeading`, keeping the page's outline;
 * - each table wrapped in a box that scrolls sideways and can be reached with the keyboard.
 * Empty without a DOM, never unsanitised. The rewriting happens after sanitising and adds only
 * elements and attributes of our own.
 */
export function articleHtml(html: string, { topHeading = 4, tableLabel = 'Table' }: ArticleHtmlOptions = {}): string {
  const safe = sanitizeNotice(html);
  if (!safe || !/<(h[1-6]|table)[\s>]/i.test(safe)) return safe;
  // A template's content is inert: nothing in it loads or runs while it is rewritten.
  const template = document.createElement('template');
  template.innerHTML = safe;
  const root = template.content;

  const headings = Array.from(root.querySelectorAll<HTMLHeadingElement>('h1, h2, h3, h4, h5, h6'));
  const shift = headings.length ? topHeading - Math.min(...headings.map(level)) : 0;
  if (shift > 0) {
    for (const heading of headings) {
      const replacement = document.createElement(`h${Math.min(6, level(heading) + shift)}`);
      replacement.append(...Array.from(heading.childNodes));
      for (const attribute of Array.from(heading.attributes)) replacement.setAttribute(attribute.name, attribute.value);
      heading.replaceWith(replacement);
    }
  }

  for (const table of Array.from(root.querySelectorAll('table'))) {
    if (table.parentElement?.classList.contains(TABLE_SCROLL_CLASS)) continue;
    const box = document.createElement('div');
    box.className = TABLE_SCROLL_CLASS;
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', tableLabel);
    // Focusable, so keyboard users can scroll a table wider than the screen.
    box.setAttribute('tabindex', '0');
    table.replaceWith(box);
    box.append(table);
  }
  return template.innerHTML;
}

function level(heading: HTMLHeadingElement): number {
  return Number(heading.tagName.slice(1));
}
