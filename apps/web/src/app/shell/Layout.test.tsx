import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session/session';
import { renderInApp } from '../../test/render-in-app';
import { Layout } from './Layout';

// The switches this test sets: whether the first frame is painted, and whether the page the site
// opened at came before the first render (main.tsx).
const first = { isPainted: false, isOpeningPageReady: false };
vi.mock('../../lib/lazy/use-after-first-paint', () => ({ useAfterFirstPaint: () => first.isPainted }));
vi.mock('../router/preload-opening-route', () => ({ isOpeningPageReady: () => first.isOpeningPageReady }));
// The areas around the page, reduced to their names.
vi.mock('./header/Header', () => ({ Header: () => <header>Header</header> }));
vi.mock('./banner/PageBanner', () => ({ PageBanner: () => null }));
vi.mock('../../features/player-protection', () => ({ RealityCheckHost: () => <p>Reality check</p> }));
vi.mock('../../lib/server-state/use-member-info', () => ({ useMemberInfo: () => ({ data: undefined }) }));

/** The layout at a centre page (a new element each time, so a rerender renders it again). */
const site = () => (
  <Routes>
    <Route element={<Layout variant="game" onLocaleChange={() => {}} />}>
      <Route path="/member/:page" element={<h1>My wallet</h1>} />
    </Route>
  </Routes>
);

afterEach(() => {
  first.isPainted = false;
  first.isOpeningPageReady = false;
  sessionStore.signOut();
});

describe('Layout', () => {
  it('shows a centre page the site opened at in the first frame when its code and calls came first', async () => {
    sessionStore.signIn({ token: 't1', account: 'player01', type: 0 });
    first.isOpeningPageReady = true;
    await renderInApp(site(), { route: '/member/transferFund' });

    expect(screen.getByRole('heading', { name: 'My wallet' })).toBeInTheDocument();
    // The reality check still waits for the frame.
    expect(screen.queryByText('Reality check')).not.toBeInTheDocument();
  });

  it('otherwise renders the page, and a member’s reality check, once the first frame is painted', async () => {
    sessionStore.signIn({ token: 't1', account: 'player01', type: 0 });
    const { rerender } = await renderInApp(site(), { route: '/member/transferFund' });
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My wallet' })).not.toBeInTheDocument();
    expect(screen.queryByText('Reality check')).not.toBeInTheDocument();

    first.isPainted = true;
    rerender(site());
    expect(screen.getByRole('heading', { name: 'My wallet' })).toBeInTheDocument();
    expect(screen.getByText('Reality check')).toBeInTheDocument();
  });
});
