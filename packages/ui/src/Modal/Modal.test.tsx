import { StrictMode, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { LAYER_ATTRIBUTE } from '../hooks/use-layer-stack';
import { Portal } from '../Portal/Portal';
import { Modal, type ModalProps } from './Modal';

function Harness({ children, ...props }: Partial<ModalProps>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal title="Notice" isOpen={isOpen} onOpenChange={setOpen} {...props}>
        {children ?? (
          <>
            <input aria-label="Amount" />
            <button type="button">Save</button>
          </>
        )}
      </Modal>
    </>
  );
}

async function open(ui = <Harness />, locale?: 'ms' | 'en' | 'zh') {
  const result = await renderWithProviders(ui, { locale });
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return { ...result, dialog: await screen.findByRole('dialog') };
}

const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('Modal', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('opens in a layer of its own as a named modal dialog, focus inside, and closes back to the trigger', async () => {
    const { dialog, container } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Notice');
    expect(container).not.toContainElement(dialog);
    expect(dialog.closest(`[${LAYER_ATTRIBUTE}]`)?.parentElement).toBe(document.body);
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    expect(close).toHaveFocus();
    await userEvent.click(close);
    await gone();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('does not close on a press of the backdrop', async () => {
    const { dialog } = await open();
    await userEvent.click(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape when dismissable, and not otherwise', async () => {
    const { unmount } = await open();
    await userEvent.keyboard('{Escape}');
    await gone();
    unmount();
    await open(<Harness isDismissable={false} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cycles Tab and Shift+Tab inside the dialog', async () => {
    const { dialog } = await open();
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    await userEvent.tab();
    expect(within(dialog).getByLabelText('Amount')).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('fixes the page while open and restores the scroll position after closing', async () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    await open();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-500px');
    await userEvent.keyboard('{Escape}');
    await gone();
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 500, behavior: 'instant' });
  });

  it('makes the page behind inert while open, and live again after', async () => {
    const { container } = await open();
    const page = container.parentElement === document.body ? container : container.parentElement!;
    expect(page).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    await gone();
    expect(page).not.toHaveAttribute('inert');
  });

  it('closes only the top of two nested modals on Escape, holding the lock and focus until the last', async () => {
    function Nested() {
      const [isInnerOpen, setInnerOpen] = useState(false);
      return (
        <Harness>
          <button type="button" onClick={() => setInnerOpen(true)}>
            Open inner
          </button>
          <Modal title="Inner" isOpen={isInnerOpen} onOpenChange={setInnerOpen}>
            <p>Inner text</p>
          </Modal>
        </Harness>
      );
    }
    await open(<Nested />);
    const openInner = screen.getByRole('button', { name: 'Open inner' });
    await userEvent.click(openInner);
    const inner = await screen.findByRole('dialog', { name: 'Inner' });
    const outer = screen.getByRole('dialog', { name: 'Notice', hidden: true });
    expect(Number(getComputedDepth(inner))).toBeGreaterThan(Number(getComputedDepth(outer)));
    expect(outer.closest(`[${LAYER_ATTRIBUTE}]`)).toHaveAttribute('inert');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    expect(outer.closest(`[${LAYER_ATTRIBUTE}]`)).not.toHaveAttribute('inert');
    expect(openInner).toHaveFocus();
    expect(document.body.style.position).toBe('fixed');

    await userEvent.keyboard('{Escape}');
    await gone();
    expect(document.body.style.position).toBe('');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('stays open when onBeforeClose returns false or a promise of false', async () => {
    let allow: boolean | Promise<boolean> = false;
    const onBeforeClose = vi.fn(() => allow);
    const onOpenChange = vi.fn();
    await renderWithProviders(<GuardedOpen onBeforeClose={onBeforeClose} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(onBeforeClose).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);

    allow = Promise.resolve(false);
    await userEvent.keyboard('{Escape}');
    await Promise.resolve();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    allow = Promise.resolve(true);
    await userEvent.keyboard('{Escape}');
    await gone();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('stays closed when onBeforeOpen returns false, and tells the owner', async () => {
    const onOpenChange = vi.fn();
    await renderWithProviders(<GuardedOpen onBeforeOpen={() => false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fires its events in order: before-open, opened, before-close, closed', async () => {
    const events: string[] = [];
    const log = (name: string) => () => void events.push(name);
    await open(
      <Harness
        onBeforeOpen={log('beforeOpen')}
        onOpened={log('opened')}
        onBeforeClose={log('beforeClose')}
        onClosed={log('closed')}
      />,
    );
    await waitFor(() => expect(events).toEqual(['beforeOpen', 'opened']));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    await userEvent.keyboard('{Escape}');
    await gone();
    expect(events).toEqual(['beforeOpen', 'opened', 'beforeClose', 'closed']);
  });

  it('lets a popover portalled from inside take focus and keep Escape, without being inert', async () => {
    function Picker() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Country code
          </button>
          {isOpen && (
            <Portal>
              <ul
                role="listbox"
                aria-label="Countries"
                tabIndex={-1}
                ref={(node) => node?.focus()}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    event.preventDefault();
                    setOpen(false);
                  }
                }}
              >
                <li role="option" aria-selected="false">
                  +60
                </li>
              </ul>
            </Portal>
          )}
        </>
      );
    }
    await open(
      <Harness>
        <Picker />
      </Harness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Country code' }));
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveFocus();
    expect(listbox.closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is 600 by 300 by default, and takes other sizes', async () => {
    const { dialog, unmount } = await open();
    expect(dialog.style.getPropertyValue('--pf-modal-width')).toBe('600px');
    expect(dialog.style.getPropertyValue('--pf-modal-min-height')).toBe('300px');
    unmount();
    const other = await open(<Harness width="32rem" minHeight={120} />);
    expect(other.dialog.style.getPropertyValue('--pf-modal-width')).toBe('32rem');
    expect(other.dialog.style.getPropertyValue('--pf-modal-min-height')).toBe('120px');
  });

  it('takes its parts as children, opens by default when uncontrolled, and translates the close label', async () => {
    await renderWithProviders(
      <Modal defaultOpen hasCloseButton={false}>
        <Modal.Title>Rules</Modal.Title>
        <Modal.Close />
      </Modal>,
      { locale: 'zh' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rules' });
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await gone();
  });

  it('warns in development when it has no accessible name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = await renderWithProviders(<Modal defaultOpen hasCloseButton={false} />);
    await screen.findByRole('dialog');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('accessible name'));
    unmount();
    warn.mockClear();
    await renderWithProviders(<Modal defaultOpen aria-label="Rules" />);
    await screen.findByRole('dialog', { name: 'Rules' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('works under StrictMode (effects run twice): one layer, focus inside, everything restored', async () => {
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    const { container } = await open(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    expect(document.querySelectorAll(`[${LAYER_ATTRIBUTE}]`)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.top).toBe('-120px');
    await userEvent.keyboard('{Escape}');
    await gone();
    expect(document.body.style.position).toBe('');
    expect(container.closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('has no axe violations while open', async () => {
    await open(undefined, 'en');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

function getComputedDepth(dialog: HTMLElement) {
  return dialog.parentElement!.style.getPropertyValue('--pf-modal-depth');
}

function GuardedOpen(props: Partial<ModalProps>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Notice"
        {...props}
        isOpen={isOpen}
        onOpenChange={(next) => {
          props.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}
