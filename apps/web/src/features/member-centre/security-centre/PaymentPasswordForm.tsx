import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordField, entriesDifferMessage, ruleHint } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { PAYMENT_PASSWORD_RULE, REQUIRED_RULE, hasErrors, ruleError } from './field-rules';
import { FormActions, FormColumn } from './layout';
import { useChangePaymentPassword, useSetPaymentPassword } from './queries';

interface Values {
  /** The login password (set) or the old payment password (change). */
  proof: string;
  password: string;
  confirmation: string;
}

type Errors = Partial<Record<keyof Values, string | undefined>>;

const EMPTY: Values = { proof: '', password: '', confirmation: '' };

export interface PaymentPasswordFormProps {
  /** `set` the first payment password (the login password proves who asks), or `change` it with the old one. */
  mode: 'set' | 'change';
  /** Called once the gateway accepted it. */
  onDone: () => void;
}

/**
 * Sets or changes the payment password: six digits, typed twice; the gateway checks the login
 * password (set) or the old payment password (change), and wrong ones count towards a lock.
 */
export function PaymentPasswordForm({ mode, onDone }: PaymentPasswordFormProps) {
  const { t, i18n } = useLingui();
  const setCall = useSetPaymentPassword();
  const changeCall = useChangePaymentPassword();
  const call = mode === 'set' ? setCall : changeCall;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    errorMessage: errors[name],
  });
  const digitsHint = ruleHint(PAYMENT_PASSWORD_RULE, i18n);

  const validate = (): Errors => {
    const { proof, password, confirmation } = values;
    const sameAsOld = mode === 'change' && password !== '' && password === proof;
    return {
      proof: ruleError(mode === 'set' ? REQUIRED_RULE : PAYMENT_PASSWORD_RULE, proof, i18n),
      password: ruleError(PAYMENT_PASSWORD_RULE, password, i18n) ?? (sameAsOld ? t`The new payment password must differ from the old one.` : undefined),
      confirmation: ruleError(REQUIRED_RULE, confirmation, i18n) ?? (confirmation !== password ? entriesDifferMessage(i18n) : undefined),
    };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (call.isPending) return;
    const found = validate();
    setErrors(found);
    if (hasErrors(found)) return;
    const succeed = {
      onSuccess: () => {
        setValues(EMPTY);
        onDone();
      },
    };
    const { proof, password, confirmation } = values;
    if (mode === 'set') setCall.mutate({ loginPassword: proof, paymentPassword: password, confirmPaymentPassword: confirmation }, succeed);
    else changeCall.mutate({ oldPaymentPassword: proof, newPaymentPassword: password, confirmPaymentPassword: confirmation }, succeed);
  };

  const digits = { inputMode: 'numeric', maxLength: 6, isRequired: true } as const;
  return (
    <FormColumn onSubmit={submit} noValidate aria-label={mode === 'set' ? t`Set payment password` : t`Change payment password`}>
      {mode === 'set' ? (
        <PasswordField {...field('proof')} label={t`Login password`} description={t`Your login password confirms that it is you.`} autoComplete="current-password" isRequired />
      ) : (
        <PasswordField {...field('proof')} {...digits} label={t`Current payment password`} autoComplete="current-password" />
      )}
      <PasswordField {...field('password')} {...digits} label={t`New payment password`} description={digitsHint} autoComplete="new-password" />
      <PasswordField
        {...field('confirmation')}
        {...digits}
        label={t`Confirm new payment password`}
        description={t`Type the same six digits again.`}
        autoComplete="new-password"
      />
      {call.isError && <Alert tone="danger">{errorMessage(call.error)}</Alert>}
      <FormActions>
        <Button type="submit" isLoading={call.isPending}>
          {mode === 'set' ? t`Set payment password` : t`Change payment password`}
        </Button>
      </FormActions>
    </FormColumn>
  );
}
