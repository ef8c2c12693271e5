import sanitizeHtml from 'sanitize-html';
import type { Attributes, IOptions } from 'sanitize-html';

/** The formatting a notice, a promotion's terms or a help article may use; other tags go, their text stays. */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'blockquote',
  'ul', 'ol', 'li', 'a', 'img', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'div',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

/** Removed with everything inside them, as the browser's sanitiser does (their text is no prose). */
const REMOVED_WITH_CONTENT = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input',
  'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'svg', 'math', 'template',
  'noscript', 'noembed', 'noframes', 'xmp', 'title', 'head',
];

/** Browsers drop these anywhere in a URL (`java\tscript:`) and leading or trailing C0 controls and spaces. */
const IGNORED_ANYWHERE_IN_URL = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const IGNORED_AROUND_URL = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A URL as the browser reads it: without the characters it ignores. */
function cleanUrl(value: string): string {
  return value.replace(IGNORED_ANYWHERE_IN_URL, '').replace(IGNORED_AROUND_URL, '');
}

const SITE = 'https://site.invalid';

/** A path of this site (`/help`) or a route of the app (`#/promotions`): never another origin (`//x`, `/\x`). */
function isSitePath(url: string, allowFragment: boolean): boolean {
  if (url.includes('\\') || CONTROL_CHARACTER.test(url)) return false;
  if (allowFragment && url.startsWith('#')) return true;
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  try {
    return new URL(url, SITE).origin === SITE;
  } catch {
    return false;
  }
}

/** An absolute http(s) address, as the browser will read it, or null. */
function webAddress(url: string): URL | null {
  if (!/^https?:/i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** A table cell's span or a picture's size: a small whole number (a percentage for sizes). */
const SPAN = /^[1-9][0-9]{0,2}$/;
const SIZE = /^[0-9]{1,4}%?$/;

function keep(attribs: Attributes, names: readonly string[], pattern?: RegExp): Attributes {
  const kept: Attributes = {};
  for (const name of names) {
    const value = attribs[name]?.trim();
    if (value !== undefined && (!pattern || pattern.test(value))) kept[name] = value;
  }
  return kept;
}

/**
 * A link: web pages (opened in a new tab that cannot reach back and gets no referrer, as the
 * browser's sanitiser does) and e-mail addresses, or a page of this site (opened in place). Any
 * other address (`javascript:`, `data:`, `//other.example`) leaves the words without a link.
 */
function transformLink(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const kept = keep(attribs, ['title']);
  const href = cleanUrl(attribs.href ?? '');
  const web = webAddress(href);
  if (web) Object.assign(kept, { href: web.href, target: '_blank', rel: 'noopener noreferrer' });
  else if (/^mailto:[^/\\]/i.test(href)) Object.assign(kept, { href, target: '_blank', rel: 'noopener noreferrer' });
  else if (isSitePath(href, true)) kept.href = href;
  return { tagName, attribs: kept };
}

/** A picture stays only if it comes from this site or one of the merchant's image hosts. */
function transformImage(imageHosts: ReadonlySet<string>) {
  return (tagName: string, attribs: Attributes): sanitizeHtml.Tag => {
    const src = cleanUrl(attribs.src ?? '');
    const web = webAddress(src);
    const allowed = web ? imageHosts.has(web.origin) : isSitePath(src, false);
    const kept = { ...keep(attribs, ['alt', 'title']), ...keep(attribs, ['width', 'height'], SIZE) };
    // Without an alt, screen readers read out the address; the text around it carries the meaning.
    kept.alt ??= '';
    if (allowed) kept.src = web ? web.href : src;
    return { tagName, attribs: kept };
  };
}

function options(imageHosts: ReadonlySet<string>): IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    nonTextTags: REMOVED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedClasses: {},
    // A second check of the addresses the transforms above kept.
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: transformLink,
      img: transformImage(imageHosts),
      th: (tagName, attribs) => ({ tagName, attribs: { ...keep(attribs, ['colspan', 'rowspan'], SPAN), ...keep(attribs, ['scope'], /^(?:row|col|rowgroup|colgroup)$/) } }),
      td: (tagName, attribs) => ({ tagName, attribs: keep(attribs, ['colspan', 'rowspan'], SPAN) }),
    },
    // A picture without an allowed address goes; a link without one leaves its words.
    exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src ? true : frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
  };
}

/** How many sanitised bodies are remembered, each at most this long: the same notices are asked for again and again. */
const REMEMBERED = 500;
const REMEMBERED_LENGTH = 16 * 1024;
const remembered = new Map<string, string>();

/**
 * Rich text from the back office (a notice, a promotion's terms, a help article) made safe to
 * serve: headings, paragraphs, lists, tables, emphasis, line breaks, links and pictures stay;
 * scripts, styles, frames, forms, SVG and MathML go with their content; every event handler,
 * `style`, `class`, `id` and `srcset` goes. Links keep http(s), mailto and this site's paths;
 * pictures only this site's paths and the merchant's image hosts (`imageHosts`, origins such as
 * `https://img.brand.example`), so a body cannot carry a tracking pixel. Results are remembered
 * (least recently used), so a list asked for again costs no parsing.
 */
export function sanitizeRichText(html: string, imageHosts: readonly string[] = []): string {
  if (!html) return '';
  const key = `${imageHosts.join(' ')}\n${html}`;
  const known = remembered.get(key);
  if (known !== undefined) {
    remembered.delete(key);
    remembered.set(key, known);
    return known;
  }
  const safe = sanitizeHtml(html, options(new Set(imageHosts)));
  if (html.length > REMEMBERED_LENGTH) return safe;
  remembered.set(key, safe);
  if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  return safe;
}
