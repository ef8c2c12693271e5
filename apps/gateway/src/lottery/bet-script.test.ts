import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOTTERY_BET_JS } from './bet-script';

const NOW = 1_795_248_000_000;
const NEXT_DRAW = NOW + 300_000;

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

/** Runs the bet script over a stand-in for the page's DOM; answers its elements, what it sent and a way to submit and move time. */
function runBetScript(answers: (() => Promise<unknown>)[]) {
  const attributes: Record<string, string> = {
    'data-session': 's'.repeat(43),
    'data-bet': JSON.stringify({ texts: { placing: 'placing', placed: 'placed {pick} {drawNo} {stake} {referenceNo}', choosePick: 'choose', closed: 'closed', insufficient: 'low', retry: 'retry', expired: 'expired' }, numberLocale: 'en-MY' }),
    'data-next-draw': String(NEXT_DRAW),
    'data-now': String(NOW),
    'data-interval': '300',
    'data-game-code': 'LOTT_SSC5',
  };
  const element = (extra: Record<string, unknown> = {}) => ({
    textContent: '',
    className: '',
    disabled: false,
    value: '',
    getAttribute: (name: string) => attributes[name] ?? null,
    removeAttribute: (name: string) => delete attributes[name],
    ...extra,
  });
  let submit: ((event: { preventDefault: () => void }) => void) | undefined;
  const picked = { value: '7' };
  const form = element({ querySelector: () => picked, addEventListener: (_type: string, handler: typeof submit) => (submit = handler) });
  const elements: Record<string, ReturnType<typeof element>> = {
    'bet-panel': element(),
    'bet-form': form,
    'place-bet': element(),
    stake: element({ value: '5' }),
    'bet-status': element(),
    'bet-balance': element(),
  };
  const sent: Sent[] = [];
  let time = NOW;
  let ids = 0;
  const intervals: (() => void)[] = [];
  const fetch = (url: string, init: { body: string }) => {
    sent.push({ url, body: JSON.parse(init.body) });
    return answers.shift()!();
  };
  runInNewContext(LOTTERY_BET_JS, {
    document: { getElementById: (id: string) => elements[id] ?? null, querySelector: () => elements['bet-panel'] },
    window: { crypto: { randomUUID: () => `id-${++ids}` } },
    Date: { now: () => time },
    Intl,
    JSON,
    fetch,
    setInterval: (handler: () => void) => intervals.push(handler),
  });
  return {
    elements,
    sent,
    submit: async () => {
      submit!({ preventDefault: () => undefined });
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    advance: (ms: number) => {
      time += ms;
      intervals.forEach((handler) => handler());
    },
  };
}

const answered = (status: number, body: unknown) => () => Promise.resolve({ status, json: () => Promise.resolve(body) });
const lost = () => Promise.reject(new Error('network'));

describe('the lottery bet script', () => {
  it('sends the bet for the draw it counts down to, and retries a bet whose answer was lost with the same requestId', async () => {
    const ticket = { referenceNo: 'LT00000001', drawNo: '20261121-193', pick: '7', stake: 5, balance: 95 };
    const page = runBetScript([lost, answered(200, { success: true, value: ticket }), answered(200, { success: true, value: ticket })]);
    await page.submit();
    expect(page.sent[0]).toEqual({
      url: '/lgw/demo/lottery/bet',
      body: { session: 's'.repeat(43), gameCode: 'LOTT_SSC5', pick: '7', stake: 5, drawTime: NEXT_DRAW, requestId: 'id-1' },
    });
    expect(page.elements['bet-status']!.textContent).toBe('retry');
    await page.submit();
    expect(page.sent[1]!.body.requestId).toBe('id-1');
    expect(page.elements['bet-status']!.textContent).toBe('placed 7 20261121-193 5.00 LT00000001');
    expect(page.elements['bet-balance']!.textContent).toBe('95.00');
    // A new bet after an answer is a new request.
    await page.submit();
    expect(page.sent[2]!.body.requestId).toBe('id-2');
  });

  it('shuts the form in the last 30 seconds before the draw and opens it for the next one', () => {
    const page = runBetScript([]);
    expect(page.elements['place-bet']!.disabled).toBe(false);
    page.advance(270_000);
    expect(page.elements['place-bet']!.disabled).toBe(true);
    expect(page.elements['bet-status']!.textContent).toBe('closed');
    page.advance(31_000);
    expect(page.elements['place-bet']!.disabled).toBe(false);
    expect(page.elements['bet-status']!.textContent).toBe('');
  });
});
