import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, ChangePasswordForm, type ChangePasswordValues } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session/session';
import { Note, SecuritySection } from './layout';
import { useValidationRules } from '../../../lib/server-state/use-field-rules';
import { useChangePassword } from './queries';

/**
 * Changes the login password with the library's form (current, new by the server's password
 * rule, confirmation). The gateway keeps this session and signs out every other one; unlike the
 * forced change after a login, the player stays here, signed in, and is told so.
 */
export function PasswordSection() {
  const { t } = useLingui();
  const session = useSession();
  const rules = useValidationRules();
  const change = useChangePassword();
  // Each success starts an empty form again; what failed stays typed.
  const [changes, setChanges] = useState(0);

  const submit = async (values: ChangePasswordValues) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      throw new Error(errorMessage(error));
    }
    setChanges((count) => count + 1);
  };

  return (
    <SecuritySection title={t`Password`}>
      <Note>{t`Changing your password signs out every other device where you are logged in.`}</Note>
      {changes > 0 && <Alert tone="success">{t`Your password is changed. Other devices were signed out.`}</Alert>}
      <ChangePasswordForm
        key={changes}
        onSubmit={submit}
        passwordRule={rules.data?.password}
        username={session?.account || undefined}
        aria-label={t`Change password`}
      />
    </SecuritySection>
  );
}
