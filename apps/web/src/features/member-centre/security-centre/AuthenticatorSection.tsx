import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { TotpSetup } from '@platform/api';
import { Alert, Button, CopyField, PasswordField, QrCode, Skeleton, TextField, vars } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { FormActions, FormColumn, Note, SecuritySection } from './layout';
import { useDisableTotp, useEnableTotp, useSecurityProfile, useTotpSetup } from './queries';

const TOTP_CODE = /^\d{6}$/;

/**
 * An authenticator app as a second factor for logins from a new address (issue 22 item 5): set
 * up with a QR code of the otpauth:// address (or the secret typed by hand) and confirmed with a
 * code from the app; turned off with the login password.
 */
export function AuthenticatorSection() {
  const { t } = useLingui();
  const profile = useSecurityProfile();
  const [notice, setNotice] = useState<'enabled' | 'disabled' | null>(null);

  return (
    <SecuritySection title={t`Authenticator app`}>
      <Note>{t`When you log in from a new device or network, a code from an authenticator app (such as Google Authenticator or Microsoft Authenticator) can confirm it is you.`}</Note>
      {notice === 'enabled' && <Alert tone="success">{t`The authenticator app is on.`}</Alert>}
      {notice === 'disabled' && <Alert tone="success">{t`The authenticator app is off.`}</Alert>}
      {profile.isPending ? (
        <Skeleton height="2.5rem" />
      ) : profile.isError ? (
        <Alert tone="danger">{errorMessage(profile.error)}</Alert>
      ) : profile.data.totpEnabled ? (
        <TurnOffForm onDone={() => setNotice('disabled')} />
      ) : (
        <SetUp onDone={() => setNotice('enabled')} onStart={() => setNotice(null)} />
      )}
    </SecuritySection>
  );
}

/** "Set up", then the QR code, the secret and the confirming code. */
function SetUp({ onDone, onStart }: { onDone: () => void; onStart: () => void }) {
  const { t } = useLingui();
  const setup = useTotpSetup();
  const [secret, setSecret] = useState<TotpSetup | null>(null);
  const start = async () => {
    onStart();
    try {
      setSecret(await setup.mutateAsync());
    } catch {
      // Shown below from the mutation's error.
    }
  };
  if (secret) return <ConfirmForm setup={secret} onCancel={() => setSecret(null)} onDone={onDone} />;
  return (
    <>
      {setup.isError && <Alert tone="danger">{errorMessage(setup.error)}</Alert>}
      <FormActions>
        <Button isLoading={setup.isPending} onClick={() => void start()}>
          {t`Set up an authenticator app`}
        </Button>
      </FormActions>
    </>
  );
}

function ConfirmForm({ setup, onCancel, onDone }: { setup: TotpSetup; onCancel: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const enable = useEnableTotp();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!TOTP_CODE.test(code.trim())) {
      setFieldError(t`Enter the 6 digits the app shows.`);
      return;
    }
    setFieldError(undefined);
    try {
      await enable.mutateAsync({ code: code.trim() });
    } catch {
      return;
    }
    onDone();
  };

  return (
    <FormColumn onSubmit={(event) => void submit(event)} noValidate aria-label={t`Set up an authenticator app`}>
      <Steps>
        <li>{t`Scan this QR code with your authenticator app.`}</li>
        <li>{t`Or type this key into the app instead.`}</li>
        <li>{t`Enter the 6-digit code the app then shows.`}</li>
      </Steps>
      <Code>
        <QrCode value={setup.uri} size={176} label={t`QR code for your authenticator app`} />
      </Code>
      <CopyField label={t`Key to type by hand`} value={setup.secret} />
      <TextField
        label={t`Code from the app`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={setCode}
        isRequired
        errorMessage={fieldError}
      />
      {enable.isError && <Alert tone="danger">{errorMessage(enable.error)}</Alert>}
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isLoading={enable.isPending}>
          {t`Turn on`}
        </Button>
      </FormActions>
    </FormColumn>
  );
}

function TurnOffForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const disable = useDisableTotp();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setFieldError(t`Please enter your login password.`);
      return;
    }
    setFieldError(undefined);
    try {
      await disable.mutateAsync({ password });
    } catch {
      return;
    }
    setPassword('');
    onDone();
  };

  return (
    <FormColumn onSubmit={(event) => void submit(event)} noValidate aria-label={t`Turn off the authenticator app`}>
      <p>{t`The authenticator app is on: it can confirm a login from a new device or network.`}</p>
      <PasswordField label={t`Login password`} autoComplete="current-password" value={password} onChange={setPassword} isRequired errorMessage={fieldError} />
      {disable.isError && <Alert tone="danger">{errorMessage(disable.error)}</Alert>}
      <FormActions>
        <Button type="submit" variant="danger" isLoading={disable.isPending}>
          {t`Turn off`}
        </Button>
      </FormActions>
    </FormColumn>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0;
  padding-inline-start: ${vars.space.xl};
`;

const Code = styled.div`
  display: flex;
  justify-content: center;
`;
