import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '@platform/ui';

/** Six digits, as the contract's PaymentPasswordField takes them. */
export const PAYMENT_PASSWORD_PATTERN = /^[0-9]{6}$/;

/** The payment password asked before money leaves or a card goes. */
export function PaymentPasswordField({ value, onChange, errorMessage }: { value: string; onChange: (value: string) => void; errorMessage?: string | undefined }) {
  const { t } = useLingui();
  return (
    <PasswordField
      label={t`Payment password`}
      description={t`The 6 digits you set in the security centre.`}
      autoComplete="current-password"
      inputMode="numeric"
      maxLength={6}
      value={value}
      onChange={onChange}
      isRequired
      errorMessage={errorMessage}
    />
  );
}

/** What is wrong with a typed payment password, or undefined. */
export function usePaymentPasswordRule(): (value: string) => string | undefined {
  const { t } = useLingui();
  return (value) => {
    if (value === '') return t`Enter your payment password.`;
    if (!PAYMENT_PASSWORD_PATTERN.test(value)) return t`The payment password is 6 digits.`;
    return undefined;
  };
}
