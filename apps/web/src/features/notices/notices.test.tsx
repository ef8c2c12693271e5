import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcements, notices, type Announcement } from '@platform/api';
import { api } from '../../lib/api';
import { getAppModals, removeAppModal, closeAppModal } from '../../lib/app-modals';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { AnnouncementBar } from './AnnouncementBar';
import NoticeModal from './NoticeModal';
import NoticePage from './NoticePage';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const HOSTILE =
  '<p>Beware of fake sites.</p><p><a href="javascript:alert(1)" onclick="alert(1)">Claim your credit</a></p>' +
  '<img src="x" onerror="alert(2)" alt=""><script>alert(3)</script><iframe src="https://phishing.example/"></iframe>' +
  '<p><strong>Never</strong> share your password.</p>';

function announcement(n: number, extra: Partial<Announcement> = {}): Announcement {
  return {
    id: 100 + n,
    type: 'B',
    title: `Notice ${n}`,
    content: `<p>Body of notice ${n}</p>`,
    createTime: `2026-11-${String(n).padStart(2, '0')} 09:30:15`,
    ...extra,
  };
}

/** 12 announcements: two pages of the modal's 9. */
const TWELVE = Array.from({ length: 12 }, (_, i) => announcement(i + 1));

const call = vi.mocked(api.call);
const cached = vi.mocked(api.cached);

function answer(list: Announcement[]) {
  cached.mockImplementation(async (_key, definition) => {
    if (definition === announcements) return list;
    throw new Error('unexpected cached call');
  });
  call.mockImplementation(async (definition) => {
    if (definition === notices) return list.map(({ type: _type, ...notice }) => notice);
    return null;
  });
}

beforeEach(() => {
  call.mockReset();
  cached.mockReset();
});

afterEach(() => {
  for (const entry of getAppModals()) {
    closeAppModal(entry.name);
    removeAppModal(entry.name);
  }
});

describe('AnnouncementBar', () => {
  it('keeps its height while loading, then opens the notice modal at the pressed title', async () => {
    let resolve: (list: Announcement[]) => void = () => {};
    cached.mockImplementation(() => new Promise((done) => (resolve = done as typeof resolve)));
    const { container } = await renderInApp(<AnnouncementBar />);
    expect(container.querySelector('[data-state="loading"]')).toBeInTheDocument();

    resolve(TWELVE);
    const bar = await screen.findByRole('group', { name: 'Announcements' });
    expect(cached).toHaveBeenCalledWith(
      'indexNotice',
      announcements,
      { types: 'B,PL,PU,PR,H', platform: 'W', executionType: 'B' },
      expect.anything(),
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Notice 11' }));
    expect(getAppModals()).toEqual([{ name: 'notice', params: { index: 10 }, isOpen: true }]);
  });

  it('shows nothing when there are no announcements', async () => {
    answer([]);
    const { container } = await renderInApp(<AnnouncementBar />);
    await waitFor(() => expect(container.querySelector('[data-state="loading"]')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when the announcements fail to load', async () => {
    cached.mockRejectedValue(new Error('offline'));
    const { container } = await renderInApp(<AnnouncementBar />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

describe('NoticeModal', () => {
  it('opens at the index: the page that holds it, with that notice shown', async () => {
    answer(TWELVE);
    await renderInApp(<NoticeModal index={10} isOpen onClose={vi.fn()} onClosed={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Notice 11' })).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Announcements' });
    // Page 2 of 9 a page: notices 10 to 12.
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['Notice 10', 'Notice 11', 'Notice 12']);
    expect(within(list).getByRole('button', { name: 'Notice 11' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByText('2026-11-11 09:30:15')).toBeInTheDocument();
    expect(within(dialog).getByText('Body of notice 11')).toBeInTheDocument();
  });

  it('sanitises a hostile body: no script, handler, frame or javascript: link reaches the page', async () => {
    answer([announcement(1), announcement(2, { title: 'Security alert', content: HOSTILE })]);
    await renderInApp(<NoticeModal index={1} isOpen onClose={vi.fn()} onClosed={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await within(dialog).findByRole('heading', { level: 3, name: 'Security alert' });
    const article = within(dialog).getByRole('article');
    expect(article).toHaveTextContent('Never share your password.');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('[onerror], [onclick]')).toBeNull();
    expect(article.innerHTML).not.toMatch(/javascript:|onerror|onclick|alert\(/i);
  });

  it('offers a retry when the announcements fail, and closes through onClose', async () => {
    cached.mockRejectedValueOnce(new Error('offline'));
    const onClose = vi.fn();
    await renderInApp(<NoticeModal isOpen onClose={onClose} onClosed={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The announcements could not be loaded.');
    cached.mockResolvedValue(TWELVE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Notice 1' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    answer(TWELVE);
    await renderInApp(<NoticeModal index={0} isOpen onClose={vi.fn()} onClosed={vi.fn()} />, { colorMode });
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await within(dialog).findByRole('heading', { level: 3, name: 'Notice 1' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('NoticePage', () => {
  it('shows the notice of ?id= and moves between notices', async () => {
    answer(TWELVE);
    await renderInApp(<NoticePage />, { route: '/noticePage?id=103' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notices' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Notice 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notice 5' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Notice 5' })).toBeInTheDocument();
  });

  it('says so when ?id= is unknown and shows the latest', async () => {
    answer(TWELVE);
    await renderInApp(<NoticePage />, { route: '/noticePage?id=999', locale: 'ms' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Notice 1' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('offers a retry when the notices fail', async () => {
    call.mockRejectedValueOnce(new Error('offline'));
    await renderInApp(<NoticePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The notices could not be loaded.');
    answer(TWELVE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Notice 1' })).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    answer(TWELVE);
    const { container } = await renderInApp(<NoticePage />, { colorMode });
    await screen.findByRole('heading', { level: 2, name: 'Notice 1' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
