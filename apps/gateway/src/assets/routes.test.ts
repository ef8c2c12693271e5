import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '@platform/api/contract';
import { escapeXml, initials } from '../shared/svg';
import { createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { renderCountryFlag } from './country-flag';
import { renderGameIcon } from './game-icon';
import { renderVendorLogo } from './vendor-logo';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

const get = (url: string, headers: Record<string, string> = {}) => gateway.app.inject({ method: 'GET', url, headers });

describe('generated icons and logos', () => {
  it('serves a game icon as SVG with long cache headers, the same every time', async () => {
    const answer = await get('/lgw/assets/games/PT-RNG-001.svg');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(answer.body.length).toBeLessThan(3000);
    const name = (await gateway.db.query<{ name: string }>("select name from game where node_id = 'PT-RNG-001'")).rows[0]!.name;
    expect(answer.body).toContain(`<title>${escapeXml(name)}</title>`);
    expect((await get('/lgw/assets/games/PT-RNG-001.svg')).body).toBe(answer.body);
    const cached = await get('/lgw/assets/games/PT-RNG-001.svg', { 'if-none-match': String(answer.headers.etag) });
    expect(cached.statusCode).toBe(304);
  });

  it('draws different icons for different games', async () => {
    const one = await get('/lgw/assets/games/PT-RNG-001.svg');
    const other = await get('/lgw/assets/games/AG-LIVE-001.svg');
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toBe(one.body);
  });

  it('serves vendor logos in WHITE and COLOR by game type and code', async () => {
    const color = await get('/lgw/assets/vendors/LOTT/COLOR/TCG_LOTTO_VN.svg');
    const white = await get('/lgw/assets/vendors/LOTT/WHITE/TCG_LOTTO_VN.svg');
    expect(color.statusCode).toBe(200);
    expect(white.statusCode).toBe(200);
    expect(color.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(color.body).toContain('TCG LOTTO VN');
    expect(color.body).toContain('linearGradient');
    expect(white.body).not.toContain('linearGradient');
  });

  it('answers the 404 envelope for unknown games, vendors, variants and malformed names', async () => {
    for (const url of [
      '/lgw/assets/games/NOPE-RNG-001.svg',
      '/lgw/assets/games/PT-RNG-001.png',
      '/lgw/assets/games/%2E%2E%2Fsecret.svg',
      '/lgw/assets/vendors/RNG/COLOR/NOPE.svg',
      '/lgw/assets/vendors/FISH/COLOR/PT.svg',
      '/lgw/assets/vendors/RNG/PINK/PT.svg',
      '/lgw/assets/vendors/rng%00/COLOR/PT.svg',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ success: false, code: ERROR_CODE.notFound });
    }
  });

  it('serves a country flag at the .png address the picker asks for, as a 4:3 SVG with long cache headers', async () => {
    const answer = await get('/lgw/assets/COUNTRY_FLAG/MY.png');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="48" height="36" viewBox="0 0 48 36"/);
    expect(answer.body).toContain('>MY</text>');
    expect(answer.body.length).toBeLessThan(1500);
    expect((await get('/lgw/assets/COUNTRY_FLAG/my.png')).body).toBe(answer.body);
    const cached = await get('/lgw/assets/COUNTRY_FLAG/MY.png', { 'if-none-match': String(answer.headers.etag) });
    expect(cached.statusCode).toBe(304);
  });

  it('colours flags by code, so neighbouring countries differ beyond their letters', () => {
    const codes = ['MY', 'SG', 'TH', 'VN', 'ID', 'PH', 'CN', 'HK'];
    const withoutLetters = (code: string) => renderCountryFlag(code).replaceAll(code, '');
    expect(new Set(codes.map(withoutLetters)).size).toBeGreaterThanOrEqual(6);
  });

  it('answers the 404 envelope for flags of malformed country codes', async () => {
    for (const url of [
      '/lgw/assets/COUNTRY_FLAG/MYS.png',
      '/lgw/assets/COUNTRY_FLAG/M.png',
      '/lgw/assets/COUNTRY_FLAG/M1.png',
      '/lgw/assets/COUNTRY_FLAG/MY.svg',
      '/lgw/assets/COUNTRY_FLAG/MY',
      '/lgw/assets/COUNTRY_FLAG/%3Cb%3E.png',
      '/lgw/assets/COUNTRY_FLAG/..%2FMY.png',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ success: false, code: ERROR_CODE.notFound });
    }
  });

  it('escapes names: game names are data, never markup', () => {
    const svg = renderGameIcon({ nodeId: 'X-RNG-001', name: '<script>alert("x")</script> & Co\'s', gameType: 'RNG', vendorCode: 'A<B' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co&#39;s');
    expect(svg).toContain('A&#60;B');
    const logo = renderVendorLogo({ code: 'X"Y', gameType: 'RNG', displayName: '<b>' }, 'COLOR');
    expect(logo).not.toContain('<b>');
    expect(logo).toContain('X&#34;Y');
  });

  it('marks an icon with up to two initials, Chinese names included', () => {
    expect(initials('Golden Dragon Deluxe')).toBe('GD');
    expect(initials("Texas Hold'em")).toBe('TH');
    expect(initials('越南时时彩')).toBe('越');
    expect(initials('')).toBe('?');
  });
});
