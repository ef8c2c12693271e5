import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { useFakeTimersInEachTest } from '../test/fake-timers';
import { renderWithProviders } from '../test/render-with-providers';
import { COPIED_CONFIRMATION_MS, CopyField } from './CopyField';

const LINK = 'https://example.com/register?ref=ABC123';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  // user-event installs a clipboard of its own on setup; define ours after it.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('CopyField', () => {
  it('shows the value in a read-only field labelled by Field', async () => {
    await renderWithProviders(<CopyField label="Referral link" value={LINK} />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Referral link' });
    expect(input).toHaveValue(LINK);
    expect(input).toHaveAttribute('readonly');
  });

  it('names the button with the field, so two copy buttons on a page differ', async () => {
    await renderWithProviders(
      <>
        <CopyField label="Referral link" value={LINK} />
        <CopyField label="Referral code" value="ABC123" />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Copy Referral link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Referral code' })).toBeInTheDocument();
  });

  it('announces a second copy again, as a new message', async () => {
    stubClipboard(() => Promise.resolve());
    await renderWithProviders(<CopyField label="Referral code" value="ABC123" />, { locale: 'en' });
    const button = screen.getByRole('button');
    await userEvent.click(button);
    const first = screen.getByText('Copied to the clipboard');
    stubClipboard(() => Promise.resolve());
    await userEvent.click(button);
    const second = screen.getByText('Copied to the clipboard');
    expect(second).not.toBe(first);
  });

  it('asks to copy by hand, with the text selected, when copying fails', async () => {
    const onCopyError = vi.fn();
    const onCopy = vi.fn();
    await renderWithProviders(<CopyField label="Referral link" value={LINK} onCopy={onCopy} onCopyError={onCopyError} />, { locale: 'en' });
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not copy. The text is selected: copy it by hand.');
    const input = screen.getByRole('textbox');
    expect(input).toHaveFocus();
    expect([(input as HTMLInputElement).selectionStart, (input as HTMLInputElement).selectionEnd]).toEqual([0, LINK.length]);
    expect(input).toHaveAccessibleDescription(/Could not copy/);
    // Nothing is wrong with the value itself.
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onCopyError).toHaveBeenCalledTimes(1);
    expect(onCopy).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveAccessibleName('Copy Referral link');
  });

  it('forgets a failure when the value changes', async () => {
    const { rerender } = await renderWithProviders(<CopyField label="Referral code" value="ABC123" />, { locale: 'en' });
    stubClipboard(() => Promise.reject(new Error('refused')));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<CopyField label="Referral code" value="XYZ789" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the page’s own words', async () => {
    stubClipboard(() => Promise.resolve());
    await renderWithProviders(
      <CopyField label="Referral code" value="ABC123" copyLabel="Copy code" copiedLabel="Done" copiedAnnouncement="Code copied" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy code Referral code' }));
    expect(screen.getByRole('button', { name: 'Done Referral code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Code copied');
  });

  it('cannot copy while disabled', async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    await renderWithProviders(<CopyField label="Referral code" value="ABC123" isDisabled />);
    expect(screen.getByRole('button')).toBeDisabled();
    await userEvent.click(screen.getByRole('button'));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('is translated', async () => {
    await renderWithProviders(<CopyField label="Kod rujukan" value="ABC123" />, { locale: 'ms' });
    expect(screen.getByRole('button')).not.toHaveAccessibleName('Copy Kod rujukan');
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(<CopyField label="Referral link" value={LINK} description="Share it with friends" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('CopyField confirmation', () => {
  const setupUser = useFakeTimersInEachTest();

  it('copies, confirms on the button and to screen readers, then returns to "Copy"', async () => {
    const user = setupUser();
    const writeText = stubClipboard(() => Promise.resolve());
    const onCopy = vi.fn();
    await renderWithProviders(<CopyField label="Referral code" value="ABC123" onCopy={onCopy} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Copy Referral code' }));
    expect(await screen.findByRole('button', { name: 'Copied Referral code' })).toHaveFocus();
    expect(writeText).toHaveBeenCalledWith('ABC123');
    expect(onCopy).toHaveBeenCalledWith('ABC123');
    expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard');
    act(() => vi.advanceTimersByTime(COPIED_CONFIRMATION_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied Referral code' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Referral code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
