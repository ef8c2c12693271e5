import { describe, expect, it } from 'vitest';
import { proseHtml } from './prose-html';

describe('proseHtml', () => {
  it('returns HTML without tables or pictures as it came', () => {
    const html = '<h2>Rules</h2><ul><li>One</li></ul><p><a href="https://example.com/">Terms</a></p>';
    expect(proseHtml(html)).toBe(html);
  });

  it('wraps each table in a scroll box of its own, keeping its rows', () => {
    const html = '<table><tr><td>A</td></tr></table><p>Between</p><table><tr><td>B</td></tr></table>';
    const out = document.createElement('div');
    out.innerHTML = proseHtml(html);
    const regions = out.querySelectorAll('[data-prose-scroll]');
    expect(regions).toHaveLength(2);
    expect(Array.from(regions).map((region) => region.children.length)).toEqual([1, 1]);
    expect(Array.from(regions).map((region) => region.textContent)).toEqual(['A', 'B']);
    expect(out.querySelector('p')?.textContent).toBe('Between');
  });

  it('does not wrap a table twice', () => {
    const once = proseHtml('<table><tr><td>A</td></tr></table>');
    expect(proseHtml(once)).toBe(once);
  });

  it('makes pictures load lazily unless they say how to load', () => {
    const out = document.createElement('div');
    out.innerHTML = proseHtml('<img src="https://example.com/a.png" alt="A"><img src="https://example.com/b.png" alt="B" loading="eager">');
    const [lazy, eager] = Array.from(out.querySelectorAll('img'));
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('decoding', 'async');
    expect(eager).toHaveAttribute('loading', 'eager');
  });

  it('runs nothing while it rewrites: a handler left in unsanitised input never fires', () => {
    (window as { __proseRan?: boolean }).__proseRan = undefined;
    proseHtml('<table><tr><td><img src="x" onerror="window.__proseRan = true"></td></tr></table>');
    expect((window as { __proseRan?: boolean }).__proseRan).toBeUndefined();
  });
});
