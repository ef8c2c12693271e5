import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** The formatting a notice may use; everything else is dropped (its text is kept). */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'blockquote',
  'ul', 'ol', 'li', 'a', 'img', 'h1', 'h2', 'h3', 'h4', 'span', 'div',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

/** The attributes kept; `href` and `src` are further limited by tag (see `isSafeUrl`). */
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope'];

/** Never allowed, even if a later edit added them above; their content goes with them. */
const FORBID_TAGS = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input',
  'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'svg', 'math', 'template', 'noscript',
];

/** Links may point at web pages and e-mail addresses only. */
const SAFE_LINK = /^(?:https?:|mailto:)/i;
/** Pictures may come from web addresses or be inline images. */
const SAFE_IMAGE = /^(?:https?:|data:image\/)/i;
/** What browsers ignore inside a URL's scheme (`java\tscript:`), removed before it is checked. */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  FORBID_TAGS,
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify's own URL check still applies to every attribute; the hook below narrows `href`
  // and `src` further, by element.
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

/** Whether a URL is allowed in this attribute of this element. */
export function isSafeUrl(tagName: string, attribute: string, value: string): boolean {
  const url = value.replace(IGNORED_IN_URL, '');
  const tag = tagName.toLowerCase();
  if (tag === 'a' && attribute === 'href') return SAFE_LINK.test(url);
  if (tag === 'img' && attribute === 'src') return SAFE_IMAGE.test(url);
  return false;
}

// One instance of our own, made on first use, so that its hooks never change how anyone else's
// DOMPurify behaves, and importing this module does no work.
let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  const instance = createDOMPurify(window);
  if (!instance.isSupported) return undefined;

  instance.addHook('uponSanitizeAttribute', (node, event) => {
    // Belt and braces: DOMPurify drops these already, as they are not in ALLOWED_ATTR.
    if (/^on/i.test(event.attrName) || event.attrName === 'style') {
      event.keepAttr = false;
      return;
    }
    if (event.attrName === 'href' || event.attrName === 'src') {
      event.keepAttr = isSafeUrl(node.tagName, event.attrName, event.attrValue);
    }
  });

  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Links open in a new tab that cannot reach back to this page, and send no referrer.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      if (!node.getAttribute('src')) {
        node.remove();
        return;
      }
      // Without an alt, screen readers read out the address; the body's text carries the meaning.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });

  purifier = instance;
  return instance;
}

/**
 * A notice's HTML from the back office, made safe to show: common formatting, tables, links
 * (http, https, mailto; opened in a new tab with `rel="noopener noreferrer"`) and pictures
 * (http, https, data:image) stay; scripts, styles, frames, objects, forms, every `on…`
 * handler, `style` attributes and every other URL scheme (`javascript:`, `data:text/html`…)
 * go. Needs a DOM (the browser, or jsdom in tests); without one it returns an empty string
 * rather than unsanitised HTML.
 */
export function sanitizeNotice(html: string): string {
  const instance = getPurifier();
  if (!instance || !html) return '';
  return instance.sanitize(html, CONFIG) as string;
}
