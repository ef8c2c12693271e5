import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerService, type ApiClient, type CustomerServicePath } from '@platform/api';
import { dialogs } from '@platform/ui';
import { renderInApp } from '../../test/render-in-app';
import { createCustomerServiceOpener, SERVICE_POPUP_NAME } from './open-customer-service';
import { encryptLink } from './testing';

const MERCHANT = 'DEMO_ROYAL';

function fakePopup() {
  return {
    opener: {} as unknown,
    closed: false,
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
    focus: vi.fn(),
    location: { replace: vi.fn() },
  };
}

function setup({ pathList, fails = false, popup = fakePopup() as ReturnType<typeof fakePopup> | null }: { pathList?: CustomerServicePath[]; fails?: boolean; popup?: ReturnType<typeof fakePopup> | null }) {
  const open = vi.fn(() => popup as unknown as Window | null);
  const win = { open, screenX: 0, screenY: 0, outerWidth: 1280, outerHeight: 800 } as unknown as Window;
  let answer: () => void = () => {};
  const call = vi.fn(
    () =>
      new Promise((resolve, reject) => {
        answer = () => (fails ? reject(new Error('network')) : resolve({ version: { pathList: pathList ?? [] } }));
      }),
  );
  const api = { call } as unknown as Pick<ApiClient, 'call'>;
  const openCustomerService = createCustomerServiceOpener({ api, merchantCode: MERCHANT, getWindow: () => win });
  return { open, call, popup, openCustomerService, answer: () => answer() };
}

describe('openCustomerService', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    dialogs.closeAll();
  });

  it('opens the 440 by 500 popup inside the press, before the lookup answers, and cuts its opener', async () => {
    const { open, call, popup, openCustomerService, answer } = setup({ pathList: [{ type: '1', path: 'https://chat.example/a' }] });
    const outcome = openCustomerService();
    // Synchronously: nothing has been awaited yet.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', SERVICE_POPUP_NAME, expect.stringContaining('width=440,height=500'));
    expect(popup!.opener).toBeNull();
    expect(call).toHaveBeenCalledWith(customerService, {});
    answer();
    await expect(outcome).resolves.toBe('opened');
    expect(popup!.location.replace).toHaveBeenCalledWith('https://chat.example/a');
    expect(popup!.focus).toHaveBeenCalled();
  });

  it('navigates the popup to the decrypted type 3 link', async () => {
    const sealed = await encryptLink('https://chat.example/secure?channel=web', MERCHANT);
    const { popup, openCustomerService, answer } = setup({
      pathList: [
        { type: '1', path: 'https://chat.example/plain' },
        { type: '3', path: sealed },
      ],
    });
    const outcome = openCustomerService();
    answer();
    await expect(outcome).resolves.toBe('opened');
    expect(popup!.location.replace).toHaveBeenCalledWith('https://chat.example/secure?channel=web');
  });

  it('closes the popup and says so when the lookup fails (spec section 8)', async () => {
    await renderInApp(<div />, { locale: 'ms' });
    const { popup, openCustomerService, answer } = setup({ fails: true });
    const outcome = openCustomerService();
    answer();
    await expect(outcome).resolves.toBe('failed');
    expect(popup!.close).toHaveBeenCalled();
    expect(popup!.location.replace).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Khidmat pelanggan' });
    expect(dialog).toHaveTextContent('Khidmat pelanggan tidak tersedia buat masa ini. Sila cuba lagi kemudian.');
  });

  it('closes the popup when the type 3 link does not decrypt and there is no other', async () => {
    await renderInApp(<div />);
    const { popup, openCustomerService, answer } = setup({ pathList: [{ type: '3', path: 'not-a-sealed-link' }] });
    const outcome = openCustomerService();
    answer();
    await expect(outcome).resolves.toBe('failed');
    expect(popup!.close).toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('refuses a link that is not http(s)', async () => {
    await renderInApp(<div />);
    const { popup, openCustomerService, answer } = setup({ pathList: [{ type: '1', path: 'javascript:alert(1)' }] });
    const outcome = openCustomerService();
    answer();
    await expect(outcome).resolves.toBe('failed');
    expect(popup!.location.replace).not.toHaveBeenCalled();
    expect(popup!.close).toHaveBeenCalled();
  });

  it('offers the link in a dialog when the browser blocked the popup', async () => {
    await renderInApp(<div />);
    const { openCustomerService, answer } = setup({ pathList: [{ type: '1', path: 'https://chat.example/a' }], popup: null });
    const outcome = openCustomerService();
    answer();
    const dialog = await screen.findByRole('dialog', { name: 'Customer service' });
    const link = within(dialog).getByRole('link', { name: 'Open customer service in a new window' });
    expect(link).toHaveAttribute('href', 'https://chat.example/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(within(dialog).getByRole('button'));
    await expect(outcome).resolves.toBe('linked');
  });

  it('leaves a popup the player closed before the link arrived', async () => {
    const { popup, openCustomerService, answer } = setup({ pathList: [{ type: '1', path: 'https://chat.example/a' }] });
    const outcome = openCustomerService();
    popup!.closed = true;
    answer();
    await expect(outcome).resolves.toBe('closed');
    expect(popup!.location.replace).not.toHaveBeenCalled();
  });
});
