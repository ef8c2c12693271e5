import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@platform/ui';
import { renderInApp } from '../../test/render-in-app';
import { IDLE_SETTLE_MS, isPlayerBusy, whenPlayerIdle } from './player-idle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderFields() {
  render(
    <>
      <input aria-label="Username" />
      <input type="checkbox" aria-label="Remember me" />
      <select aria-label="Country">
        <option>MY</option>
      </select>
      <div contentEditable suppressContentEditableWarning aria-label="Remark">
        <span>note</span>
      </div>
      <div>
        <button type="button" aria-expanded="false" aria-controls="menu-panel">
          Menu
        </button>
      </div>
      <ul id="menu-panel">
        <li>
          <a href="#/promotions">Promotions</a>
        </li>
      </ul>
    </>,
  );
}

describe('isPlayerBusy', () => {
  it('counts a focused text field, select or editable element, not a checkbox or a button', () => {
    renderFields();
    expect(isPlayerBusy()).toBe(false);
    screen.getByLabelText('Username').focus();
    expect(isPlayerBusy()).toBe(true);
    screen.getByLabelText('Country').focus();
    expect(isPlayerBusy()).toBe(true);
    screen.getByLabelText('Remark').focus();
    expect(isPlayerBusy()).toBe(true);
    screen.getByLabelText('Remember me').focus();
    expect(isPlayerBusy()).toBe(false);
    screen.getByRole('button', { name: 'Menu' }).focus();
    expect(isPlayerBusy()).toBe(false);
  });

  it('counts an open menu (aria-expanded="true") the player is in, and an open modal', async () => {
    renderFields();
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.setAttribute('aria-expanded', 'true');
    menu.focus();
    expect(isPlayerBusy()).toBe(true);
    screen.getByRole('link', { name: 'Promotions' }).focus();
    expect(isPlayerBusy()).toBe(true);
    // Left open while the player is elsewhere (the side bar, open by default on wide screens).
    screen.getByLabelText('Remember me').focus();
    expect(isPlayerBusy()).toBe(false);
    menu.focus();
    menu.setAttribute('aria-expanded', 'false');
    expect(isPlayerBusy()).toBe(false);
    const modal = await renderInApp(
      <Modal isOpen title="Notice">
        <p>Text</p>
      </Modal>,
    );
    expect(isPlayerBusy()).toBe(true);
    modal.unmount();
    expect(isPlayerBusy()).toBe(false);
  });
});

describe('whenPlayerIdle', () => {
  it('waits while the player types, and calls once they have left the field for IDLE_SETTLE_MS', () => {
    renderFields();
    const username = screen.getByLabelText('Username');
    username.focus();
    const callback = vi.fn();
    const cancel = whenPlayerIdle(callback);
    vi.advanceTimersByTime(IDLE_SETTLE_MS * 10);
    expect(callback).not.toHaveBeenCalled();
    // From one field to the next is no pause.
    act(() => screen.getByLabelText('Country').focus());
    vi.advanceTimersByTime(IDLE_SETTLE_MS * 10);
    expect(callback).not.toHaveBeenCalled();
    act(() => screen.getByLabelText('Country').blur());
    vi.advanceTimersByTime(IDLE_SETTLE_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    username.focus();
    username.blur();
    vi.advanceTimersByTime(IDLE_SETTLE_MS * 2);
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('looks again when a menu closes, and not at all once cancelled', async () => {
    renderFields();
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.setAttribute('aria-expanded', 'true');
    menu.focus();
    const callback = vi.fn();
    whenPlayerIdle(callback);
    const cancelled = vi.fn();
    const cancel = whenPlayerIdle(cancelled);
    vi.advanceTimersByTime(IDLE_SETTLE_MS * 10);
    cancel();
    menu.setAttribute('aria-expanded', 'false');
    // The MutationObserver reports in a microtask.
    await vi.advanceTimersByTimeAsync(IDLE_SETTLE_MS);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
