import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField, ruleHint } from '@platform/ui';
import { bindEmailCode } from '@platform/api';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { CodeField } from './CodeField';
import { EMAIL_RULE, REQUIRED_RULE, hasErrors, ruleError } from './field-rules';
import { BindFormFooter, LoginPasswordField } from './bind-form-parts';
import { FormColumn } from './layout';
import { useBindEmail } from './queries';

interface EmailErrors {
  email?: string | undefined;
  verificationCode?: string | undefined;
  password?: string | undefined;
}

export interface EmailBindFormProps {
  /** Called with the new address, masked, once the gateway bound it. */
  onBound: (masked: string) => void;
  onCancel: () => void;
}

/** Binds or changes the email: the new address, the code mailed to it, and the login password. */
export function EmailBindForm({ onBound, onCancel }: EmailBindFormProps) {
  const { t, i18n } = useLingui();
  const bind = useBindEmail();
  const [email, setEmail] = useState('');
  const [verificationCode, setVerificationCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<EmailErrors>({});
  const [sendError, setSendError] = useState<string>();
  const [validMinutes, setValidMinutes] = useState<number>();

  const checkEmail = () => ruleError(EMAIL_RULE, email.trim(), i18n);

  const canSend = () => {
    const emailError = checkEmail();
    setErrors((previous) => ({ ...previous, email: emailError }));
    setSendError(undefined);
    return emailError === undefined;
  };

  const sendCode = async () => {
    const result = await api.call(bindEmailCode, { email: email.trim() });
    setValidMinutes(result.validMinutes);
    return result;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bind.isPending) return;
    const found: EmailErrors = {
      email: checkEmail(),
      verificationCode: ruleError(REQUIRED_RULE, verificationCode.trim(), i18n),
      password: ruleError(REQUIRED_RULE, password, i18n),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    bind.mutate({ email: email.trim(), verificationCode: verificationCode.trim(), password }, { onSuccess: (bound) => onBound(bound.masked) });
  };

  return (
    <FormColumn onSubmit={submit} noValidate aria-label={t`Bind email`}>
      <TextField
        label={t`New email address`}
        description={ruleHint(EMAIL_RULE, i18n)}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_RULE.maxLength}
        value={email}
        onChange={setEmail}
        isRequired
        errorMessage={errors.email}
      />
      <CodeField
        label={t`Email verification code`}
        value={verificationCode}
        onChange={setVerificationCode}
        errorMessage={errors.verificationCode}
        onSend={sendCode}
        canSend={canSend}
        onSendError={(error) => setSendError(errorMessage(error))}
        validMinutes={validMinutes}
      />
      <LoginPasswordField value={password} onChange={setPassword} errorMessage={errors.password} />
      <BindFormFooter sendError={sendError} bindError={bind.error} isPending={bind.isPending} submitLabel={t`Bind email`} onCancel={onCancel} />
    </FormColumn>
  );
}
