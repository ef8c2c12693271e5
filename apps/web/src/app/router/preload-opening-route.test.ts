import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';

const preloadMemberCentre = vi.fn<(queryClient: unknown, locale: string, pageKey: string | undefined) => Promise<void>>();
const preloadAgentCentre = vi.fn<() => Promise<unknown>>();
let path = '/';

vi.mock('../../features/member-centre', () => ({ preloadMemberCentre: (...args: Parameters<typeof preloadMemberCentre>) => preloadMemberCentre(...args) }));
vi.mock('../../features/agent-centre', () => ({ AgentCentrePage: { preload: () => preloadAgentCentre() } }));
vi.mock('./opening-path', () => ({ openingPath: () => path }));

// The module remembers what it preloaded for the page's life: each test takes a fresh one.
const load = () => import('./preload-opening-route');

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
  path = '/';
});

describe('preloadOpeningRoute', () => {
  it('a member centre page opened at its address is ready for the first frame once its code and calls are in', async () => {
    path = '/member/transferFund';
    const centre = deferred();
    preloadMemberCentre.mockReturnValue(centre.promise);
    const { isOpeningPageReady, preloadOpeningRoute } = await load();
    const queryClient = createQueryClient();

    const preloading = preloadOpeningRoute(queryClient, 'ms');
    expect(preloadMemberCentre).toHaveBeenCalledWith(queryClient, 'ms', 'transferFund');
    await Promise.resolve();
    expect(isOpeningPageReady()).toBe(false);

    centre.resolve();
    await preloading;
    expect(isOpeningPageReady()).toBe(true);
  });

  it('the agent centre is ready once its chunk is in', async () => {
    path = '/agent/agentTeamOverview';
    preloadAgentCentre.mockResolvedValue({});
    const { isOpeningPageReady, preloadOpeningRoute } = await load();

    await preloadOpeningRoute(createQueryClient(), 'en');
    expect(preloadAgentCentre).toHaveBeenCalledOnce();
    expect(isOpeningPageReady()).toBe(true);
  });

  it('any other page preloads nothing here and waits for the first paint as before', async () => {
    path = '/rng';
    const { isOpeningPageReady, preloadOpeningRoute } = await load();

    await preloadOpeningRoute(createQueryClient(), 'en');
    expect(preloadMemberCentre).not.toHaveBeenCalled();
    expect(preloadAgentCentre).not.toHaveBeenCalled();
    expect(isOpeningPageReady()).toBe(false);
  });
});
