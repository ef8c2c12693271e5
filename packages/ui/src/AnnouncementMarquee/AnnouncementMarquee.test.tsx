import { createRef } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICES } from '../test/lobby-fixtures';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { AnnouncementMarquee } from './AnnouncementMarquee';

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

function stubReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const NOTICE_TITLES = NOTICES.map((notice) => notice.title);
const bar = () => screen.getByRole('group', { name: 'Pengumuman' });

describe('AnnouncementMarquee', () => {
  it('shows every notice title once to assistive technology, as a button', async () => {
    await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={() => {}} />);
    const titles = within(bar()).getAllByRole('button').slice(0, -1);
    expect(titles.map((title) => title.textContent)).toEqual(NOTICE_TITLES);
    expect(within(bar()).getByRole('list')).toBeInTheDocument();
  });

  it('calls onSelect with the index of the pressed title, in either copy of the loop', async () => {
    const onSelect = vi.fn();
    const { container } = await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit bonus 20% this week' }));
    expect(onSelect).toHaveBeenLastCalledWith(2);
    screen.getByRole('button', { name: 'VIP club upgrades' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(9);
    // A pointer may press the title in the hidden second copy as it scrolls by.
    const copy = container.querySelector('[data-copy]')!;
    await userEvent.click(within(copy as HTMLElement).getByText('Mobile app updated'));
    expect(onSelect).toHaveBeenLastCalledWith(7);
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('duplicates the titles for a seamless loop, hidden from screen readers and the Tab order', async () => {
    const { container } = await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={() => {}} />);
    const copy = container.querySelector<HTMLElement>('[data-copy]')!;
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    const copyButtons = Array.from(copy.querySelectorAll('button'));
    expect(copyButtons).toHaveLength(NOTICES.length);
    expect(copyButtons.every((button) => button.tabIndex === -1)).toBe(true);

    // Tab visits each title once, then the pause button, then leaves.
    const visited: string[] = [];
    for (let step = 0; step < NOTICES.length + 2; step += 1) {
      await userEvent.tab();
      if (document.activeElement !== document.body) visited.push(document.activeElement!.textContent || document.activeElement!.getAttribute('aria-label')!);
    }
    expect(visited).toEqual([...NOTICE_TITLES, 'Jeda Pengumuman']);
  });

  it('pauses while the pointer is over it', async () => {
    await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={() => {}} />);
    expect(bar()).toHaveAttribute('data-state', 'running');
    await userEvent.hover(screen.getByRole('button', { name: 'Points mall: new rewards' }));
    expect(bar()).toHaveAttribute('data-state', 'paused');
    await userEvent.unhover(bar());
    expect(bar()).toHaveAttribute('data-state', 'running');
  });

  it('pauses while focus is inside it, and goes on when focus leaves', async () => {
    await renderWithProviders(
      <>
        <AnnouncementMarquee notices={NOTICES.slice(0, 2)} onSelect={() => {}} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: NOTICE_TITLES[0] })).toHaveFocus();
    expect(bar()).toHaveAttribute('data-state', 'paused');
    await userEvent.tab();
    expect(bar()).toHaveAttribute('data-state', 'paused');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Jeda Pengumuman' })).toHaveFocus();
    expect(bar()).toHaveAttribute('data-state', 'paused');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(bar()).toHaveAttribute('data-state', 'running');
  });

  it('pauses and resumes with its toggle, which hover and focus do not override', async () => {
    await renderWithProviders(
      <>
        <AnnouncementMarquee notices={NOTICES} onSelect={() => {}} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Jeda Pengumuman' }));
    const resume = screen.getByRole('button', { name: 'Sambung Pengumuman' });
    expect(resume).toHaveFocus();
    await userEvent.unhover(bar());
    await userEvent.click(screen.getByRole('button', { name: 'After' }));
    // Pointer gone, focus gone: still paused, because the player paused it.
    expect(bar()).toHaveAttribute('data-state', 'paused');
    resume.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Jeda Pengumuman' })).toBe(resume);
    await userEvent.click(screen.getByRole('button', { name: 'After' }));
    expect(bar()).toHaveAttribute('data-state', 'running');
  });

  it('pauses while the tab is hidden', async () => {
    await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={() => {}} />);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(bar()).toHaveAttribute('data-state', 'paused');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(bar()).toHaveAttribute('data-state', 'running');
  });

  it('under reduced motion does not scroll: one row of titles to scroll by hand, and nothing to pause', async () => {
    stubReducedMotion();
    const onSelect = vi.fn();
    const { container } = await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={onSelect} />);
    expect(bar()).toHaveAttribute('data-motion', 'static');
    expect(bar()).toHaveAttribute('data-state', 'paused');
    expect(container.querySelector('[data-copy]')).toBeNull();
    expect(screen.queryByRole('button', { name: /Pengumuman/ })).toBeNull();
    expect(within(bar()).getAllByRole('button')).toHaveLength(NOTICES.length);
    await userEvent.click(screen.getByRole('button', { name: 'Lottery results now every 5 minutes' }));
    expect(onSelect).toHaveBeenCalledWith(4);
  });

  it('renders nothing when there are no notices', async () => {
    const { container } = await renderWithProviders(<AnnouncementMarquee notices={[]} onSelect={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes the duration of one loop from the width of the titles and the speed', async () => {
    let reportSize: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          reportSize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const width = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 1_800 } as DOMRect);
    const { container } = await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={() => {}} speed={90} />);
    const track = container.querySelector<HTMLElement>('[data-track]')!;
    const before = track.className;
    act(() => reportSize());
    // A new duration is a new class on the track (styled-components' transient prop).
    expect(track.className).not.toBe(before);
    expect(Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('')).toContain('20s linear infinite');
    width.mockRestore();
  });

  it('translates its name into English and Chinese', async () => {
    const english = await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={() => {}} />, { locale: 'en' });
    expect(screen.getByRole('group', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause Announcements' })).toBeInTheDocument();
    english.unmount();
    await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={() => {}} />, { locale: 'zh' });
    expect(screen.getByRole('group', { name: '公告' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '暂停公告' })).toBeInTheDocument();
  });

  it('takes its own label, class name and ref', async () => {
    const ref = createRef<HTMLDivElement>();
    await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={() => {}} label="Promotions" className="home-bar" ref={ref} />);
    const group = screen.getByRole('group', { name: 'Promotions' });
    expect(ref.current).toBe(group);
    expect(group).toHaveClass('home-bar');
    expect(screen.getByRole('button', { name: 'Jeda Promotions' })).toBeInTheDocument();
  });

  it('has no axe violations, scrolling, paused or under reduced motion', async () => {
    const { container, unmount } = await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Jeda Pengumuman' }));
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    stubReducedMotion();
    const reduced = await renderWithProviders(<AnnouncementMarquee notices={NOTICES} onSelect={() => {}} />);
    expect(await axeViolations(reduced.container)).toEqual([]);
  });
});
