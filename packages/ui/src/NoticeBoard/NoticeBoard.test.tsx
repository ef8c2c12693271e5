import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../lobby/types';
import { axeViolations } from '../test/axe';
import { NOTICES } from '../test/lobby-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { NoticeBoard } from './NoticeBoard';

/** The titles the list shows, in order. */
function listedTitles() {
  return within(screen.getByRole('list', { name: 'Announcements' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

function currentTitle() {
  return within(screen.getByRole('list', { name: 'Announcements' }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'true')
    .map((button) => button.textContent);
}

/** The notice shown: its heading's text. */
function shownHeading() {
  return screen.getByRole('article').querySelector('h3')?.textContent;
}

const HOSTILE_INDEX = NOTICES.findIndex((notice) => notice.id === 99);

describe('NoticeBoard', () => {
  afterEach(() => {
    delete (window as { __pwned?: boolean }).__pwned;
  });

  it('lists the first 9 titles, shows the first notice with its heading, local time and body', async () => {
    const notices: Notice[] = [
      { id: 1, title: 'Maintenance', content: '<p>We will be <strong>back</strong> soon.</p>', createTime: new Date(2026, 10, 21, 15, 4, 5).getTime() },
      ...NOTICES.slice(1),
    ];
    await renderWithProviders(<NoticeBoard notices={notices} />, { locale: 'en' });
    expect(listedTitles()).toEqual(notices.slice(0, 9).map((notice) => notice.title));
    expect(currentTitle()).toEqual(['Maintenance']);
    const article = screen.getByRole('article', { name: 'Maintenance' });
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent('Maintenance');
    const time = article.querySelector('time')!;
    expect(time).toHaveTextContent('2026-11-21 15:04:05');
    expect(time).toHaveAttribute('dateTime', new Date(2026, 10, 21, 15, 4, 5).toISOString());
    expect(within(article).getByText('back').tagName).toBe('STRONG');
  });

  it('opens at the index it is given, on the page that holds it', async () => {
    await renderWithProviders(<NoticeBoard notices={NOTICES} defaultSelectedIndex={10} />, { locale: 'en' });
    expect(listedTitles()).toEqual(NOTICES.slice(9).map((notice) => notice.title));
    expect(currentTitle()).toEqual(['Refer a friend and earn']);
    expect(shownHeading()).toBe('Refer a friend and earn');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the notice whose title is pressed, with pointer and keyboard', async () => {
    const onSelectedIndexChange = vi.fn();
    await renderWithProviders(<NoticeBoard notices={NOTICES} onSelectedIndexChange={onSelectedIndexChange} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Deposit bonus 20% this week' }));
    expect(shownHeading()).toBe('Deposit bonus 20% this week');
    expect(currentTitle()).toEqual(['Deposit bonus 20% this week']);
    expect(onSelectedIndexChange).toHaveBeenLastCalledWith(2);

    // Tab walks the titles in order; Enter and Space press them.
    screen.getByRole('button', { name: 'Responsible gaming reminder' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Mobile app updated' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(shownHeading()).toBe('Mobile app updated');
    expect(onSelectedIndexChange).toHaveBeenLastCalledWith(7);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(shownHeading()).toBe('Sports: weekend specials');
  });

  it('brings the notice into view after a tap (on a phone it is below the list), never after a key press', async () => {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      await renderWithProviders(<NoticeBoard notices={NOTICES} />, { locale: 'en' });
      // jsdom lays nothing out, so the notice counts as below the list, as on a phone.
      screen.getByRole('button', { name: 'Mobile app updated' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(scrollIntoView).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Lottery results now every 5 minutes' }));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('article'));
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('turning a page lists its titles and shows its first notice', async () => {
    const onSelectedIndexChange = vi.fn();
    await renderWithProviders(<NoticeBoard notices={NOTICES} onSelectedIndexChange={onSelectedIndexChange} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Announcement pages' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(listedTitles()).toEqual(['VIP club upgrades', 'Refer a friend and earn', 'Notice with unsafe HTML']);
    expect(shownHeading()).toBe('VIP club upgrades');
    expect(onSelectedIndexChange).toHaveBeenLastCalledWith(9);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(shownHeading()).toBe(NOTICES[0]!.title);
  });

  it('when controlled, follows the parent and moves to the page of the index it is given', async () => {
    function Controlled() {
      const [index, setIndex] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setIndex(11)}>
            Open the last
          </button>
          <NoticeBoard notices={NOTICES} selectedIndex={index} onSelectedIndexChange={setIndex} />
        </>
      );
    }
    await renderWithProviders(<Controlled />, { locale: 'en' });
    expect(shownHeading()).toBe(NOTICES[0]!.title);
    await userEvent.click(screen.getByRole('button', { name: 'Open the last' }));
    expect(shownHeading()).toBe('Notice with unsafe HTML');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'VIP club upgrades' }));
    expect(shownHeading()).toBe('VIP club upgrades');
  });

  it('ignores presses while the parent holds the index still', async () => {
    await renderWithProviders(<NoticeBoard notices={NOTICES} selectedIndex={1} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Mobile app updated' }));
    expect(shownHeading()).toBe('New slots from Playtech');
  });

  it('keeps an index beyond the list within it', async () => {
    await renderWithProviders(<NoticeBoard notices={NOTICES.slice(0, 3)} defaultSelectedIndex={40} />, { locale: 'en' });
    expect(shownHeading()).toBe(NOTICES[2]!.title);
    // One page: no pagination.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages by the page size it is given', async () => {
    await renderWithProviders(<NoticeBoard notices={NOTICES} pageSize={5} defaultSelectedIndex={6} />, { locale: 'en' });
    expect(listedTitles()).toHaveLength(5);
    expect(listedTitles()[0]).toBe(NOTICES[5]!.title);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('renders hostile HTML harmlessly: no script runs, no handler or javascript: link survives', async () => {
    await renderWithProviders(<NoticeBoard notices={NOTICES} defaultSelectedIndex={HOSTILE_INDEX} />, { locale: 'en' });
    const article = screen.getByRole('article', { name: 'Notice with unsafe HTML' });
    expect(article.querySelectorAll('script, iframe, img, [style]')).toHaveLength(0);
    const handlers = Array.from(article.querySelectorAll('*')).flatMap((element) =>
      element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
    );
    expect(handlers).toEqual([]);
    expect(within(article).getByText('link')).not.toHaveAttribute('href');
    expect(within(article).getByText('kept text')).toBeInTheDocument();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('opens links in the body in a new tab, safely', async () => {
    const notices: Notice[] = [{ id: 1, title: 'Links', content: '<p><a href="https://example.com/terms">Terms</a></p>' }];
    await renderWithProviders(<NoticeBoard notices={notices} />, { locale: 'en' });
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A notice without a time shows none, rather than "Invalid Date".
    expect(screen.getByRole('article').querySelector('time')).toBeNull();
  });

  it('says so when there are no announcements, in each language', async () => {
    const { unmount } = await renderWithProviders(<NoticeBoard notices={[]} />, { locale: 'en' });
    expect(screen.getByText('No announcements')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    const malay = await renderWithProviders(<NoticeBoard notices={[]} />, { locale: 'ms' });
    expect(screen.getByText('Tiada pengumuman')).toBeInTheDocument();
    malay.unmount();
    await renderWithProviders(<NoticeBoard notices={[]} />, { locale: 'zh' });
    expect(screen.getByText('暂无公告')).toBeInTheDocument();
  });

  it('takes its heading level from the modal around it', async () => {
    await renderWithProviders(<NoticeBoard notices={NOTICES} headingLevel={2} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(NOTICES[0]!.title);
  });

  it('has no axe violations, with notices and empty', async () => {
    const { container } = await renderWithProviders(
      <>
        <NoticeBoard notices={NOTICES} defaultSelectedIndex={HOSTILE_INDEX} />
        <NoticeBoard notices={[]} />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
