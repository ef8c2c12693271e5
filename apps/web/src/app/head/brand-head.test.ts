import { afterEach, describe, expect, it } from 'vitest';
import type { Brand } from '../../../brands/brand';
import { brand as jade } from '../../../brands/jade/brand';
import { brand as royal } from '../../../brands/royal/brand';
import { brandHead, brandHeadScript, brandHeadStyle } from './brand-head';
import { selectBrand } from '../../brand/select-brand';

/** Runs the head script as the browser would, on a page served from `hostname`. */
function runHeadScript(brands: readonly Brand[], hostname: string) {
  // The script reads the global `location`; a parameter of the same name stands in for it.
  new Function('location', brandHeadScript(brands))({ hostname });
  const root = document.documentElement;
  return { brand: root.dataset.brand, colorMode: root.dataset.colorMode, title: document.title };
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.brand;
  delete document.documentElement.dataset.colorMode;
});

describe('the pre-paint head', () => {
  it('picks the same brand as the app for every host', () => {
    for (const brands of [[royal, jade], [jade, royal], [jade]]) {
      for (const host of ['127.0.0.1', 'localhost', 'jade.localhost', 'www.jade-palace.example', 'royal.localhost', 'notjade.localhost', 'JADE.localhost.']) {
        const expected = selectBrand(brands, host);
        expect(runHeadScript(brands, host)).toMatchObject({ brand: expected.id, title: expected.name });
      }
    }
  });

  it('sets the stored colour mode before the app runs, light by default', () => {
    expect(runHeadScript([royal, jade], 'jade.localhost').colorMode).toBe('light');
    localStorage.setItem('theme', 'dark');
    expect(runHeadScript([royal, jade], 'jade.localhost').colorMode).toBe('dark');
    localStorage.setItem('theme', 'purple');
    expect(runHeadScript([royal, jade], '127.0.0.1').colorMode).toBe('light');
  });

  it('paints each brand background in light and dark', () => {
    const style = brandHeadStyle([royal, jade]);
    expect(style).toContain(`html[data-brand="jade"]{background:${jade.theme.modes.light.color.background};`);
    expect(style).toContain(
      `html[data-brand="jade"][data-color-mode="dark"]{background:${jade.theme.modes.dark.color.background};`,
    );
    expect(style).toContain(`html[data-brand="royal"][data-color-mode="dark"]{background:${royal.theme.modes.dark.color.background};`);
  });

  it('is static: the same text for the same brands, so its CSP hash holds', () => {
    expect(brandHead([royal, jade])).toBe(brandHead([royal, jade]));
    expect(brandHead([royal, jade])).toMatch(/^<title>Royal Lotto<\/title>\s+<style>.*<\/style>\s+<script>.*<\/script>$/s);
    expect(brandHead([jade])).toMatch(/^<title>Jade Palace<\/title>/);
  });

  it('cannot be broken out of by a brand name', () => {
    const odd = { ...jade, name: '</script><script>alert(1)</script>' };
    const head = brandHead([odd]);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  it('refuses a brand id that is not a folder name', () => {
    expect(() => brandHead([{ ...jade, id: 'x"]{}' }])).toThrow(/folder name/);
  });
});
