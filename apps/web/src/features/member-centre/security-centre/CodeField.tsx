import { useLingui } from '@lingui/react/macro';
import { SmsCodeButton, TextField } from '@platform/ui';
import type { ContactCodeResult } from '@platform/api';

/** The verification code may be 0 to 255 characters (spec section 5). */
const CODE_MAX_LENGTH = 255;

export interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
  /** Asks the gateway for a code; its `expiredMinutes` sets the button's countdown. */
  onSend: () => Promise<ContactCodeResult>;
  /** Checks the number or address first: a send is ignored while it fails. */
  canSend: () => boolean;
  /** Shows a refused send (the button then does not count down). */
  onSendError: (error: unknown) => void;
  /** How long the last code sent works, in minutes; the rule shown before a code is sent otherwise. */
  validMinutes: number | undefined;
}

/**
 * The code sent to a new phone or email, with the library's send button: it counts down the
 * gateway's `expiredMinutes` × 60 seconds before another code may be asked for.
 */
export function CodeField({ label, value, onChange, errorMessage, onSend, canSend, onSendError, validMinutes }: CodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={label}
      description={
        validMinutes === undefined
          ? t`Send a code first. Another can be asked for a minute later, up to 5 an hour.`
          : t`The code works for ${validMinutes} minutes.`
      }
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_MAX_LENGTH}
      value={value}
      onChange={onChange}
      isRequired
      errorMessage={errorMessage}
      suffix={<SmsCodeButton size="sm" onSend={onSend} canSend={canSend} onError={onSendError} />}
    />
  );
}
