import { afterEach, describe, expect, it } from 'vitest';
import { banners, createApiClient, systemStatus } from '@platform/api';
import { brand as jade } from '../../../brands/jade/brand';
import { brand as royal } from '../../../brands/royal/brand';
import { firstCallsPreloadScript } from './first-calls-script';

const BRANDS = [royal, jade];

/** Runs the head script as index.html would, after the brand and locale scripts wrote their attributes. */
function preloads(brandId: string | null, locale: string | null, { hash = '', path = '/' } = {}) {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', `${path}${hash}`);
  const root = document.documentElement;
  if (brandId) root.setAttribute('data-brand', brandId);
  else root.removeAttribute('data-brand');
  if (locale) root.setAttribute('data-locale', locale);
  else root.removeAttribute('data-locale');
  new Function(firstCallsPreloadScript(BRANDS))();
  return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => {
    expect(link.as).toBe('fetch');
    expect(link.crossOrigin).toBe('anonymous');
    return link.href;
  });
}

/** The URLs the site's API client requests for the same calls (so the browser hands it the preloaded answers). */
async function clientUrls(merchantCode: string, language: string, group: string | null) {
  const seen: string[] = [];
  const api = createApiClient({
    baseUrl: window.location.origin,
    merchantCode,
    getLanguage: () => language,
    fetch: async (input) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ code: '0', data: [] }), { headers: { 'content-type': 'application/json' } });
    },
  });
  await api.call(systemStatus, { url: window.location.host }).catch(() => {});
  if (group) await api.call(banners, { groupName: group, language }).catch(() => {});
  return seen;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('data-brand');
  document.documentElement.removeAttribute('data-locale');
});

describe('firstCallsPreloadScript', () => {
  it('preloads the status and home banners with the URLs the API client asks for', async () => {
    expect(preloads('royal', 'ms')).toEqual(await clientUrls(royal.merchantCode, 'ms', 'w_home'));
  });

  it('reads the opening route from the hash (hash brands), in any letter case and with a query', async () => {
    expect(preloads('royal', 'en', { hash: '#/RNG/?page=2' })).toEqual(await clientUrls(royal.merchantCode, 'en', 'w_rng'));
  });

  it('reads the path for a history brand, and preloads only the status on a page without banners', async () => {
    expect(jade.routerMode).toBe('history');
    expect(preloads('jade', 'zh', { path: '/pointMall' })).toEqual(await clientUrls(jade.merchantCode, 'zh', 'w_shop'));
    expect(preloads('jade', 'zh', { path: '/game' })).toEqual(await clientUrls(jade.merchantCode, 'zh', null));
  });

  it('does nothing without the brand or the language the scripts before it write', () => {
    expect(preloads(null, 'ms')).toEqual([]);
    expect(preloads('royal', null)).toEqual([]);
    expect(preloads('unknown', 'ms')).toEqual([]);
  });
});
