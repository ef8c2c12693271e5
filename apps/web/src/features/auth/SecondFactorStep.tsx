import { useEffect, useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { GATEWAY_ERROR_CODE, isApiError, type SecondFactorMethod } from '@platform/api';
import { Alert, Button, SmsCodeButton, Tabs, TextField } from '@platform/ui';
import { errorMessage } from '../../lib/error-message';
import { useFeatureFlags } from '../../lib/use-feature-flags';
import { needsPasswordChange } from './login';
import { answerSecondFactor, attemptsLeftOf, endSecondFactor, sendSecondFactorCode, type PendingSecondFactor } from './second-factor';

export interface SecondFactorStepProps {
  pending: PendingSecondFactor;
  /** Called once the second factor is verified and the session stored. */
  onSuccess?: () => void;
}

/** The longest answer the gateway takes (a real name). */
const ANSWER_MAX_LENGTH = 100;

/**
 * The login's second step from a new address: the ways the member can prove it is them (an SMS
 * code to the bound phone, an email code, the bank account's real name, an authenticator code),
 * each as a tab with its own form. The challenge lasts 10 minutes; when it ends the player is back
 * at the password step.
 */
export function SecondFactorStep({ pending, onSuccess }: SecondFactorStepProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { methods, expiresAt } = pending.challenge;
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0]!);

  // The challenge stops being accepted at its expiry: back to the password step, saying why.
  useEffect(() => {
    const timer = setTimeout(() => endSecondFactor('expired'), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  const methodLabel: Record<SecondFactorMethod, string> = {
    SMS: t`SMS code`,
    EMAIL: t`Email code`,
    REAL_NAME: t`Real name`,
    TOTP: t`Authenticator`,
  };

  return (
    <Step aria-labelledby={headingId} data-second-factor="">
      <Heading id={headingId}>{t`Confirm it is you`}</Heading>
      <Intro>{t`You are logging in from a new device or network. To keep your account safe, confirm it is you with one of these.`}</Intro>
      <Tabs value={method} onValueChange={(next) => setMethod(next as SecondFactorMethod)}>
        {methods.length > 1 && (
          <Tabs.List aria-label={t`Confirm with`}>
            {methods.map((each) => (
              <Tabs.Tab key={each} value={each}>
                {methodLabel[each]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        )}
        {methods.map((each) => (
          <Tabs.Panel key={each} value={each}>
            <MethodForm pending={pending} method={each} onSuccess={onSuccess} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Button variant="ghost" size="sm" onClick={() => endSecondFactor()}>
        {t`Back to log in`}
      </Button>
    </Step>
  );
}
SecondFactorStep.displayName = 'SecondFactorStep';

interface MethodFormProps {
  pending: PendingSecondFactor;
  method: SecondFactorMethod;
  onSuccess: (() => void) | undefined;
}

/** One way to answer the challenge: its field (with the send button for a code) and "Verify". */
function MethodForm({ pending, method, onSuccess }: MethodFormProps) {
  const { t } = useLingui();
  const flags = useFeatureFlags();
  const [answer, setAnswer] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [validMinutes, setValidMinutes] = useState<number>();
  const [isBusy, setBusy] = useState(false);
  const { maskedPhone, maskedEmail } = pending.challenge;

  const failureMessage = (error: unknown): string => {
    // The gateway's catalogue code for a wrong name is CODE_INVALID; say what was wrong.
    const message =
      method === 'REAL_NAME' && isApiError(error) && error.code === GATEWAY_ERROR_CODE.codeInvalid
        ? t`The name does not match the real name of the account.`
        : errorMessage(error);
    const left = attemptsLeftOf(error);
    return left !== undefined && left > 0 ? `${message} ${t`${plural(left, { one: '# try left.', other: '# tries left.' })}`}` : message;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = answer.trim();
    if (trimmed === '') {
      setFieldError(method === 'REAL_NAME' ? t`Please enter the real name.` : t`Please enter the code.`);
      return;
    }
    if (method === 'TOTP' && !/^\d{6}$/.test(trimmed)) {
      setFieldError(t`The code is 6 digits.`);
      return;
    }
    setFieldError(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      await answerSecondFactor(pending, method, trimmed, (result) => needsPasswordChange(result, 'username', flags));
    } catch (error) {
      setBusy(false);
      setFailure(failureMessage(error));
      return;
    }
    setBusy(false);
    onSuccess?.();
  };

  const codeSender = (method === 'SMS' || method === 'EMAIL') && (
    <SmsCodeButton
      size="sm"
      onSend={async () => {
        setFailure(undefined);
        const result = await sendSecondFactorCode(pending, method);
        setValidMinutes(result.validMinutes);
        return result;
      }}
      onError={(error) => setFailure(failureMessage(error))}
    />
  );
  const codeHint = validMinutes === undefined ? t`Send a code first.` : t`The code works for ${validMinutes} minutes.`;

  /** The code field of a method that sends one (SMS, email), naming where it went. */
  const codeField = (label: string, sentTo: string | null) => (
    <TextField
      label={label}
      description={sentTo ? `${t`We send the code to ${sentTo}.`} ${codeHint}` : codeHint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ANSWER_MAX_LENGTH}
      suffix={codeSender}
      value={answer}
      onChange={setAnswer}
      isRequired
      errorMessage={fieldError}
    />
  );

  const field = {
    SMS: codeField(t`SMS code`, maskedPhone),
    EMAIL: codeField(t`Email code`, maskedEmail),
    REAL_NAME: (
      <TextField
        label={t`Real name of your bank account`}
        description={t`As it is written on the bank account you withdraw to.`}
        autoComplete="off"
        maxLength={ANSWER_MAX_LENGTH}
        value={answer}
        onChange={setAnswer}
        isRequired
        errorMessage={fieldError}
      />
    ),
    TOTP: (
      <TextField
        label={t`Authenticator code`}
        description={t`The 6 digits your authenticator app shows now.`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={answer}
        onChange={setAnswer}
        isRequired
        errorMessage={fieldError}
      />
    ),
  }[method];

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      {field}
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Button type="submit" isLoading={isBusy}>
        {t`Verify and log in`}
      </Button>
    </Form>
  );
}

const Step = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.sm};
`;
