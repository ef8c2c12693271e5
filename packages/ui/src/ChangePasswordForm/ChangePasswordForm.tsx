import { useMemo, type Ref } from 'react';
import { styled } from 'styled-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { object, type ObjectSchema } from 'yup';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { FormError } from '../forms/FormError';
import { FormPasswordField } from '../forms/FormPasswordField';
import { FormStack } from '../forms/form-layout';
import { useSchemaForm } from '../forms/use-schema-form';
import { vars } from '../theme/css-variables';
import { confirmationSchema, optionalText, requiredText, ruleSchema } from '../validation/rule-schema';
import type { ServerFieldRule } from '../validation/server-rule';

/** The change-password payload: `oldPassword` only when the form asks for it. */
export interface ChangePasswordValues {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Why the player must change the password: it has expired, or it is the default one. */
export type ChangePasswordReason = 'expired' | 'default';

export interface ChangePasswordFormProps {
  /**
   * Changes the password with the trimmed values. Resolve on success (the app logs in again
   * with the new password); reject with an Error whose message is the server's, and the form
   * shows it and keeps what the player typed.
   */
  onSubmit: (values: ChangePasswordValues) => Promise<void>;
  /** The shared 'password' rule (`rules.password`) the new password must meet; without one it is only required. */
  passwordRule?: ServerFieldRule;
  /** Asks for the current password (the default). False hides the field and leaves it out of the payload. */
  isOldPasswordNeeded?: boolean;
  /** Shows why the change is asked for: an expired or a default password. */
  reason?: ChangePasswordReason;
  /**
   * The account's username, in a hidden input (`autocomplete="username"`), so that password
   * managers save the new password against the right account.
   */
  username?: string;
  /** Shows a Cancel button that calls this. Leave it out when the change is forced. */
  onCancel?: () => void;
  /** Names the form (a landmark); "Change password" by default, unless `aria-labelledby` names it. */
  'aria-label'?: string;
  /** The id of a visible heading that names the form, such as the modal's title. */
  'aria-labelledby'?: string;
  /** Goes to the form element. */
  className?: string;
  /** The form element. */
  ref?: Ref<HTMLFormElement>;
}

interface FormValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const SAME_AS_OLD = msg({
  message: 'The new password must differ from the current one',
  comment: 'Change password: the new password typed is the same as the current password.',
});

/**
 * Changes the player's password: the current one (unless the app already knows it), a new one
 * that meets the server's password rule and differs from the current one, and the new one again.
 * Shown after login for an expired or default password, or from the security centre.
 */
export function ChangePasswordForm({
  onSubmit,
  passwordRule,
  isOldPasswordNeeded = true,
  reason,
  username,
  onCancel,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
  ref,
}: ChangePasswordFormProps) {
  const { t, i18n } = useLingui();
  const rule = passwordRule?.enabled ? passwordRule : undefined;

  const schema: ObjectSchema<FormValues> = useMemo(() => {
    const newPassword = rule ? ruleSchema(rule, i18n, { isRequired: true }) : requiredText(i18n);
    return object({
      oldPassword: isOldPasswordNeeded ? requiredText(i18n) : optionalText(),
      newPassword: isOldPasswordNeeded
        ? newPassword.test('differs-from-old', i18n._(SAME_AS_OLD), (value, context) => {
            const old = (context.parent as Partial<FormValues>).oldPassword;
            return !value || !old || value !== old;
          })
        : newPassword,
      confirmNewPassword: confirmationSchema('newPassword', i18n),
    });
    // The locale rebuilds the messages when the language changes (the i18n object stays the same).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rule, isOldPasswordNeeded, i18n, i18n.locale]);

  const { form, submit, serverError } = useSchemaForm<FormValues>({
    schema,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    onSubmit: ({ oldPassword, newPassword, confirmNewPassword }) =>
      onSubmit(isOldPasswordNeeded ? { oldPassword, newPassword, confirmNewPassword } : { newPassword, confirmNewPassword }),
  });
  const { control, formState } = form;

  // A field checked against another is checked again when that other one changes.
  const recheck = (name: keyof FormValues) => {
    if (form.getFieldState(name).isTouched) void form.trigger(name);
  };

  const reasons: Record<ChangePasswordReason, string> = {
    expired: t`Your password has expired. Set a new password to continue.`,
    default: t`You are using the default password. Set a password of your own to continue.`,
  };

  return (
    <FormStack
      ref={ref}
      className={className}
      noValidate
      onSubmit={submit}
      aria-label={ariaLabelledBy ? undefined : (ariaLabel ?? t`Change password`)}
      aria-labelledby={ariaLabelledBy}
      data-form="change-password"
    >
      {reason && (
        <Alert tone="warning" data-reason={reason}>
          {reasons[reason]}
        </Alert>
      )}
      {username !== undefined && (
        // Not for people: password managers read it to know whose password this is.
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      )}
      {isOldPasswordNeeded && (
        <FormPasswordField
          control={control}
          name="oldPassword"
          label={t`Current password`}
          autoComplete="current-password"
          isRequired
          onBlur={() => recheck('newPassword')}
        />
      )}
      <FormPasswordField
        control={control}
        name="newPassword"
        label={t`New password`}
        autoComplete="new-password"
        rule={rule}
        isRequired
        onBlur={() => recheck('confirmNewPassword')}
      />
      <FormPasswordField
        control={control}
        name="confirmNewPassword"
        label={t`Confirm new password`}
        autoComplete="new-password"
        isRequired
      />
      <FormError message={serverError} />
      <Actions>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        )}
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t`Change password`}
        </Button>
      </Actions>
    </FormStack>
  );
}
ChangePasswordForm.displayName = 'ChangePasswordForm';

const Actions = /* @__PURE__ */ styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  margin-top: ${vars.space.xs};

  & > * {
    flex: 1 1 10rem;
  }
`;
