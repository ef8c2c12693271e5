import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, announcements, banners, helpArticle, helpCenter, notices } from '@platform/api/contract';
import type { LocalizedText } from '../http/locale';
import { seedContent } from '../seed/content/content';
import { seedDateFiller } from '../seed/seed-time';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { wrapText } from './banner-svg';
import { BANNER_GROUPS } from '@platform/api/schemas';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

const CJK = /[\u4e00-\u9fff]/;

describe('the content seed', () => {
  it('is idempotent', async () => {
    const counts = async () =>
      (
        await gateway.db.query(
          `select (select count(*)::int from banner) as banners, (select count(*)::int from notice) as notices,
                  (select count(*)::int from help_article) as articles, (select count(*)::int from promotion) as promotions,
                  (select count(*)::int from mission_progress) as progress, (select count(*)::int from member_reward) as rewards`,
        )
      ).rows[0];
    const before = await counts();
    await seedContent(gateway.db, gateway.clock.now());
    expect(await counts()).toEqual(before);
  });

  it('stores every text in Malay, English and Chinese, each written in its language', async () => {
    const texts = await gateway.db.query<{ source: string; text: LocalizedText }>(
      `select 'banner' as source, title as text from banner union all select 'banner', subtitle from banner
       union all select 'notice', title from notice union all select 'notice', content from notice
       union all select 'help', title from help_category union all select 'help', title from help_article
       union all select 'help', content from help_article union all select 'promotion', title from promotion
       union all select 'promotion', content from promotion union all select 'mission', title from mission`,
    );
    expect(texts.rows.length).toBeGreaterThan(200);
    for (const { source, text } of texts.rows) {
      expect(Object.keys(text).sort(), source).toEqual(['en', 'ms', 'zh']);
      expect(text.zh, `${source}: ${text.en}`).toMatch(CJK);
      // Malay is not English copied: only names and codes may read the same.
      if (text.en.length > 12) expect(text.ms, `${source}: ${text.en}`).not.toBe(text.en);
    }
  });

  it("fills in each brand's name and currency", async () => {
    const welcome = await gateway.db.query<{ merchant_code: string; title: LocalizedText; subtitle: LocalizedText }>(
      `select merchant_code, title, subtitle from banner where group_name = 'w_home' and sort_order = 1 order by merchant_code`,
    );
    expect(welcome.rows.map((row) => [row.merchant_code, row.title.en, row.title.zh, row.subtitle.en])).toEqual([
      ['DEMO_JADE', 'Welcome to Jade Palace', '欢迎来到翡翠宫', '100% bonus on your first deposit, up to RM1,000'],
      ['DEMO_ROYAL', 'Welcome to Royal Lotto', '欢迎来到皇家彩票', '100% bonus on your first deposit, up to P1,000'],
    ]);
  });
});

describe('banners', () => {
  it('has banners in every group of the spec and the three top-up groups, several on the home page', async () => {
    const answer = await callGateway(gateway.app, banners, {});
    expect(answer.statusCode).toBe(200);
    const groups = new Set(answer.body.value.map((banner) => banner.groupName));
    expect([...groups].sort()).toEqual([...BANNER_GROUPS].sort());
    expect(answer.body.value.filter((banner) => banner.groupName === 'w_home').length).toBeGreaterThanOrEqual(3);
  });

  it('answers one group, localized, with linkages', async () => {
    const home = await callGateway(gateway.app, banners, { groupName: 'w_home' }, { language: 'CN' });
    expect(home.body.value.every((banner) => banner.groupName === 'w_home')).toBe(true);
    expect(home.body.value[0]).toMatchObject({ title: '欢迎来到皇家彩票', linkageType: 'PROMOTION', url: expect.stringMatching(/^\/lgw\/assets\/banners\/\d+\.svg\?language=zh$/) });
    expect(home.body.value[0]?.linkage).toMatch(/^\d+$/);
    expect(home.body.value.some((banner) => banner.linkageType === 'ROUTE' && banner.linkage === '/live')).toBe(true);
    const fish = await callGateway(gateway.app, banners, { groupName: 'w_fish' });
    expect(fish.body.value[0]).toMatchObject({ linkageType: null, linkage: null });
  });

  it('refuses an unknown group', async () => {
    const answer = await callGateway(gateway.app, banners, { groupName: 'w_casino' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain('groupName');
  });

  it('serves each banner as an SVG with its text in the asked language', async () => {
    const [banner] = (await callGateway(gateway.app, banners, { groupName: 'w_home' })).body.value;
    const english = await gateway.app.inject({ method: 'GET', url: banner!.url });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('image/svg+xml');
    expect(english.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(english.body).toContain('Welcome to Royal Lotto');
    expect(english.body).toContain('Claim now');
    const malay = await gateway.app.inject({ method: 'GET', url: banner!.url.replace('language=en', 'language=MS') });
    expect(malay.body).toContain('Selamat Datang ke Royal Lotto');
    // The same image every time.
    expect((await gateway.app.inject({ method: 'GET', url: banner!.url })).body).toBe(english.body);
  });

  it('draws the gift widget icon (w_topup_1) square, the gift modal picture (w_topup_3) portrait, the offer strip (w_topup_2) wide', async () => {
    const size = (svg: string) => {
      const match = /^<svg [^>]*width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(svg);
      expect(match, svg.slice(0, 200)).not.toBeNull();
      return { width: Number(match![1]), height: Number(match![2]), viewBox: `${match![3]}x${match![4]}` };
    };
    const image = async (groupName: string, language?: string) => {
      const [banner] = (await callGateway(gateway.app, banners, { groupName }, language ? { language } : {})).body.value;
      const response = await gateway.app.inject({ method: 'GET', url: banner!.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      return response.body;
    };
    const icon = await image('w_topup_1');
    expect(size(icon)).toEqual({ width: 160, height: 160, viewBox: '160x160' });
    expect(icon).toContain('aria-label="Daily 20% Reload"');
    expect(icon).toContain('>Bonus</text>');
    expect(await image('w_topup_1', 'CN')).toContain('>奖励</text>');
    expect(size(await image('w_topup_2'))).toEqual({ width: 800, height: 240, viewBox: '800x240' });
    // The modal shows it in a 3:4 frame: title, gift and offer text, in the asked language.
    const lines = (svg: string) => [...svg.matchAll(/>([^<]+)<\/text>/g)].map((match) => match[1]);
    const picture = await image('w_topup_3');
    expect(size(picture)).toEqual({ width: 600, height: 800, viewBox: '600x800' });
    expect(picture).toContain('aria-label="Deposit Safely"');
    expect(lines(picture)).toEqual(['Deposit Safely', 'Only pay into the accounts', 'shown on this page']);
    const chinese = await image('w_topup_3', 'CN');
    expect(lines(chinese)).toEqual(['安全存款', '只向本页显示的账户付款']);
    expect(chinese).toContain("font-family=\"'Noto Sans SC'");
  });

  it('escapes text in the SVG', async () => {
    const [banner] = (await callGateway(gateway.app, banners, { groupName: 'w_promotion' })).body.value;
    const svg = (await gateway.app.inject({ method: 'GET', url: banner!.url })).body;
    expect(svg).toContain('This Month&#39;s Promotions');
  });

  it('answers missing images with a 404 envelope', async () => {
    for (const url of ['/lgw/assets/banners/999999.svg', '/lgw/assets/banners/abc.svg', '/lgw/assets/banners/1.png', '/lgw/assets/promotions/0.svg']) {
      const response = await gateway.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: ERROR_CODE.notFound });
    }
  });

  it('wraps long text into at most two lines', () => {
    expect(wrapText('one two three four five six', 4, 2)).toEqual(['one two', 'thre…']);
    expect(wrapText('one two three', 8, 2)).toEqual(['one two three']);
    expect(wrapText('每隔几分钟开奖每隔几分钟开奖', 5, 2)).toEqual(['每隔几分钟', '开奖每隔…']);
  });
});

describe('announcements', () => {
  it('answers the asked types, newest first, in the asked language', async () => {
    const answer = await callGateway(gateway.app, announcements, { types: 'B,PR', platform: 'W', executionType: 'B' });
    expect(answer.statusCode).toBe(200);
    const list = answer.body.value;
    expect(new Set(list.map((item) => item.type))).toEqual(new Set(['B', 'PR']));
    // Announced the day before the clock's, for four days after it.
    const maintenanceDay = seedDateFiller(gateway.clock.now())({ ms: '', en: '{day:4}', zh: '' }).en;
    expect(list[0]?.title).toBe(`Scheduled maintenance on ${maintenanceDay}, 02:00–04:00`);
    const times = list.map((item) => Date.parse(String(item.createTime)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('leaves out expired and not yet published announcements until their time', async () => {
    const all = await callGateway(gateway.app, announcements, { types: 'B,PL,PU,PR,H', platform: 'W' });
    expect(new Set(all.body.value.map((item) => item.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
    const titles = all.body.value.map((item) => item.title);
    expect(titles).not.toContain('The Merdeka promotion has ended');
    expect(titles).not.toContain('Chinese New Year schedule');
  });

  it.each([
    [{ types: 'B,XX', platform: 'W' }, 'Unknown announcement type "XX"'],
    [{ types: '', platform: 'W' }, 'types'],
    [{ types: 'B', platform: 'M' }, 'platform'],
    [{ types: 'B' }, 'platform'],
    [{ types: 'B', platform: 'W', executionType: 'A' }, 'executionType'],
  ])('refuses %j', async (input, message) => {
    const answer = await callGateway(gateway.app, announcements, input);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain(message);
  });
});

describe('notices', () => {
  it('lists the notice page with HTML bodies, the hostile one sanitised', async () => {
    const answer = await callGateway(gateway.app, notices, {}, { language: 'MS' });
    expect(answer.statusCode).toBe(200);
    const list = answer.body.value;
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(list.some((notice) => /<(ul|table|strong)>/.test(notice.content))).toBe(true);
    // Stored with a script, a handler and a javascript: link (seed/content/data/notices.ts); served without.
    const hostile = list.find((notice) => notice.title === 'Amaran keselamatan: berhati-hati dengan laman web palsu');
    expect(hostile?.content).toContain('<strong>Jangan sekali-kali</strong>');
    for (const notice of list) expect(notice.content).not.toMatch(/<script|<iframe|onerror=|onclick=|javascript:/i);
    // Pop-ups stay off the notice page.
    expect(list.map((notice) => notice.title)).not.toContain('Selamat datang ke Royal Lotto!');
  });
});

describe('help centre', () => {
  it('has the categories a player needs, each with articles', async () => {
    const answer = await callGateway(gateway.app, helpCenter, {});
    expect(answer.body.value.map((category) => category.title)).toEqual([
      'Getting started',
      'Deposits',
      'Withdrawals',
      'Account security',
      'Responsible gaming',
      'Terms and conditions',
    ]);
    for (const category of answer.body.value) expect(category.articles.length).toBeGreaterThanOrEqual(2);
  });

  it('answers an article with its HTML in the asked language', async () => {
    const centre = (await callGateway(gateway.app, helpCenter, {}, { language: 'CN' })).body.value;
    const article = centre[0]!.articles[0]!;
    expect(article.title).toBe('如何注册账户');
    const answer = await callGateway(gateway.app, helpArticle, { id: article.id }, { language: 'CN' });
    expect(answer.body.value).toMatchObject({ id: article.id, categoryId: centre[0]!.id, title: '如何注册账户' });
    expect(answer.body.value.content).toContain('<ol>');
  });

  it("answers 404 for an unknown article or another brand's", async () => {
    const unknown = await callGateway(gateway.app, helpArticle, { id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.code).toBe(ERROR_CODE.notFound);
    const royal = (await callGateway(gateway.app, helpCenter, {})).body.value[0]!.articles[0]!;
    expect((await callGateway(gateway.app, helpArticle, { id: royal.id }, { merchantCode: 'DEMO_JADE' })).statusCode).toBe(404);
    expect((await callGateway(gateway.app, helpArticle, { id: 'abc' })).statusCode).toBe(400);
  });
});
