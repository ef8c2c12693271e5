// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoGameSession } from './game-session';
import { renderSlotPage } from './page';
import { SLOT_SCRIPT } from './slot-script';
import { SLOT_TEXTS } from './texts';

const TOKEN = 'T'.repeat(43);
const TICKET = 'K'.repeat(43);

const session: DemoGameSession = {
  tokenHash: 'hash',
  memberId: 1,
  memberSessionHash: 'member-hash',
  merchantCode: 'DEMO_ROYAL',
  account: 'player',
  nodeId: 'PT-RNG-001',
  gameName: 'Fortune Dragon',
  vassalage: 'PT',
  gameType: 'RNG',
  tryPlay: false,
  locale: 'en',
  pretendBalance: 0,
};

const fetchMock = vi.fn();

/** The slot page as the browser gets it at the launch's address, with its script run. */
function openPageAt(address: string): void {
  window.history.replaceState(null, '', address);
  const page = new DOMParser().parseFromString(renderSlotPage(session, TOKEN, 100), 'text/html');
  document.body.replaceWith(document.importNode(page.body, true));
  new Function(SLOT_SCRIPT)();
}

beforeEach(() => {
  // Reduced motion: the outcome shows without the reels' 700 ms.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the slot page script', () => {
  it('drops the ticket from the address and keeps the session token in memory only', () => {
    openPageAt(`/lgw/demo/slot?ticket=${TICKET}`);
    expect(window.location.pathname).toBe('/lgw/demo/slot');
    expect(window.location.search).toBe('');
    expect(window.location.href).not.toContain(TICKET);
    expect(document.getElementById('slot')!.hasAttribute('data-session')).toBe(false);
    expect(document.documentElement.outerHTML).not.toContain(TOKEN);
  });

  it('spins with the token, and stops the game for good when the session has ended (401)', async () => {
    fetchMock.mockResolvedValue({
      status: 401,
      json: async () => ({ success: false, code: 'TOKEN_EXPIRED', message: 'ended', value: null }),
    });
    openPageAt(`/lgw/demo/slot?ticket=${TICKET}`);
    const button = document.getElementById('spin') as HTMLButtonElement;
    document.getElementById('spin-form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(document.getElementById('result')!.textContent).toBe(SLOT_TEXTS.expired.en));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/lgw/demo/slot/spin');
    expect(JSON.parse(init.body as string)).toMatchObject({ session: TOKEN, bet: 1 });
    expect(button.disabled).toBe(true);
    expect(document.getElementById('slot')!.dataset.state).toBe('ended');

    document.getElementById('spin-form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
