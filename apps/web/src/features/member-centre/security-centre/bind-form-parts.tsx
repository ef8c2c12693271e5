import { useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordField } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { FormActions } from './layout';

/** The login password a bind asks for, so that a stolen session alone cannot bind a phone or an email. */
export function LoginPasswordField({ value, onChange, errorMessage: error }: { value: string; onChange: (value: string) => void; errorMessage: string | undefined }) {
  const { t } = useLingui();
  return (
    <PasswordField
      label={t`Login password`}
      description={t`Your login password confirms that it is you.`}
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      isRequired
      errorMessage={error}
    />
  );
}

export interface BindFormFooterProps {
  /** A refused code request's message. */
  sendError: string | undefined;
  /** The refused bind, if the last one was. */
  bindError: unknown;
  isPending: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** The refusals of a bind form (code request, bind) and its Cancel and submit buttons. */
export function BindFormFooter({ sendError, bindError, isPending, submitLabel, onCancel }: BindFormFooterProps) {
  const { t } = useLingui();
  return (
    <>
      {sendError && <Alert tone="danger">{sendError}</Alert>}
      {bindError != null && <Alert tone="danger">{errorMessage(bindError)}</Alert>}
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
      </FormActions>
    </>
  );
}
