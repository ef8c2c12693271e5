import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../lib/lazy/reload-page';
import { renderInApp } from '../test/render-in-app';
import { PageErrorBoundary } from './PageErrorBoundary';

// jsdom cannot navigate: a reload is recorded instead.
vi.mock('../lib/lazy/reload-page', () => ({ reloadPage: vi.fn() }));

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('PageErrorBoundary', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => {
    consoleError.mockClear();
    vi.mocked(reloadPage).mockClear();
  });

  it('says "page slow to open" with Retry when a page chunk fails, and "system error" with Reload for other failures', async () => {
    const chunk = await renderInApp(
      <PageErrorBoundary>
        <Broken error={new TypeError('Failed to fetch dynamically imported module: /assets/PromotionsPage.js')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The page is slow to open');
    // A chunk the browser failed outside lazyModule: nothing to import again in place, so Retry reloads.
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    chunk.unmount();

    await renderInApp(
      <PageErrorBoundary>
        <Broken error={new Error('boom')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('System error');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('lets a part show its failure another way (a modal as a dialog)', async () => {
    await renderInApp(
      <PageErrorBoundary renderFailure={(failure) => <p>{failure.isChunkLoadError ? 'chunk' : 'other'}</p>}>
        <Broken error={new TypeError('error loading dynamically imported module')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('chunk')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
