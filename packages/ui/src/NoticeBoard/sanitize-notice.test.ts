import { afterEach, describe, expect, it } from 'vitest';
import { NOTICES } from '../test/lobby-fixtures';
import { isSafeUrl, sanitizeNotice } from './sanitize-notice';

/** The sanitised HTML as a DOM, to ask what survived. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeNotice(html);
  return host;
}

/** Every attribute left anywhere in the tree, as `tag name="value"`. */
function attributes(host: HTMLElement): string[] {
  return Array.from(host.querySelectorAll('*')).flatMap((element) =>
    Array.from(element.attributes).map((attribute) => `${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}"`),
  );
}

const HANDLER = /^on/i;

describe('sanitizeNotice', () => {
  afterEach(() => {
    delete (window as { __pwned?: boolean }).__pwned;
  });

  it('keeps the common formatting of a notice', () => {
    const html =
      '<h2>Bonus</h2><p>Dear <strong>member</strong>, <em>read</em> <b>this</b> <i>now</i> <u>please</u>.<br>Thanks</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><div><span>Inline</span></div>' +
      '<table><thead><tr><th>Day</th></tr></thead><tbody><tr><td colspan="2">Friday</td></tr></tbody></table>';
    const host = parse(html);
    for (const tag of ['h2', 'p', 'strong', 'em', 'b', 'i', 'u', 'br', 'ul', 'ol', 'li', 'div', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td']) {
      expect(host.querySelector(tag), tag).not.toBeNull();
    }
    expect(host.querySelector('td')).toHaveAttribute('colspan', '2');
    expect(host.textContent).toBe('BonusDear member, read this now please.ThanksOneTwoInlineDayFriday');
  });

  it('keeps http, https and mailto links and makes them open safely in a new tab', () => {
    const host = parse(
      '<a href="https://example.com/promo" target="_self" rel="opener">promo</a> <a href="http://example.com">old</a> ' +
        '<a href="mailto:help@example.com">mail</a>',
    );
    const links = Array.from(host.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/promo',
      'http://example.com',
      'mailto:help@example.com',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('keeps pictures from http, https and data:image, with an empty alt when they had none', () => {
    const host = parse(
      '<img src="https://cdn.example.com/a.png" alt="Prize"><img src="data:image/png;base64,iVBORw0KGgo=">' +
        '<img src="http://cdn.example.com/b.png" width="200" height="100">',
    );
    const images = Array.from(host.querySelectorAll('img'));
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('alt', 'Prize');
    expect(images[1]).toHaveAttribute('alt', '');
    expect(images[2]).toHaveAttribute('width', '200');
  });

  it('removes scripts and their content, and nothing runs', () => {
    const host = parse('<p>Hi</p><script>window.__pwned = true</script><SCRIPT SRC="https://evil.example/x.js"></SCRIPT>');
    expect(host.querySelector('script')).toBeNull();
    expect(host.innerHTML).toBe('<p>Hi</p>');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it.each([
    ['onerror on an image', '<img src="https://x.example/a.png" onerror="window.__pwned = true">'],
    ['onclick on a paragraph', '<p onclick="window.__pwned = true">Hello</p>'],
    ['mixed-case handlers', '<p OnMouseOver="window.__pwned = true" oNfOcUs="x">Hello</p>'],
    ['svg onload', '<svg onload="window.__pwned = true"><circle r="4"></circle></svg><p>after</p>'],
    ['a handler on a link', '<a href="https://example.com" onmouseenter="window.__pwned = true">x</a>'],
    ['body onload', '<body onload="window.__pwned = true"><p>x</p></body>'],
    ['a handler on a table cell', '<table><tbody><tr><td onpointerdown="x">1</td></tr></tbody></table>'],
  ])('strips every event handler: %s', (_, html) => {
    const host = parse(html);
    expect(attributes(host).filter((attribute) => HANDLER.test(attribute.split(' ')[1]!))).toEqual([]);
    expect(host.querySelector('svg')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it.each([
    ['plain', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading whitespace', '  javascript:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['decimal entities', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)'],
    ['hex entities', '&#x6A;avascript&#x3A;alert(1)'],
    ['an entity tab', 'java&#x09;script:alert(1)'],
    ['a named-entity colon', 'javascript&colon;alert(1)'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['data:text/html', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['a relative address', '/promotions'],
  ])('drops unsafe link addresses: %s', (_, href) => {
    const host = parse(`<a href="${href}">link</a>`);
    const link = host.querySelector('a');
    expect(link).not.toHaveAttribute('href');
    expect(link).not.toHaveAttribute('target');
    // The words stay, as plain text.
    expect(host.textContent).toBe('link');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['data:image with whitespace tricks is still an image', ' data:image/gif;base64,R0lGODlhAQABAAAAACw='],
    ['a made-up scheme', 'x-evil:abc'],
  ])('limits picture addresses: %s', (name, src) => {
    const host = parse(`<p>before</p><img src="${src}" alt="a"><p>after</p>`);
    const image = host.querySelector('img');
    if (name.startsWith('data:image')) expect(image).toHaveAttribute('src');
    else expect(image).toBeNull();
    expect(host.textContent).toBe('beforeafter');
  });

  it.each([
    ['iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['object', '<object data="https://evil.example/x.swf"></object>', 'object'],
    ['embed', '<embed src="https://evil.example/x.swf">', 'embed'],
    ['form', '<form action="https://evil.example"><input name="password"><button>Go</button></form>', 'form, input, button'],
    ['style element', '<style>body { display: none }</style>', 'style'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', 'meta'],
    ['base', '<base href="https://evil.example/">', 'base'],
    ['math', '<math><mtext><script>window.__pwned = true</script></mtext></math>', 'math, script'],
  ])('removes %s', (_, html, selector) => {
    const host = parse(`<p>kept</p>${html}`);
    expect(host.querySelector(selector)).toBeNull();
    expect(host.querySelector('p')).toHaveTextContent('kept');
  });

  it('strips style attributes but keeps their element and text', () => {
    const host = parse('<p style="position:fixed;inset:0;background:url(javascript:alert(1))">kept text</p>');
    const paragraph = host.querySelector('p');
    expect(paragraph).not.toHaveAttribute('style');
    expect(paragraph).toHaveTextContent('kept text');
  });

  it('drops ids, classes and data attributes that could clobber the page or borrow its styles', () => {
    const host = parse('<p id="root" class="modal" name="x" data-state="open" aria-hidden="true">t</p>');
    expect(attributes(host)).toEqual([]);
  });

  it('neutralises mutation tricks that re-form markup after parsing', () => {
    const host = parse('<noscript><p title="</noscript><img src=x onerror=window.__pwned=true>"></noscript>');
    expect(attributes(host).filter((attribute) => / on\w+=/.test(attribute))).toEqual([]);
    expect(host.querySelector('img')).toBeNull();
  });

  it('makes the fixtures’ hostile notice harmless and keeps its text', () => {
    const hostile = NOTICES.find((notice) => notice.id === 99)!;
    const host = parse(hostile.content);
    expect(host.querySelectorAll('script, iframe, [onclick], [onerror], [style]')).toHaveLength(0);
    expect(host.querySelector('img')).toBeNull(); // src="x" is relative: not a picture we show
    expect(host.querySelector('a')).not.toHaveAttribute('href');
    expect(host.textContent).toBe('Hellolinkkept text');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeNotice('')).toBe('');
  });
});

describe('isSafeUrl', () => {
  it('allows web and mail links, and web and inline pictures, only where they belong', () => {
    expect(isSafeUrl('A', 'href', 'https://example.com')).toBe(true);
    expect(isSafeUrl('a', 'href', 'MAILTO:help@example.com')).toBe(true);
    expect(isSafeUrl('a', 'href', 'data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeUrl('img', 'src', 'data:image/png;base64,AAAA')).toBe(true);
    expect(isSafeUrl('img', 'src', 'mailto:x@example.com')).toBe(false);
    expect(isSafeUrl('div', 'src', 'https://example.com')).toBe(false);
  });
});
