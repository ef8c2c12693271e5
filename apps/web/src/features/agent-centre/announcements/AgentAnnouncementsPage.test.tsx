import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentNotices, ApiError, type Notice } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import AgentAnnouncementsPage from './AgentAnnouncementsPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

const NOTICES: Notice[] = [
  { id: 12, title: 'New dividend tiers', content: '<p>From December, dividends pay <strong>more</strong>.</p><script>alert(1)</script>', createTime: '2026-11-20T02:00:00Z' },
  { id: 11, title: 'Daily wages paid at noon', content: '<p>Wages for the previous day are credited at 12:00.</p>', createTime: '2026-11-10T02:00:00Z' },
];

function answer(notices: Notice[] | Error | Promise<Notice[]> = NOTICES) {
  call.mockImplementation(async (definition) => {
    if (definition === agentNotices) {
      if (notices instanceof Error) throw notices;
      return notices;
    }
    return null;
  });
}

const asked = () => call.mock.calls.filter(([called]) => called === agentNotices).map(([, input]) => input);

beforeEach(() => {
  call.mockReset();
  answer();
  sessionStore.signIn({ token: 'agent-token', account: 'master01', type: 1 });
});
afterEach(() => sessionStore.signOut());

describe('AgentAnnouncementsPage', () => {
  it('shows the notices for agents on the notice board, newest first, the first one open', async () => {
    const { container } = await renderInApp(<AgentAnnouncementsPage />, { route: '/agent/agentAnnouncement' });
    expect(screen.getByRole('heading', { level: 2, name: 'Announcements' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Announcements' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringContaining('New dividend tiers'),
      expect.stringContaining('Daily wages paid at noon'),
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'New dividend tiers' })).toBeInTheDocument();
    expect(screen.getByText('more')).toBeInTheDocument();
    // The board sanitises the merchant's HTML: no script survives.
    expect(container.querySelector('script')).toBeNull();
    expect(asked()).toEqual([{}]);
  });

  it('opens another notice when its title is pressed, by keyboard too', async () => {
    await renderInApp(<AgentAnnouncementsPage />);
    const list = await screen.findByRole('list', { name: 'Announcements' });
    within(list).getByRole('button', { name: /Daily wages paid at noon/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 3, name: 'Daily wages paid at noon' })).toBeInTheDocument();
    expect(screen.getByText('Wages for the previous day are credited at 12:00.')).toBeInTheDocument();
  });

  it('says when there are no announcements for agents', async () => {
    answer([]);
    await renderInApp(<AgentAnnouncementsPage />);
    expect(await screen.findByText('No announcements for agents yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Announcements' })).not.toBeInTheDocument();
  });

  it('shows a placeholder while it loads, then a refusal with a retry that loads them', async () => {
    let refuse!: (error: Error) => void;
    call.mockImplementation((definition) => (definition === agentNotices ? new Promise((_resolve, reject) => (refuse = reject)) : Promise.resolve(null)));
    await renderInApp(<AgentAnnouncementsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the announcements');
    refuse(new ApiError({ code: 'NOT_AGENT', status: 403, message: 'non-agents cannot log in' }));
    expect(await screen.findByText('The announcements could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Non-agents cannot log in.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'New dividend tiers' })).toBeInTheDocument();
    expect(asked()).toHaveLength(2);
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderInApp(<AgentAnnouncementsPage />, { colorMode });
    await screen.findByRole('heading', { level: 3, name: 'New dividend tiers' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
