import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, banners, helpArticle, notices, promotionDetail } from '@platform/api/contract';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';

// Rows are inserted straight into the database, as a back office would write them: the gateway
// must answer them sanitised whatever is stored.
const HOSTILE_BODY =
  '<p>Hello <strong>member</strong></p><script>alert(1)</script>' +
  '<img src="https://tracker.example/pixel.gif?member=1" width="1" height="1">' +
  '<img src="https://img.royal.example/prize.png" alt="Prize" onerror="alert(1)">' +
  '<a href="javascript:alert(1)" onclick="alert(1)">claim</a>' +
  '<a href="https://royal-lotto.example/promotions" target="_self">promotions</a>' +
  '<iframe src="https://evil.example/login"></iframe>' +
  '<p style="background:url(https://tracker.example/b.gif)">end</p>';
const SANITISED_BODY =
  '<p>Hello <strong>member</strong></p>' +
  '<img alt="Prize" src="https://img.royal.example/prize.png" />' +
  'claim<a href="https://royal-lotto.example/promotions" target="_blank" rel="noopener noreferrer">promotions</a>' +
  '<p>end</p>';
/** The same for a merchant whose image hosts do not include img.royal.example. */
const SANITISED_WITHOUT_HOST = SANITISED_BODY.replace('<img alt="Prize" src="https://img.royal.example/prize.png" />', '');

const localized = (text: string) => JSON.stringify({ ms: text, en: text, zh: text });

let gateway: TestGateway;
let ids: { royalNotice: number; jadeNotice: number; promotion: number; article: number };

async function insertNotice(merchantCode: string, slug: string): Promise<number> {
  const result = await gateway.db.query<{ id: number }>(
    `insert into notice (merchant_code, slug, type, on_notice_page, title, content, published_at)
     values ($1, $2, 'B', true, $3::jsonb, $4::jsonb, $5) returning id`,
    [merchantCode, slug, localized('Hostile notice'), localized(HOSTILE_BODY), gateway.clock.now()],
  );
  return result.rows[0]!.id;
}

beforeAll(async () => {
  gateway = await createTestGateway();
  await gateway.db.query(`update system_setting set value = $1::jsonb where merchant_code = 'DEMO_ROYAL' and key = 'imageCDNs'`, [
    JSON.stringify(['/lgw/assets', 'https://img.royal.example']),
  ]);
  const promotion = await gateway.db.query<{ id: number }>(
    `insert into promotion (merchant_code, slug, sort_order, title, summary, content, category_codes, palette, start_time)
     values ('DEMO_ROYAL', 'hostile-terms', 999, $1::jsonb, $1::jsonb, $2::jsonb, '{}', 0, $3) returning id`,
    [localized('Hostile terms'), localized(HOSTILE_BODY), gateway.clock.now()],
  );
  const article = await gateway.db.query<{ id: number }>(
    `insert into help_article (category_id, slug, sort_order, title, content)
     select id, 'hostile-article', 999, $1::jsonb, $2::jsonb from help_category where merchant_code = 'DEMO_ROYAL' order by sort_order limit 1
     returning id`,
    [localized('Hostile article'), localized(HOSTILE_BODY)],
  );
  ids = {
    royalNotice: await insertNotice('DEMO_ROYAL', 'hostile-notice'),
    jadeNotice: await insertNotice('DEMO_JADE', 'hostile-notice'),
    promotion: promotion.rows[0]!.id,
    article: article.rows[0]!.id,
  };
});

afterAll(async () => {
  await gateway.close();
});

describe('rich text as the gateway serves it', () => {
  it('sanitises notice bodies in the announcements and the notice page, in every language', async () => {
    for (const language of ['MS', 'EN', 'CN']) {
      const announced = await callGateway(gateway.app, announcements, { types: 'B', platform: 'W' }, { language });
      expect(announced.statusCode).toBe(200);
      expect(announced.body.value.find((item) => item.id === ids.royalNotice)?.content, language).toBe(SANITISED_BODY);
      const listed = await callGateway(gateway.app, notices, {}, { language });
      expect(listed.body.value.find((item) => item.id === ids.royalNotice)?.content, language).toBe(SANITISED_BODY);
    }
  });

  it("keeps pictures only from the asking merchant's own image hosts", async () => {
    const listed = await callGateway(gateway.app, notices, {}, { merchantCode: 'DEMO_JADE' });
    expect(listed.body.value.find((item) => item.id === ids.jadeNotice)?.content).toBe(SANITISED_WITHOUT_HOST);
  });

  it("sanitises the seed's hostile notice", async () => {
    const listed = await callGateway(gateway.app, notices, {}, { language: 'EN' });
    const hostile = listed.body.value.find((item) => item.title === 'Security alert: beware of fake websites');
    expect(hostile?.content).toBe(
      '<p>Scammers copy our pages and send links like the one below by SMS and chat apps.</p><p>Claim your free P888 credit</p>' +
        '<p><strong>Never</strong> enter your password on a site that is not listed in our Help Centre.</p>',
    );
  });

  it("sanitises a promotion's terms", async () => {
    const answer = await callGateway(gateway.app, promotionDetail, { promotionId: ids.promotion });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value.content).toBe(SANITISED_BODY);
  });

  it('sanitises a help article', async () => {
    const answer = await callGateway(gateway.app, helpArticle, { id: ids.article }, { language: 'CN' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value.content).toBe(SANITISED_BODY);
  });
});

describe('banner links as the gateway serves them', () => {
  let sortOrder = 100;

  async function bannerWith(linkageType: string | null, linkage: string | null, merchantCode = 'DEMO_ROYAL'): Promise<number> {
    const result = await gateway.db.query<{ id: number }>(
      `insert into banner (merchant_code, group_name, sort_order, title, subtitle, palette, linkage_type, linkage)
       values ($1, 'w_fish', $2, $3::jsonb, $3::jsonb, 0, $4, $5) returning id`,
      [merchantCode, sortOrder++, localized('Banner'), linkageType, linkage],
    );
    return result.rows[0]!.id;
  }

  async function servedLink(bannerId: number): Promise<{ linkageType?: string | null; linkage?: string | null } | undefined> {
    const answer = await callGateway(gateway.app, banners, { groupName: 'w_fish' });
    expect(answer.statusCode).toBe(200);
    const banner = answer.body.value.find((item) => item.bannerId === bannerId);
    return banner && { linkageType: banner.linkageType, linkage: banner.linkage };
  }

  it.each([
    ['a route to another host', 'ROUTE', '//evil.example/phish'],
    ['a route with a backslash', 'ROUTE', '/\\evil.example'],
    ['a javascript: route', 'ROUTE', 'javascript:alert(1)'],
    ['a relative route', 'ROUTE', 'live'],
    ['an unknown promotion', 'PROMOTION', '999999'],
    ['a promotion that is not a number', 'PROMOTION', '1 or 1=1'],
    ['an unknown game category', 'GAME', 'NOPE'],
    ['a vendor the merchant does not offer', 'GAME', 'RNG:NOPE'],
    ['a game with extra parts', 'GAME', 'RNG:PT:x'],
    ['a javascript: URL', 'URL', 'javascript:alert(1)'],
    ['a data: URL', 'URL', 'data:text/html,<script>alert(1)</script>'],
    ['an ftp URL', 'URL', 'ftp://files.example/x'],
    ['a relative URL', 'URL', '/promotions'],
    ['an unknown type', 'EVAL', 'alert(1)'],
    ['a type without a linkage', 'ROUTE', '   '],
    ['a linkage without a type', null, '/live'],
  ])('answers no link for %s', async (_, linkageType, linkage) => {
    const id = await bannerWith(linkageType, linkage);
    expect(await servedLink(id)).toEqual({ linkageType: null, linkage: null });
  });

  it("answers no link to another merchant's promotion", async () => {
    const jade = await gateway.db.query<{ id: number }>(`select id from promotion where merchant_code = 'DEMO_JADE' limit 1`);
    const id = await bannerWith('PROMOTION', String(jade.rows[0]!.id));
    expect(await servedLink(id)).toEqual({ linkageType: null, linkage: null });
  });

  it('answers the links a banner may have, tidied', async () => {
    const royal = await gateway.db.query<{ id: number }>(`select id from promotion where merchant_code = 'DEMO_ROYAL' order by id limit 1`);
    const vendor = await gateway.db.query<{ game_type: string; vendor_code: string }>(
      `select game_type, vendor_code from merchant_vendor where merchant_code = 'DEMO_ROYAL' order by game_type, vendor_code limit 1`,
    );
    const { game_type: gameType, vendor_code: vendorCode } = vendor.rows[0]!;
    const cases: [string, string, { linkageType: string; linkage: string }][] = [
      ['ROUTE', '/live', { linkageType: 'ROUTE', linkage: '/live' }],
      ['route', ' #/rng?vendor=PT ', { linkageType: 'ROUTE', linkage: '#/rng?vendor=PT' }],
      ['PROMOTION', String(royal.rows[0]!.id), { linkageType: 'PROMOTION', linkage: String(royal.rows[0]!.id) }],
      ['GAME', gameType.toLowerCase(), { linkageType: 'GAME', linkage: gameType }],
      ['Game', `${gameType}/${vendorCode.toLowerCase()}`, { linkageType: 'GAME', linkage: `${gameType}:${vendorCode}` }],
      ['URL', 'https://telegram.example/royal-lotto', { linkageType: 'URL', linkage: 'https://telegram.example/royal-lotto' }],
    ];
    for (const [linkageType, linkage, expected] of cases) {
      const id = await bannerWith(linkageType, linkage);
      expect(await servedLink(id), `${linkageType} ${linkage}`).toEqual(expected);
    }
  });
});
