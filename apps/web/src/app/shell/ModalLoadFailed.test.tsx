import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@platform/ui';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { ChunkLoadError } from '../../lib/lazy/chunk-load-error';
import { reloadPage } from '../../lib/lazy/reload-page';
import { renderInApp } from '../../test/render-in-app';
import { ModalLoadFailed } from './ModalLoadFailed';

vi.mock('../../lib/lazy/reload-page', () => ({ reloadPage: vi.fn() }));

const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

beforeEach(() => {
  chunk.isAvailable = false;
});

afterEach(() => {
  act(() => dialogs.closeAll());
  consoleError.mockClear();
  vi.mocked(reloadPage).mockClear();
});

// The modal's chunk: missing at first; a retry in place fetches it again, and it arrives.
const chunk = { isAvailable: false };

function fetchChunkAgain(): boolean {
  chunk.isAvailable = true;
  return true;
}

function NoticeModal() {
  if (!chunk.isAvailable) {
    throw new ChunkLoadError('Failed to fetch dynamically imported module: /assets/NoticeModal.js', { retryInPlace: fetchChunkAgain });
  }
  return <p>Notices</p>;
}

function Outlet({ onClose }: { onClose: () => void }) {
  return (
    <>
      <h1>Lobby</h1>
      <PageErrorBoundary renderFailure={(failure) => <ModalLoadFailed failure={failure} onClose={onClose} />}>
        <NoticeModal />
      </PageErrorBoundary>
    </>
  );
}

describe('ModalLoadFailed', () => {
  it('says a modal’s code did not load in a dialog over the page; Retry loads it in place', async () => {
    const onClose = vi.fn();
    await renderInApp(<Outlet onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'The page is slow to open' });
    expect(dialog).toHaveTextContent('Network connection abnormal, please retry.');
    expect(screen.getByRole('heading', { name: 'Lobby', hidden: true })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Notices')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('gives up on the modal with Close', async () => {
    const onClose = vi.fn();
    await renderInApp(<Outlet onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'The page is slow to open' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Notices')).toBeNull();
  });
});
