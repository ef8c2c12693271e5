import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import LoginPage, { localRedirect } from './LoginPage';
import { LocationProbe } from './test-support';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn(async () => ({})) } }));

function renderPage(route: string) {
  return renderInApp(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route, siteStatus: siteStatusFixture() },
  );
}

beforeEach(() => {
  vi.mocked(api.call).mockClear();
  sessionStore.signOut();
});

describe('LoginPage', () => {
  it('shows the form under a heading, and passes axe', async () => {
    const { container } = await renderPage('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Username/ })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('goes to the local redirect once logged in', async () => {
    await renderPage('/login?redirect=/rng');
    act(() => sessionStore.signIn({ token: 't', account: 'player01', type: null }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng$/));
  });

  it('sends a visitor already logged in home', async () => {
    sessionStore.signIn({ token: 't', account: 'player01', type: null });
    await renderPage('/login?redirect=/rng');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('accepts only paths of this site as redirects', () => {
    expect(localRedirect('/promotions?x=1')).toBe('/promotions?x=1');
    expect(localRedirect('//evil.example')).toBe('/');
    expect(localRedirect('/\\evil.example')).toBe('/');
    expect(localRedirect('https://evil.example')).toBe('/');
    expect(localRedirect(null)).toBe('/');
  });
});
