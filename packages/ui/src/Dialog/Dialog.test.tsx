import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Dialog, type DialogProps } from './Dialog';

function Harness(props: Partial<DialogProps<{ label: string }>>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog title="Withdrawal" text="Send 50 to your bank?" isOpen={isOpen} onOpenChange={setOpen} {...props} />
    </>
  );
}

async function open(ui = <Harness />, locale?: 'ms' | 'en' | 'zh') {
  await renderWithProviders(ui, { locale });
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog');
}

const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

function Field({ label }: { label: string }) {
  return (
    <>
      <input aria-label={label} />
      <textarea aria-label="Remark" />
    </>
  );
}

describe('Dialog', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('is 400 wide with a single Close button, focused on itself so its text is read, and Enter closes it', async () => {
    const onClose = vi.fn();
    const dialog = await open(<Harness onClose={onClose} />);
    expect(dialog).toHaveAccessibleName('Withdrawal');
    expect(dialog).toHaveAccessibleDescription('Send 50 to your bank?');
    expect(dialog.style.getPropertyValue('--pf-modal-width')).toBe('400px');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Tutup']);
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await gone();
    expect(onClose).toHaveBeenCalledWith(undefined);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('presses the default button on Enter, and each button runs its own handler', async () => {
    const cancel = vi.fn();
    const confirm = vi.fn();
    const buttons = [
      { title: 'Cancel', handler: cancel, className: 'cancel' },
      { title: 'Send', handler: confirm, isDefault: true },
    ];
    const dialog = await open(<Harness buttons={buttons} />);
    const [cancelButton, sendButton] = within(dialog).getAllByRole('button');
    expect(cancelButton).toHaveClass('cancel');
    expect(sendButton).toHaveAttribute('data-variant', 'primary');
    expect(cancelButton).toHaveAttribute('data-variant', 'secondary');
    await userEvent.keyboard('{Enter}');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(cancel).not.toHaveBeenCalled();
    await gone();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    await gone();
  });

  it('stays open when a handler returns false or a promise of false, showing the button busy meanwhile', async () => {
    let release: (kept: boolean) => void = () => {};
    const handler = vi
      .fn()
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(new Promise<boolean>((resolve) => (release = resolve)));
    const dialog = await open(<Harness buttons={[{ title: 'Save', handler }]} />);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    release(false);
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with the value a handler resolved', async () => {
    const onClose = vi.fn();
    const dialog = await open(
      <Harness onClose={onClose} buttons={[{ title: 'Pick', handler: ({ resolve }) => resolve('gold') }]} />,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pick' }));
    await gone();
    expect(onClose).toHaveBeenCalledWith('gold');
  });

  it('closes with false when a handler resolves false (resolve returns nothing, so the arrow does not keep it open)', async () => {
    const onClose = vi.fn();
    const dialog = await open(
      <Harness onClose={onClose} buttons={[{ title: 'No', handler: ({ resolve }) => resolve(false) }]} />,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await gone();
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('closes on Escape when dismissable (with no result), and not otherwise', async () => {
    const onClose = vi.fn();
    await open(<Harness onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    await gone();
    expect(onClose).toHaveBeenCalledWith(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps Escape from closing it when not dismissable', async () => {
    await open(<Harness isDismissable={false} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('renders a component with its props, starts at its first field, and leaves Enter in a textarea alone', async () => {
    const handler = vi.fn();
    const dialog = await open(
      <Harness component={Field} componentProps={{ label: 'Account' }} buttons={[{ title: 'Save', handler }]} />,
    );
    const account = within(dialog).getByLabelText('Account');
    expect(account).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Remark'), 'one{Enter}two');
    expect(handler).not.toHaveBeenCalled();
    await userEvent.type(account, '12345{Enter}');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('ignores Enter while an input method is composing (Chinese input)', async () => {
    const handler = vi.fn();
    const dialog = await open(<Harness buttons={[{ title: 'Save', handler }]} />);
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    expect(handler).not.toHaveBeenCalled();
  });

  it('translates its default button', async () => {
    const dialog = await open(undefined, 'zh');
    expect(within(dialog).getByRole('button')).toHaveTextContent('关闭');
  });

  it('has no axe violations while open', async () => {
    await open(<Harness component={Field} componentProps={{ label: 'Account' }} />, 'en');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
