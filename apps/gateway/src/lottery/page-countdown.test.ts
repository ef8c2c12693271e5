import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLOCK_START, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { LOTTERY_PAGE_JS } from './page-assets';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

let gateway: TestGateway;

beforeAll(async () => {
  // Half a minute past a draw of the one-minute games.
  gateway = await createTestGateway({ clockStart: new Date(TEST_CLOCK_START.getTime() - (TEST_CLOCK_START.getTime() % 60_000) + 30_000) });
});

afterAll(async () => {
  await gateway.close();
});

/** The `data-*` attributes of the page's <main>. */
function mainAttributes(html: string): Record<string, string> {
  const main = /<main ([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...main.matchAll(/data-([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

/** Runs the page's script over a stand-in for its DOM on a device whose clock reads `deviceTime`; answers the countdown it shows. */
function countdownOnDevice(attributes: Record<string, string>, deviceTime: number): string {
  const countdown = { textContent: '' };
  const root = { getAttribute: (name: string) => attributes[name.replace(/^data-/, '')] ?? null };
  const document = { querySelector: () => root, getElementById: (id: string) => (id === 'countdown' ? countdown : null) };
  const Date = { now: () => deviceTime };
  runInNewContext(LOTTERY_PAGE_JS, { document, Date, URLSearchParams, setInterval: () => 0, setTimeout: () => 0, fetch: () => new Promise(() => {}) });
  return countdown.textContent;
}

describe('the lottery page countdown', () => {
  it("counts down on the gateway's clock, whatever the device's", async () => {
    const page = await gateway.app.inject({ method: 'GET', url: '/lgw/demo/lottery?merchantCode=DEMO_ROYAL&gameCode=LOTT_SSC1&lang=en' });
    expect(page.statusCode).toBe(200);
    const attributes = mainAttributes(page.body);
    expect(Number(attributes.now)).toBe(gateway.clock.now().getTime());
    expect(Number(attributes['next-draw']) - gateway.clock.now().getTime()).toBe(30_000);
    // A device a year behind the gateway, or ten minutes ahead, still shows the draw half a minute away.
    expect(countdownOnDevice(attributes, gateway.clock.now().getTime() - YEAR_MS)).toBe('00:30');
    expect(countdownOnDevice(attributes, gateway.clock.now().getTime() + 600_000)).toBe('00:30');
  });
});
