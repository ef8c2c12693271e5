import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { useFakeTimersInEachTest } from '../test/fake-timers';
import { renderWithProviders } from '../test/render-with-providers';
import { DEFAULT_SMS_EXPIRED_MINUTES, SMS_THROTTLE_MS, SmsCodeButton, smsWaitMinutes, type SmsCodeResult } from './SmsCodeButton';

const T0 = new Date('2026-11-21T10:00:00.000Z').getTime();

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets resolved promises run their continuations, and React render what they set. */
const settle = () => act(async () => {});
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const button = () => screen.getByRole('button');
const status = () => screen.getByRole('status');

describe('SmsCodeButton', () => {
  const user = useFakeTimersInEachTest();
  beforeEach(() => {
    vi.setSystemTime(T0);
  });

  it('reads "Send code" in Malay, English and Chinese', async () => {
    const onSend = vi.fn(async () => undefined);
    const { unmount } = await renderWithProviders(<SmsCodeButton onSend={onSend} />, { locale: 'ms' });
    expect(button()).toHaveAccessibleName('Hantar kod');
    expect(button()).toHaveAttribute('data-state', 'idle');
    unmount();
    const en = await renderWithProviders(<SmsCodeButton onSend={onSend} />, { locale: 'en' });
    expect(button()).toHaveAccessibleName('Send code');
    en.unmount();
    await renderWithProviders(<SmsCodeButton onSend={onSend} />, { locale: 'zh' });
    expect(button()).toHaveAccessibleName('发送验证码');
  });

  it('checks, sends, shows busy, then counts down a minute with the button focusable but unavailable', async () => {
    const request = deferred<SmsCodeResult>();
    const calls: string[] = [];
    const canSend = vi.fn(() => {
      calls.push('canSend');
      return true;
    });
    const onSend = vi.fn(() => {
      calls.push('onSend');
      return request.promise;
    });
    await renderWithProviders(<SmsCodeButton onSend={onSend} canSend={canSend} />, { locale: 'en' });
    await user().click(button());
    await settle();
    expect(calls).toEqual(['canSend', 'onSend']);
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(button()).toHaveAttribute('data-state', 'sending');
    expect(button()).toHaveAccessibleName('Send code Loading');

    await act(async () => request.resolve({ expiredMinutes: 1 }));
    expect(button()).toHaveAttribute('data-state', 'counting');
    expect(button()).not.toHaveAttribute('aria-busy');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).not.toBeDisabled();
    expect(button()).toHaveFocus();
    expect(button()).toHaveTextContent('Resend in 60 s');
    // The name does not change every second; the seconds are for the eyes.
    expect(button()).toHaveAccessibleName('Resend code');

    await advance(1000);
    expect(button()).toHaveTextContent('Resend in 59 s');
    expect(button()).toHaveAttribute('data-seconds-left', '59');
    await advance(58_000);
    expect(button()).toHaveTextContent('Resend in 1 s');
    await advance(1000);
    expect(button()).toHaveAttribute('data-state', 'ready');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(button()).toHaveTextContent(/^Resend code$/);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('ignores presses, pointer and keyboard, while the countdown runs, and sends again after it', async () => {
    const onSend = vi.fn(async () => ({ expiredMinutes: 1 }));
    await renderWithProviders(<SmsCodeButton onSend={onSend} />, { locale: 'en' });
    const pointer = user();
    await pointer.click(button());
    await settle();
    expect(button()).toHaveAttribute('data-state', 'counting');
    await advance(5000);
    await pointer.click(button());
    await pointer.keyboard('{Enter}');
    await pointer.keyboard(' ');
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
    await advance(55_000);
    expect(button()).toHaveAttribute('data-state', 'ready');
    await pointer.keyboard('{Enter}');
    await settle();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while a request is in flight, however long it takes', async () => {
    const request = deferred<SmsCodeResult>();
    const onSend = vi.fn(() => request.promise);
    await renderWithProviders(<SmsCodeButton onSend={onSend} />, { locale: 'en' });
    const pointer = user();
    await pointer.click(button());
    await advance(SMS_THROTTLE_MS * 5);
    await pointer.click(button());
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => request.resolve({}));
  });

  it(`throttles presses to one per ${SMS_THROTTLE_MS} ms, dropping the rest with no later call`, async () => {
    const canSend = vi.fn(() => false);
    const onSend = vi.fn(async () => undefined);
    await renderWithProviders(<SmsCodeButton onSend={onSend} canSend={canSend} />, { locale: 'en' });
    const pointer = user();
    await pointer.click(button());
    await pointer.click(button());
    await settle();
    expect(canSend).toHaveBeenCalledTimes(1);
    await advance(SMS_THROTTLE_MS - 10);
    await pointer.click(button());
    await advance(5000);
    expect(canSend).toHaveBeenCalledTimes(1);
    await pointer.click(button());
    await settle();
    expect(canSend).toHaveBeenCalledTimes(2);
    // canSend said no each time: nothing was sent and nothing counts down.
    expect(onSend).not.toHaveBeenCalled();
    expect(button()).toHaveAttribute('data-state', 'idle');
    expect(status()).toBeEmptyDOMElement();
  });

  it('waits for an asynchronous canSend, and sends only when it resolves true', async () => {
    const check = deferred<boolean>();
    const onSend = vi.fn(async () => undefined);
    await renderWithProviders(<SmsCodeButton onSend={onSend} canSend={() => check.promise} />, { locale: 'en' });
    await user().click(button());
    await settle();
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => check.resolve(true));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAttribute('data-state', 'counting');
  });

  it('measures the wait from the start of the request: a 3 s request leaves 57 of 60 seconds', async () => {
    const onSend = vi.fn(
      () => new Promise<SmsCodeResult>((resolve) => setTimeout(() => resolve({ expiredMinutes: 1 }), 3000)),
    );
    await renderWithProviders(<SmsCodeButton onSend={onSend} />, { locale: 'en' });
    await user().click(button());
    await advance(3000);
    await settle();
    expect(button()).toHaveTextContent('Resend in 57 s');
    expect(status()).toHaveTextContent('Code sent. You can ask for another in 57 seconds.');
    await advance(57_000);
    expect(button()).toHaveAttribute('data-state', 'ready');
  });

  it('counts the server\'s expiredMinutes * 60 seconds', async () => {
    await renderWithProviders(<SmsCodeButton onSend={async () => ({ expiredMinutes: 3 })} />, { locale: 'en' });
    await user().click(button());
    await settle();
    expect(button()).toHaveTextContent('Resend in 180 s');
  });

  it('falls back to one minute when expiredMinutes is missing or not a positive number', () => {
    expect(DEFAULT_SMS_EXPIRED_MINUTES).toBe(1);
    for (const result of [undefined, {}, { expiredMinutes: 0 }, { expiredMinutes: -2 }, { expiredMinutes: Number.NaN }, { expiredMinutes: Infinity }]) {
      expect(smsWaitMinutes(result)).toBe(1);
    }
    expect(smsWaitMinutes({ expiredMinutes: 5 })).toBe(5);
    // A gateway that sends the number as text is read as that number.
    expect(smsWaitMinutes({ expiredMinutes: '2' as unknown as number })).toBe(2);
    expect(smsWaitMinutes({ expiredMinutes: '' as unknown as number })).toBe(1);
  });

  it('counts the default minute when the server gives no value', async () => {
    await renderWithProviders(<SmsCodeButton onSend={async () => ({ expiredMinutes: 0 })} />, { locale: 'en' });
    await user().click(button());
    await settle();
    expect(button()).toHaveTextContent('Resend in 60 s');
  });

  it('on failure calls onError with the error, starts no countdown and can be pressed again', async () => {
    const error = new Error('Too many requests, try again after 5 minutes');
    const onSend = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce({ expiredMinutes: 1 });
    const onError = vi.fn();
    await renderWithProviders(<SmsCodeButton onSend={onSend} onError={onError} />, { locale: 'en' });
    const pointer = user();
    await pointer.click(button());
    await settle();
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(button()).toHaveAttribute('data-state', 'idle');
    expect(button()).not.toHaveAttribute('aria-busy');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(status()).toBeEmptyDOMElement();
    await advance(SMS_THROTTLE_MS);
    await pointer.click(button());
    await settle();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button()).toHaveAttribute('data-state', 'counting');
  });

  it('treats a canSend that throws as "no", and reports the error', async () => {
    const error = new Error('validation crashed');
    const onSend = vi.fn(async () => undefined);
    const onError = vi.fn();
    await renderWithProviders(
      <SmsCodeButton
        onSend={onSend}
        onError={onError}
        canSend={() => {
          throw error;
        }}
      />,
    );
    await user().click(button());
    await settle();
    expect(onSend).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('announces once, politely, when a code is sent, and not every second', async () => {
    await renderWithProviders(<SmsCodeButton onSend={async () => ({ expiredMinutes: 1 })} />, { locale: 'ms' });
    expect(status()).toBeEmptyDOMElement();
    await user().click(button());
    await settle();
    expect(status()).toHaveTextContent('Kod telah dihantar. Anda boleh meminta kod lain dalam 60 saat.');
    const announced = status().innerHTML;
    await advance(10_000);
    expect(status().innerHTML).toBe(announced);
    expect(button()).toHaveAccessibleName('Hantar semula kod');
  });

  it('announces again, with a fresh node, on the next send', async () => {
    await renderWithProviders(<SmsCodeButton onSend={async () => ({ expiredMinutes: 1 })} />, { locale: 'en' });
    const pointer = user();
    await pointer.click(button());
    await settle();
    const first = status().firstElementChild;
    await advance(60_000);
    await pointer.click(button());
    await settle();
    expect(status().firstElementChild).not.toBe(first);
    expect(status()).toHaveTextContent('Code sent. You can ask for another in 60 seconds.');
  });

  it('when disabled cannot be pressed or focused', async () => {
    const onSend = vi.fn(async () => undefined);
    await renderWithProviders(<SmsCodeButton onSend={onSend} isDisabled />);
    expect(button()).toBeDisabled();
    const pointer = user();
    await pointer.click(button());
    await pointer.tab();
    expect(button()).not.toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('passes id, className and ref to the button', async () => {
    const ref = { current: null as HTMLButtonElement | null };
    await renderWithProviders(<SmsCodeButton onSend={async () => undefined} id="sms" className="extra" ref={ref} />);
    expect(button()).toHaveAttribute('id', 'sms');
    expect(button()).toHaveClass('extra');
    expect(ref.current).toBe(button());
  });

  it('leaves no timer behind when unmounted during a request or a countdown', async () => {
    const request = deferred<SmsCodeResult>();
    const { unmount } = await renderWithProviders(<SmsCodeButton onSend={() => request.promise} />);
    await user().click(button());
    await settle();
    unmount();
    await act(async () => request.resolve({ expiredMinutes: 1 }));
    await advance(SMS_THROTTLE_MS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('has no axe violations idle, sending and counting down', async () => {
    const request = deferred<SmsCodeResult>();
    const { container } = await renderWithProviders(<SmsCodeButton onSend={() => request.promise} />);
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
    vi.useFakeTimers({ now: T0 });
    await user().click(button());
    await settle();
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
    vi.useFakeTimers({ now: T0 });
    await act(async () => request.resolve({}));
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });
});
