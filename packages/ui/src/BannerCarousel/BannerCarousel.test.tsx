import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../lobby/types';
import { axeViolations } from '../test/axe';
import { BANNERS } from '../test/lobby-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { BannerCarousel } from './BannerCarousel';

const HOME = BANNERS.filter((banner) => banner.groupName === 'w_home');
const RNG = BANNERS.filter((banner) => banner.groupName === 'w_rng');

/** The slide the carousel shows: the only one not made inert. */
const shownSlide = () => screen.getAllByRole('group', { hidden: true }).find((slide) => !slide.hasAttribute('inert'));
const shownPosition = () => shownSlide()?.getAttribute('aria-label');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shows = (position: string) => waitFor(() => expect(shownPosition()).toBe(position));
/** The time a slide takes to slide in, plus a frame. */
const SLIDE = 520;

afterEach(() => {
  vi.useRealTimers();
});

describe('BannerCarousel', () => {
  it('renders nothing without banners', async () => {
    const { container } = await renderWithProviders(<BannerCarousel banners={[]} onOpen={vi.fn()} />, { locale: 'en' });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows one banner still: no controls, no slides, no movement', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<BannerCarousel banners={RNG} />, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).not.toHaveAttribute('aria-roledescription');
    expect(within(region).queryAllByRole('button')).toEqual([]);
    expect(within(region).queryByRole('group')).toBeNull();
    expect(within(region).getByRole('img', { name: 'New slots every Friday' })).toBeInTheDocument();
    wait(20_000);
    expect(within(region).getByRole('img', { name: 'New slots every Friday' })).toBeInTheDocument();
  });

  it('reserves the height of its shape before the picture loads', async () => {
    await renderWithProviders(<BannerCarousel banners={RNG} aspectRatio="16 / 5" />, { locale: 'en' });
    const viewport = screen.getByRole('region').firstElementChild as HTMLElement;
    expect(viewport.style.aspectRatio).toBe('16 / 5');
  });

  it('is a WAI-ARIA carousel with more than one banner', async () => {
    await renderWithProviders(<BannerCarousel banners={HOME} onOpen={vi.fn()} />, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(shownPosition()).toBe('1 of 3');
    // The rotation control and the arrows come first in the tab order, then the slides, then the dots.
    const buttons = within(region).getAllByRole('button');
    const names = ['Pause slideshow', 'Previous banner', 'Next banner', 'Welcome bonus 100%', 'Show banner 1', 'Show banner 2', 'Show banner 3'];
    expect(buttons).toHaveLength(names.length);
    names.forEach((name, index) => expect(buttons[index]).toHaveAccessibleName(name));
    expect(within(region).getByRole('button', { name: 'Show banner 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('advances after 5000 ms, loops, and keeps the live region off while moving', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<BannerCarousel banners={HOME} />, { locale: 'en' });
    const track = shownSlide()!.parentElement!;
    expect(track).toHaveAttribute('aria-live', 'off');
    wait(4999);
    expect(shownPosition()).toBe('1 of 3');
    // The move starts at 5000 ms; the slide changes as it passes half way.
    wait(1 + SLIDE);
    expect(shownPosition()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true');
    wait(5000 + SLIDE);
    expect(shownPosition()).toBe('3 of 3');
    wait(5000 + SLIDE);
    expect(shownPosition()).toBe('1 of 3');
  });

  it('honours another interval', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<BannerCarousel banners={HOME} autoplayMs={2000} />, { locale: 'en' });
    wait(2000 + SLIDE);
    expect(shownPosition()).toBe('2 of 3');
  });

  it('jumps to a banner from its dot, and steps with previous and next in a loop', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BannerCarousel banners={HOME} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Show banner 3' }));
    await shows('3 of 3');
    expect(screen.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show banner 1' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    await shows('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous banner' }));
    await shows('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous banner' }));
    await shows('2 of 3');
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<BannerCarousel banners={HOME} />, { locale: 'en' });
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region);
    expect(region).toHaveAttribute('data-autoplay', 'paused');
    expect(shownSlide()!.parentElement).toHaveAttribute('aria-live', 'polite');
    wait(12_000);
    expect(shownPosition()).toBe('1 of 3');
    fireEvent.pointerLeave(region);
    wait(5000 + SLIDE);
    expect(shownPosition()).toBe('2 of 3');
  });

  it('pauses while focus is inside and resumes when it leaves', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<BannerCarousel banners={HOME} />, { locale: 'en' });
    act(() => screen.getByRole('button', { name: 'Show banner 2' }).focus());
    expect(screen.getByRole('region')).toHaveAttribute('data-autoplay', 'paused');
    wait(12_000);
    expect(shownPosition()).toBe('1 of 3');
    act(() => (document.activeElement as HTMLElement).blur());
    wait(5000 + SLIDE);
    expect(shownPosition()).toBe('2 of 3');
  });

  it('stops and starts from the toggle, whose label says what it does', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<BannerCarousel banners={HOME} />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    wait(12_000);
    expect(shownPosition()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(5000 + SLIDE);
    expect(shownPosition()).toBe('2 of 3');
  });

  it('starts paused under prefers-reduced-motion', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      await renderWithProviders(<BannerCarousel banners={HOME} />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      wait(12_000);
      expect(shownPosition()).toBe('1 of 3');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('calls onOpen only for banners with a linkageType, which are buttons named by their title', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<BannerCarousel banners={HOME} onOpen={onOpen} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Welcome bonus 100%' }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(HOME[0]);

    // The second banner has no linkage: a picture, not a button.
    await user.click(screen.getByRole('button', { name: 'Show banner 2' }));
    await shows('2 of 3');
    expect(within(shownSlide()!).queryByRole('button')).toBeNull();
    expect(within(shownSlide()!).getByRole('img', { name: 'Daily jackpot' })).toBeInTheDocument();
    await user.click(within(shownSlide()!).getByRole('img'));
    expect(onOpen).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Show banner 3' }));
    await shows('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Live casino week' }));
    expect(onOpen).toHaveBeenLastCalledWith(HOME[2]);
  });

  it('keeps linked banners as plain pictures when no onOpen is given, and names untitled ones', async () => {
    const untitled: Banner[] = [{ ...HOME[0]!, title: undefined }, HOME[1]!];
    await renderWithProviders(<BannerCarousel banners={untitled} />, { locale: 'en' });
    expect(within(shownSlide()!).queryByRole('button')).toBeNull();
    expect(within(shownSlide()!).getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
  });

  it('follows a change of banners, from one to several and back', async () => {
    const { rerender } = await renderWithProviders(<BannerCarousel banners={RNG} />, { locale: 'en' });
    expect(screen.queryByRole('group')).toBeNull();
    rerender(<BannerCarousel banners={HOME} />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', 'carousel');
    await userEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    await shows('3 of 3');
    rerender(<BannerCarousel banners={HOME.slice(0, 2)} />);
    // The third is gone: the carousel shows one of the two left.
    await waitFor(() => expect(['1 of 2', '2 of 2']).toContain(shownPosition()));
    expect(screen.getAllByRole('button', { name: /Show banner/ })).toHaveLength(2);
    rerender(<BannerCarousel banners={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('makes the banners out of view unreachable', async () => {
    await renderWithProviders(<BannerCarousel banners={HOME} onOpen={vi.fn()} />, { locale: 'en' });
    // Only the shown slide's button is in the accessibility tree.
    expect(screen.queryByRole('button', { name: 'Live casino week' })).toBeNull();
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('speaks Malay and Chinese', async () => {
    const { unmount } = await renderWithProviders(<BannerCarousel banners={HOME} />, { locale: 'ms' });
    expect(screen.getByRole('region', { name: 'Promosi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tunjukkan sepanduk 2' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<BannerCarousel banners={HOME} />, { locale: 'zh' });
    expect(screen.getByRole('region', { name: '优惠活动' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '第 1 张，共 3 张' })).toBeInTheDocument();
  });

  it('has no axe violations, still or moving', async () => {
    const { container, unmount } = await renderWithProviders(<BannerCarousel banners={HOME} onOpen={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const still = await renderWithProviders(<BannerCarousel banners={RNG} onOpen={vi.fn()} />);
    expect(await axeViolations(still.container)).toEqual([]);
  });
});
