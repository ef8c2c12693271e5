import { sanitizeNotice } from '@platform/ui';

export interface ArticleHtmlOptions {
  /** The level the body's highest heading becomes (h1 → h4 under the article's h3). */
  topHeading?: number;
}

/**
 * A help article's HTML from the back office, ready to show:
 * - sanitised by @platform/ui's `sanitizeNotice` (DOMPurify: no script, style, frame, form, `on…`
 *   handler or `javascript:` link; links open in a new tab);
 * - its headings moved down so the highest becomes `topHeading`, keeping the page's outline.
 * Empty without a DOM, never unsanitised. The rewriting happens after sanitising and only
 * renames headings. (`Prose`, which shows it, puts each table in a box that scrolls sideways.)
 */
export function articleHtml(html: string, { topHeading = 4 }: ArticleHtmlOptions = {}): string {
  const safe = sanitizeNotice(html);
  if (!safe || !/<h[1-6][\s>]/i.test(safe)) return safe;
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
  return template.innerHTML;
}

function level(heading: HTMLHeadingElement): number {
  return Number(heading.tagName.slice(1));
}
