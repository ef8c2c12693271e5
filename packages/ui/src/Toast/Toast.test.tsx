import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Toaster } from './Toast';
import { createToastStore, toast, type ToastStore } from './toast-store';

const toasts = () => within(screen.getByRole('region')).queryAllByRole('listitem');

describe('Toaster', () => {
  let store: ToastStore;
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library's async helpers advance fake timers only when they look like Jest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    store = createToastStore();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    toast.clear();
  });
  const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

  it('is a named region that announces politely, in the active language', async () => {
    await renderWithProviders(<Toaster store={store} />, { locale: 'zh' });
    const region = screen.getByRole('region', { name: '通知' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('shows a toast raised from outside React, with its tone in words, title and description', async () => {
    await renderWithProviders(<Toaster />, { locale: 'en' });
    act(() => {
      toast.show({ tone: 'success', title: 'Deposit received', description: 'Your balance is updated.' });
    });
    const [item] = toasts();
    expect(item).toHaveTextContent('Success: Deposit receivedYour balance is updated.');
    expect(within(item!).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('goes by itself after 5000 ms by default, or after its own duration', async () => {
    await renderWithProviders(<Toaster store={store} />);
    act(() => {
      store.show({ title: 'Default' });
      store.show({ title: 'Short', durationMs: 1000 });
    });
    expect(toasts()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(toasts().map((item) => item.textContent)).toEqual([expect.stringContaining('Default')]);
    act(() => vi.advanceTimersByTime(3999));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('waits while the pointer is over it', async () => {
    await renderWithProviders(<Toaster store={store} />);
    act(() => {
      store.show({ title: 'Hover me', durationMs: 1000 });
    });
    const pointer = user();
    await pointer.hover(toasts()[0]!);
    act(() => vi.advanceTimersByTime(5000));
    expect(toasts()).toHaveLength(1);
    await pointer.unhover(toasts()[0]!);
    act(() => vi.advanceTimersByTime(999));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('waits while focus is in it', async () => {
    await renderWithProviders(
      <>
        <button type="button">Elsewhere</button>
        <Toaster store={store} />
      </>,
      { locale: 'en' },
    );
    act(() => {
      store.show({ title: 'Focus me', durationMs: 1000 });
    });
    const keyboard = user();
    await keyboard.tab();
    await keyboard.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(5000));
    expect(toasts()).toHaveLength(1);
    await keyboard.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(1000));
    expect(toasts()).toHaveLength(0);
  });

  it('is dismissed with its button, by pointer or keyboard, and with Escape', async () => {
    await renderWithProviders(<Toaster store={store} />, { locale: 'en' });
    act(() => {
      store.show({ title: 'One', durationMs: Number.POSITIVE_INFINITY });
      store.show({ title: 'Two', durationMs: Number.POSITIVE_INFINITY });
      store.show({ title: 'Three', durationMs: Number.POSITIVE_INFINITY });
    });
    const person = user();
    await person.click(within(toasts()[0]!).getByRole('button', { name: 'Dismiss' }));
    expect(toasts().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Two'),
      expect.stringContaining('Three'),
    ]);
    // Focus moved to the next toast's button rather than being lost.
    const next = within(toasts()[0]!).getByRole('button', { name: 'Dismiss' });
    expect(next).toHaveFocus();
    await person.keyboard('{Enter}');
    expect(toasts()).toHaveLength(1);
    await person.keyboard('{Escape}');
    expect(toasts()).toHaveLength(0);
  });

  it('shows at most three at once; the next shows when one goes', async () => {
    await renderWithProviders(<Toaster store={store} />);
    act(() => {
      ['1', '2', '3', '4'].forEach((title) => store.show({ title, durationMs: 1000 * Number(title) }));
    });
    expect(toasts().map((item) => item.textContent)).toEqual([
      expect.stringMatching(/1$/),
      expect.stringMatching(/2$/),
      expect.stringMatching(/3$/),
    ]);
    act(() => vi.advanceTimersByTime(1000));
    expect(toasts().map((item) => item.textContent)).toEqual([
      expect.stringMatching(/2$/),
      expect.stringMatching(/3$/),
      expect.stringMatching(/4$/),
    ]);
    // The waiting toast's time started only when it showed.
    act(() => vi.advanceTimersByTime(3999));
    expect(toasts().map((item) => item.textContent)).toEqual([expect.stringMatching(/4$/)]);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('takes another maximum and a label', async () => {
    await renderWithProviders(<Toaster store={store} max={1} label="Wallet updates" />);
    act(() => {
      store.show({ title: 'A' });
      store.show({ title: 'B' });
    });
    expect(screen.getByRole('region', { name: 'Wallet updates' })).toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
  });

  it('has no axe violations with toasts of every tone', async () => {
    const { container } = await renderWithProviders(<Toaster store={store} max={4} />);
    act(() => {
      (['info', 'success', 'warning', 'danger'] as const).forEach((tone) => store.show({ tone, title: tone }));
    });
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });
});
