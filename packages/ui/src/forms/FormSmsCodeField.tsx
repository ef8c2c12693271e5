import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { Country } from '../CountryCodePicker/country';
import { SmsCodeButton, type SmsCodeResult } from '../SmsCodeButton/SmsCodeButton';
import { TextField } from '../TextField/TextField';
import { mobileNumber, type MobileNumber } from './mobile-number';
import { useBoundField } from './use-bound-field';

/** The verification code may be 0 to 255 characters (spec section 5). */
export const VERIFICATION_CODE_MAX_LENGTH = 255;

/** What a form asks the app to send an SMS code to. */
export type SmsCodeRequest = MobileNumber;

/** The fields a form with an SMS code has: the number and the picked country. */
interface MobileFields {
  mobileNum: string;
  countryCode: string;
}

export interface FormSmsCodeFieldProps<Values extends MobileFields> {
  form: UseFormReturn<Values, unknown, Values>;
  name: FieldPath<Values>;
  countries?: readonly Country[] | undefined;
  /** Sends the code. Resolve with the server's expiredMinutes; reject with its message. */
  onRequestSmsCode: ((request: SmsCodeRequest) => Promise<SmsCodeResult | void>) | undefined;
  /** Shows a failed send's message. */
  onError: (error: unknown) => void;
  /** Runs before each send, e.g. to clear the last server message. */
  onBeforeSend?: () => void;
}

/**
 * The SMS verification code with its send button and countdown, bound to a react-hook-form. A
 * send is ignored while the mobile number fails its rule; it goes to the number and country typed.
 */
export function FormSmsCodeField<Values extends MobileFields>({
  form,
  name,
  countries,
  onRequestSmsCode,
  onError,
  onBeforeSend,
}: FormSmsCodeFieldProps<Values>) {
  const { t } = useLingui();
  const bound = useBoundField(form.control, name);

  const send = async (): Promise<SmsCodeResult | void> => {
    onBeforeSend?.();
    if (!onRequestSmsCode) {
      if (process.env.NODE_ENV !== 'production') console.warn('An SMS code field needs `onRequestSmsCode` to send the code.');
      // No countdown for a code that was never sent: the player sees that it failed.
      throw new Error();
    }
    const { mobileNum, countryCode } = form.getValues() as MobileFields;
    return onRequestSmsCode(mobileNumber(countries, mobileNum, countryCode));
  };

  return (
    <TextField
      {...bound}
      label={t`SMS verification code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_MAX_LENGTH}
      isRequired
      suffix={
        <SmsCodeButton
          size="sm"
          onSend={send}
          canSend={() => form.trigger('mobileNum' as FieldPath<Values>)}
          onError={onError}
        />
      }
    />
  );
}
