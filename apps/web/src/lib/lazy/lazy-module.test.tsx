import { Suspense, useEffect, type ComponentType } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/activate-locale';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { PageLoading, SLOW_LOAD_MS } from '../../components/PageLoading';
import { renderInApp } from '../../test/render-in-app';
import { ChunkLoadError, isChunkLoadError } from './chunk-load-error';
import { CHUNK_LOAD_TIMEOUT_MS, lazyModule } from './lazy-module';
import { reloadPage } from './reload-page';

// jsdom cannot navigate: a reload is recorded instead.
vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));
const reloads = () => vi.mocked(reloadPage).mock.calls.length;

function PromotionsPage() {
  return <h1>Promotions</h1>;
}

const loaded = { default: PromotionsPage };
const networkFailure = () => new TypeError('Failed to fetch dynamically imported module: https://site.example/assets/PromotionsPage-3f2a.js');
const never = () => new Promise<never>(() => {});

/** A lazy page as the layout shows it: in the page's error boundary, over PageLoading. */
async function renderPage(Page: ComponentType) {
  // In an awaited act, so that the fallback's effects (its slow timer) run while the page suspends.
  await act(async () => {
    await renderInApp(
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
  });
}

/** Lets `ms` pass, and React render what the timers and settled imports changed. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

beforeEach(() => activateLocale('en'));

afterEach(() => {
  vi.useRealTimers();
  consoleError.mockClear();
  vi.mocked(reloadPage).mockClear();
});

describe('lazyModule, under the page boundary', () => {
  it('says the page is slow after SLOW_LOAD_MS, then raises the chunk-load error at 120 s', async () => {
    vi.useFakeTimers();
    const Page = lazyModule<typeof loaded>(never);
    await renderPage(Page);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await elapse(SLOW_LOAD_MS - 1);
    expect(screen.queryByText('The page is slow to open')).toBeNull();
    await elapse(1);
    expect(screen.getByRole('status')).toHaveTextContent('The page is slow to open');
    expect(screen.queryByRole('alert')).toBeNull();
    // The import is still pending: a second import() would wait on the same fetch, so Retry reloads.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloads()).toBe(1);

    await elapse(CHUNK_LOAD_TIMEOUT_MS - SLOW_LOAD_MS - 1);
    expect(screen.queryByRole('alert')).toBeNull();
    await elapse(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The page is slow to open');
    expect(alert).toHaveTextContent('Network connection abnormal, please retry.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the page, and no notice, when the import arrives after the slow notice', async () => {
    vi.useFakeTimers();
    let arrive: (module: typeof loaded) => void = () => {};
    const Page = lazyModule(() => new Promise<typeof loaded>((resolve) => (arrive = resolve)));
    await renderPage(Page);
    await elapse(SLOW_LOAD_MS);
    expect(screen.getByText('The page is slow to open')).toBeInTheDocument();
    await act(async () => arrive(loaded));
    expect(screen.getByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.queryByText('The page is slow to open')).toBeNull();
    // The timeout was cleared with the load: nothing fails later.
    await elapse(CHUNK_LOAD_TIMEOUT_MS);
    expect(screen.getByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
  });

  it('raises the chunk-load error for an import that rejects, and Retry loads the page once the import resolves', async () => {
    const load = vi.fn<() => Promise<typeof loaded>>().mockRejectedValueOnce(networkFailure()).mockResolvedValueOnce(loaded);
    const Page = lazyModule(load);
    await renderPage(Page);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The page is slow to open');
    expect(alert).toHaveTextContent('Network connection abnormal, please retry.');
    expect(consoleError).toHaveBeenCalledWith('Page failed', expect.any(ChunkLoadError), expect.any(String));

    // Keyboard-reachable: the first stop of the page.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    // Awaited: the retry suspends the page again while the new import loads.
    await act(() => userEvent.keyboard('{Enter}'));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads on Retry instead of importing again when that would repeat the browser’s answer', async () => {
    // A timed-out import is still being fetched: a second import() would join that fetch.
    vi.useFakeTimers();
    const hung = vi.fn(never);
    await renderPage(lazyModule<typeof loaded>(hung));
    await elapse(CHUNK_LOAD_TIMEOUT_MS);
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(hung).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(reloads()).toBe(1);
  });

  it('retries a failed import in place once, then reloads (the browser keeps failed modules)', async () => {
    const failing = vi.fn(async () => {
      throw networkFailure();
    });
    await renderPage(lazyModule<typeof loaded>(failing));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await act(() => userEvent.click(retry));
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(2));
    expect(reloads()).toBe(0);
    const again = await screen.findByRole('button', { name: 'Retry' });
    await act(() => userEvent.click(again));
    expect(failing).toHaveBeenCalledTimes(2);
    expect(reloads()).toBe(1);
  });

  it('passes a failure of the module itself on as it is: a system error, not a chunk', async () => {
    await renderPage(lazyModule<typeof loaded>(() => Promise.reject(new ReferenceError('x is not defined'))));
    expect(await screen.findByRole('alert')).toHaveTextContent('System error');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('lazyModule.preload', () => {
  it('starts the import before the render, and the render shows the module the preload fetched', async () => {
    const load = vi.fn(() => Promise.resolve(loaded));
    const Page = lazyModule(load);
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await renderPage(Page);
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
  });

  it('leaves a failed preload to the render: nothing is thrown, and the page boundary reports it', async () => {
    const Page = lazyModule<typeof loaded>(() => Promise.reject(networkFailure()));
    await expect(Page.preload()).resolves.toBeNull();
    await renderPage(Page);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('renders a module the preload has loaded in the first commit, without a frame of its fallback', async () => {
    const Page = lazyModule(() => Promise.resolve(loaded));
    await Page.preload();
    const Fallback = vi.fn(() => <p>Loading</p>);
    await act(async () => {
      await renderInApp(
        <Suspense fallback={<Fallback />}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(Fallback).not.toHaveBeenCalled();
  });

  it('keeps an instance that mounted while loading as it is once the module is in (no remount, no lost state)', async () => {
    let mounts = 0;
    function Counter({ label }: { label: string }) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <h1>{label}</h1>;
    }
    const Page = lazyModule(() => Promise.resolve({ default: Counter }));
    const view = await renderInApp(
      <Suspense fallback={null}>
        <Page label="first" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'first' })).toBeInTheDocument();
    view.rerender(
      <Suspense fallback={null}>
        <Page label="second" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'second' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});

describe('isChunkLoadError', () => {
  it('tells a chunk that failed to load from other errors (spec section 8: ChunkLoadError)', () => {
    expect(isChunkLoadError(new ChunkLoadError('A chunk did not load within 120000 ms'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(networkFailure())).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('undefined is not a function'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });
});
