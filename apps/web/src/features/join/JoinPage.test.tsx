import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AppModals from '../../lib/app-modals';
import { openAppModal } from '../../lib/app-modals';
import { agentCentrePath } from '../../lib/paths/centre-paths';
import type * as LoginPrompt from '../../lib/session/login-prompt';
import { requestLogin } from '../../lib/session/login-prompt';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import JoinPage from './JoinPage';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../customer-service/customer-service', () => ({ openCustomerService: vi.fn(async () => 'opened') }));
vi.mock('../../lib/app-modals', async (importOriginal) => ({
  ...(await importOriginal<typeof AppModals>()),
  openAppModal: vi.fn(),
}));
vi.mock('../../lib/session/login-prompt', async (importOriginal) => ({
  ...(await importOriginal<typeof LoginPrompt>()),
  requestLogin: vi.fn(),
}));

const renderJoin = (options: { locale?: 'en' | 'ms' | 'zh'; colorMode?: 'light' | 'dark' } = {}) =>
  renderInApp(<JoinPage />, { route: '/join', siteStatus: siteStatusFixture(), ...options });

afterEach(() => {
  sessionStore.signOut();
  vi.mocked(openAppModal).mockClear();
  vi.mocked(requestLogin).mockClear();
});

describe('JoinPage', () => {
  it('tells why and how to join, without commission figures', async () => {
    await renderJoin();
    expect(screen.getByRole('heading', { level: 1, name: 'Join us' })).toBeInTheDocument();
    const why = screen.getByRole('region', { name: 'Why join' });
    expect(within(why).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'A team of your own',
      'Contracts on clear terms',
      'Salary',
      'Dividends',
      'Income you can check',
      'Transfers to your team',
    ]);
    expect(why).not.toHaveTextContent(/\d+\s*%/);
    const how = screen.getByRole('region', { name: 'How to join' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    expect(within(how).getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('opens the registration modal and the login popup for guests', async () => {
    const user = userEvent.setup();
    await renderJoin();
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(openAppModal).toHaveBeenCalledWith('register', {});
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requestLogin).toHaveBeenCalledWith('action');
    expect(screen.queryByRole('link', { name: 'Open the agent centre' })).toBeNull();
  });

  it('links agents to the agent centre', async () => {
    sessionStore.signIn({ token: 't', account: 'master01', type: 41 });
    await renderJoin();
    expect(screen.getByRole('link', { name: 'Open the agent centre' })).toHaveAttribute('href', agentCentrePath());
    expect(screen.queryByRole('button', { name: 'Register now' })).toBeNull();
  });

  it('points members to customer service, and trial accounts to a real account', async () => {
    sessionStore.signIn({ token: 't', account: 'player01', type: 0 });
    const { unmount } = await renderJoin();
    expect(screen.getByText('You are logged in. Contact customer service to make your account an agent account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the agent centre' })).toBeNull();
    unmount();
    sessionStore.update({ type: 4 });
    await renderJoin();
    expect(screen.getByText('Please register or log in to a real account.')).toBeInTheDocument();
  });

  it('is written in Chinese', async () => {
    await renderJoin({ locale: 'zh' });
    expect(screen.getByRole('heading', { level: 1, name: '加入我们' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即注册' })).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    await renderInApp(
      <main>
        <JoinPage />
      </main>,
      { route: '/join', siteStatus: siteStatusFixture(), colorMode },
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
