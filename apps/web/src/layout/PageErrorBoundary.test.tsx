import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render-in-app';
import { isChunkLoadError, PageErrorBoundary } from './PageErrorBoundary';

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('PageErrorBoundary', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => consoleError.mockClear());

  it('tells a chunk that failed to load from other errors (spec section 8: ChunkLoadError)', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('undefined is not a function'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });

  it('offers a reload when a page chunk fails, and says "system error" for other failures', async () => {
    const chunk = await renderInApp(
      <PageErrorBoundary>
        <Broken error={new TypeError('Failed to fetch dynamically imported module: /assets/PromotionsPage.js')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('The page is slow to open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    chunk.unmount();

    await renderInApp(
      <PageErrorBoundary>
        <Broken error={new Error('boom')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('System error')).toBeInTheDocument();
  });
});
