import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { DialogProvider, useDialogs } from './DialogProvider';
import { dialogReducer, dialogs, dialogStore, type DialogEntry } from './store';

const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('dialogs', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    dialogs.closeAll();
  });

  it('confirm resolves true on Confirm, with translated buttons', async () => {
    await renderWithProviders(<DialogProvider />);
    const answer = dialogs.confirm({ title: 'Sign out?', text: 'You will need to log in again.' });
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Batal', 'Sahkan']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sahkan' }));
    await expect(answer).resolves.toBe(true);
    await gone();
  });

  it('confirm resolves false on Cancel and on Escape, and true on Enter', async () => {
    await renderWithProviders(<DialogProvider />, { locale: 'en' });
    const cancelled = dialogs.confirm({ title: 'Delete?' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBe(false);
    const escaped = dialogs.confirm({ title: 'Delete?', confirmLabel: 'Delete' });
    await screen.findByRole('button', { name: 'Delete' });
    await userEvent.keyboard('{Escape}');
    await expect(escaped).resolves.toBe(false);
    await gone();
    const entered = dialogs.confirm({ title: 'Delete?' });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Enter}');
    await expect(entered).resolves.toBe(true);
  });

  it('alert resolves to undefined when closed, with its own button label if given', async () => {
    await renderWithProviders(<DialogProvider />);
    const closed = dialogs.alert({ title: 'Maintenance', text: 'Platform upgrade', buttonLabel: 'Faham' });
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Faham' }));
    await expect(closed).resolves.toBeUndefined();
  });

  it('open resolves to the value a button handler resolved, or undefined when dismissed', async () => {
    await renderWithProviders(<DialogProvider />);
    const picked = dialogs.open<string>({
      title: 'Wallet',
      buttons: [{ title: 'Main', isDefault: true, handler: ({ resolve }) => resolve('main') }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Main' }));
    await expect(picked).resolves.toBe('main');
    await gone();
    const dismissed = dialogs.open({ title: 'Wallet' });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dismissed).resolves.toBeUndefined();
  });

  it('close(id) and closeAll() close dialogs as dismissed', async () => {
    await renderWithProviders(<DialogProvider />);
    const first = dialogs.confirm({ title: 'First' });
    const second = dialogs.open({ id: 'second', title: 'Second' });
    expect(second.id).toBe('second');
    await screen.findByRole('dialog', { name: 'Second' });
    dialogs.close(second.id);
    await expect(second).resolves.toBeUndefined();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    dialogs.closeAll();
    await expect(first).resolves.toBe(false);
    await gone();
  });

  it('shows calls made before the provider mounted once it mounts', async () => {
    const early = dialogs.alert({ title: 'Network error' });
    expect(dialogStore.getSnapshot()).toHaveLength(1);
    await renderWithProviders(<DialogProvider />);
    const dialog = await screen.findByRole('dialog', { name: 'Network error' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await expect(early).resolves.toBeUndefined();
  });

  it('shows each dialog once when two providers are mounted, and moves to the other when the first unmounts', async () => {
    const { rerender } = await renderWithProviders(
      <>
        <DialogProvider key="first" />
        <DialogProvider key="second" />
      </>,
    );
    void dialogs.alert({ title: 'Only once' });
    expect(await screen.findAllByRole('dialog', { name: 'Only once' })).toHaveLength(1);
    rerender(<DialogProvider key="second" />);
    expect(await screen.findAllByRole('dialog', { name: 'Only once' })).toHaveLength(1);
  });

  it('without a provider, close resolves at once', async () => {
    const pending = dialogs.confirm({ title: 'Queued' });
    dialogs.close(pending.id);
    await expect(pending).resolves.toBe(false);
    expect(dialogStore.getSnapshot()).toEqual([]);
  });

  it('treats a dialog whose onBeforeOpen refused as dismissed', async () => {
    await renderWithProviders(<DialogProvider />);
    const refused = dialogs.confirm({ title: 'Never', onBeforeOpen: () => false });
    await expect(refused).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('useDialogs throws a clear error outside the provider and gives the manager inside', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDialogs())).toThrow(/inside <DialogProvider>/);
    const { result } = renderHook(() => useDialogs(), { wrapper: DialogProvider });
    expect(result.current).toBe(dialogs);
  });

  it('has no axe violations with a confirm open', async () => {
    await renderWithProviders(<DialogProvider />, { locale: 'en' });
    void dialogs.confirm({ title: 'Sign out?', text: 'You will need to log in again.' });
    await screen.findByRole('dialog');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('dialogReducer', () => {
  const entry = (id: string): DialogEntry => ({ id, kind: 'alert', options: {}, isOpen: true, settle: () => {} });

  it('adds, closes one, closes all and removes, without changing the previous state', () => {
    const empty: DialogEntry[] = [];
    const one = dialogReducer(empty, { type: 'add', entry: entry('a') });
    const two = dialogReducer(one, { type: 'add', entry: entry('b') });
    expect(empty).toEqual([]);
    expect(two.map((item) => item.id)).toEqual(['a', 'b']);
    const closed = dialogReducer(two, { type: 'set', id: 'a', isOpen: false });
    expect(closed.map((item) => item.isOpen)).toEqual([false, true]);
    expect(two.map((item) => item.isOpen)).toEqual([true, true]);
    expect(dialogReducer(two, { type: 'closeAll' }).every((item) => !item.isOpen)).toBe(true);
    expect(dialogReducer(two, { type: 'remove', id: 'a' }).map((item) => item.id)).toEqual(['b']);
  });
});
