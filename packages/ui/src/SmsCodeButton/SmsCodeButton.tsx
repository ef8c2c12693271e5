import { useMemo, useRef, useState, type Ref } from 'react';
import { styled } from 'styled-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { mergeRefs } from '../Field/merge-refs';
import { useCountdown } from '../hooks/use-countdown';
import { useThrottledCallback } from '../hooks/use-throttled-callback';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';

/** Presses closer together than this send at most one request (the first). */
export const SMS_THROTTLE_MS = 1000;
/** The wait before another code can be asked for, when the server gives none. */
export const DEFAULT_SMS_EXPIRED_MINUTES = 1;

/** What a successful request tells the button. */
export interface SmsCodeResult {
  /** The server's `value.expiredMinutes`: minutes before another code can be asked for. */
  expiredMinutes?: number;
}

export type SmsCodeButtonState = 'idle' | 'sending' | 'counting' | 'ready';

export interface SmsCodeButtonProps {
  /** Requests a code. Resolve with the server's expiredMinutes; reject with an Error whose message is the server's. */
  onSend: () => Promise<SmsCodeResult | void>;
  /**
   * Runs before a send, e.g. the form validating the mobile number; a send is ignored when it
   * returns false. A throw or rejection counts as false and goes to `onError`.
   */
  canSend?: () => boolean | Promise<boolean>;
  /** Called when onSend rejects (the form shows the message). */
  onError?: (error: unknown) => void;
  /** Disables the button: it cannot be focused or pressed. */
  isDisabled?: boolean;
  /** Colours as Button's. */
  variant?: ButtonVariant;
  /** Button's sizes; `sm` fits inside a TextField as its suffix. */
  size?: ButtonSize;
  /** Goes to the button. */
  className?: string;
  /** Goes to the button. */
  id?: string;
  /** The button element. */
  ref?: Ref<HTMLButtonElement>;
}

/** The wait in minutes: the server's value when it is a positive number, else the default. */
export function smsWaitMinutes(result: SmsCodeResult | void | null | undefined): number {
  const raw = result?.expiredMinutes as unknown;
  const minutes = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : Number.NaN;
  return Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_SMS_EXPIRED_MINUTES;
}

/**
 * Asks for an SMS verification code, then counts down before another can be asked for.
 *
 * A press first runs `canSend` (the form validating the mobile number) and then `onSend`. The
 * wait is the server's `expiredMinutes` (1 minute by default), measured from the moment the
 * request started, so a slow request leaves fewer seconds. Presses are ignored while a request
 * is in flight or the countdown runs, and throttled to one per `SMS_THROTTLE_MS`. During the
 * countdown the button stays focusable (`aria-disabled`) and shows the seconds left; screen
 * readers hear one polite announcement when a code is sent, not one every second.
 */
export function SmsCodeButton({
  onSend,
  canSend,
  onError,
  isDisabled = false,
  variant = 'primary',
  size = 'md',
  className,
  id,
  ref,
}: SmsCodeButtonProps) {
  const { t } = useLingui();
  const countdown = useCountdown();
  const [isSending, setIsSending] = useState(false);
  const [hasSent, setHasSent] = useState(false);
  // Seconds left when the last code was sent; `sends` renews the announcement each time.
  const [sent, setSent] = useState<{ seconds: number; sends: number } | null>(null);
  const isBusy = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, buttonRef), [ref]);

  const isCounting = countdown.isRunning;
  const state: SmsCodeButtonState = isSending ? 'sending' : isCounting ? 'counting' : hasSent ? 'ready' : 'idle';

  const send = useThrottledCallback(async () => {
    isBusy.current = true;
    try {
      if (canSend && !(await canSend())) return;
      const startedAt = Date.now();
      setIsSending(true);
      let result: SmsCodeResult | void;
      try {
        result = await onSend();
      } finally {
        setIsSending(false);
      }
      const endsAt = startedAt + smsWaitMinutes(result) * 60_000;
      countdown.start(endsAt);
      setHasSent(true);
      setSent((previous) => ({
        seconds: Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)),
        sends: (previous?.sends ?? 0) + 1,
      }));
    } catch (error) {
      onError?.(error);
    } finally {
      isBusy.current = false;
    }
  }, SMS_THROTTLE_MS);

  const press = () => {
    if (isDisabled || isBusy.current || countdown.isRunning) return;
    void send();
  };

  const secondsLeft = countdown.secondsLeft;
  const seconds = sent?.seconds ?? 0;
  const announcement =
    seconds > 0
      ? t`Code sent. You can ask for another in ${plural(seconds, { one: '# second', other: '# seconds' })}.`
      : t`Code sent.`;

  return (
    <>
      <Root
        ref={mergedRef}
        id={id}
        className={className}
        variant={isCounting ? 'secondary' : variant}
        size={size}
        isDisabled={isDisabled}
        isLoading={isSending}
        aria-disabled={isCounting || undefined}
        data-state={state}
        data-seconds-left={isCounting ? secondsLeft : undefined}
        onClick={press}
      >
        {isCounting ? (
          <>
            {/* The name stays "Resend code" while the seconds change, so a focused button is
                not read out again every second; the announcement says how long to wait. */}
            <span aria-hidden="true">
              {t({ message: `Resend in ${secondsLeft} s`, comment: 'SMS code button while it counts down; s is seconds.' })}
            </span>
            <Hidden>{t`Resend code`}</Hidden>
          </>
        ) : hasSent ? (
          t`Resend code`
        ) : (
          t`Send code`
        )}
      </Root>
      {/* Present from the start, so that the text put in it is announced (as Toast's region). */}
      <Hidden role="status" data-sms-code-status="">
        {sent && <span key={sent.sends}>{announcement}</span>}
      </Hidden>
    </>
  );
}
SmsCodeButton.displayName = 'SmsCodeButton';

const Hidden = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;

const Root = /* @__PURE__ */ styled(Button)`
  font-variant-numeric: tabular-nums;

  &[data-state='counting'] {
    cursor: not-allowed;
  }
  &[data-state='counting']:hover {
    background: ${vars.color.secondary};
  }
`;
