import { useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { object, type ObjectSchema } from 'yup';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { FormError } from '../forms/FormError';
import { FormMobileField } from '../forms/FormMobileField';
import { initialCountryCode, mobileNumber } from '../forms/mobile-number';
import { FormPasswordField } from '../forms/FormPasswordField';
import { FormSmsCodeField, VERIFICATION_CODE_MAX_LENGTH } from '../forms/FormSmsCodeField';
import { FormTextField } from '../forms/FormTextField';
import { FormLinkButton, FormLinks, FormStack } from '../forms/form-layout';
import type { MobileFormProps } from '../forms/mobile-form-props';
import { useSchemaForm } from '../forms/use-schema-form';
import { Tabs } from '../Tabs/Tabs';
import { vars } from '../theme/css-variables';
import { optionalText, requiredText, ruleSchema } from '../validation/rule-schema';
import { enabledRule, type ServerFieldRules } from '../validation/server-rule';
import { focusRing } from '../utils/focus-ring';

/** How the player resets the password: a link by email, or an SMS code and a new password. */
export type ForgotPasswordMethod = 'email' | 'phone';

/** The payload of a reset request, by method. */
export type ForgotPasswordValues =
  | { method: 'email'; username: string; email: string }
  | {
      method: 'phone';
      mobileNum: string;
      countryCode: string;
      countryDialingCode: string;
      verificationCode: string;
      newPassword: string;
    };

export interface ForgotPasswordFormProps extends MobileFormProps {
  /**
   * Asks for the reset with the trimmed values. Reject with an Error whose message is the
   * server's: the form shows it and keeps what the player typed. After an email request
   * resolves the form shows a confirmation; after a phone reset the app logs the player in with
   * the new password from the payload.
   */
  onSubmit: (values: ForgotPasswordValues) => Promise<void>;
  /** Offers the reset by phone (white-label setting CHNGPASSVERIF3) beside email, as tabs. */
  isPhoneResetEnabled?: boolean;
  /**
   * The server's field rules: `mobileNum` (its maximum length gives the "n-digit number"
   * placeholder, 10 by default), `email` (its hint shows under the field) and `password` for the
   * new password. A field without an enabled rule is only required (and the email must look valid).
   */
  rules?: ServerFieldRules;
  /** The method shown first when both are offered (email by default). */
  defaultMethod?: ForgotPasswordMethod;
  /** Shows a "Back to login" button that calls this, on the form and on the confirmation. */
  onBackToLogin?: () => void;
  /** Names the form (a landmark); "Reset password" by default, unless `aria-labelledby` names it. */
  'aria-label'?: string;
  /** The id of a visible heading that names the form, such as the modal's title. */
  'aria-labelledby'?: string;
  /** Goes to the root element (the form, or the confirmation). */
  className?: string;
  /** The form element. */
  ref?: Ref<HTMLFormElement>;
}

interface FormValues {
  username: string;
  email: string;
  mobileNum: string;
  countryCode: string;
  verificationCode: string;
  newPassword: string;
}

const INVALID_EMAIL = msg({ message: 'Enter a valid email address', comment: 'Forgot password: the email typed is not an email address.' });

/**
 * Starts a password reset. By email: the username and the account's email, then a confirmation
 * that instructions were sent. By phone (when the brand enables it): the mobile number, an SMS
 * code and the new password.
 */
export function ForgotPasswordForm({
  onSubmit,
  isPhoneResetEnabled = false,
  rules,
  onRequestSmsCode,
  countries,
  imageHost,
  defaultCountryCode,
  defaultMethod = 'email',
  onBackToLogin,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
  ref,
}: ForgotPasswordFormProps) {
  const { t, i18n } = useLingui();
  const [selectedMethod, setSelectedMethod] = useState<ForgotPasswordMethod>(defaultMethod);
  const method: ForgotPasswordMethod = isPhoneResetEnabled ? selectedMethod : 'email';
  // The email the instructions went to, once an email request has succeeded.
  const [sentTo, setSentTo] = useState<string>();

  const emailRule = enabledRule(rules, 'email');
  const mobileRule = enabledRule(rules, 'mobileNum');
  const passwordRule = enabledRule(rules, 'password');

  const schema: ObjectSchema<FormValues> = useMemo(() => {
    const byRule = (rule: typeof emailRule) => (rule ? ruleSchema(rule, i18n, { isRequired: true }) : requiredText(i18n));
    const isEmail = method === 'email';
    return object({
      username: isEmail ? requiredText(i18n) : optionalText(),
      email: isEmail ? (emailRule ? byRule(emailRule) : requiredText(i18n).email(i18n._(INVALID_EMAIL))) : optionalText(),
      mobileNum: isEmail ? optionalText() : byRule(mobileRule),
      countryCode: optionalText(),
      verificationCode: isEmail ? optionalText() : requiredText(i18n, VERIFICATION_CODE_MAX_LENGTH),
      newPassword: isEmail ? optionalText() : byRule(passwordRule),
    });
    // The locale rebuilds the messages when the language changes (the i18n object stays the same).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [method, emailRule, mobileRule, passwordRule, i18n, i18n.locale]);

  const { form, submit, serverError, setServerError, showError } = useSchemaForm<FormValues>({
    schema,
    defaultValues: {
      username: '',
      email: '',
      mobileNum: '',
      countryCode: initialCountryCode(countries, defaultCountryCode),
      verificationCode: '',
      newPassword: '',
    },
    onSubmit: async (values) => {
      if (method === 'email') {
        await onSubmit({ method: 'email', username: values.username, email: values.email });
        setSentTo(values.email);
        return;
      }
      await onSubmit({
        method: 'phone',
        ...mobileNumber(countries, values.mobileNum, values.countryCode),
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
      });
    },
  });
  const { control, formState } = form;

  const switchMethod = (next: string) => {
    if (next !== 'email' && next !== 'phone') return;
    setSelectedMethod(next);
    // The other method's errors and the last server message no longer apply.
    form.clearErrors();
    setServerError(undefined);
  };

  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form the focus was in is gone: the confirmation takes it, and is read out.
    if (sentTo !== undefined) successRef.current?.focus();
  }, [sentTo]);

  const backToLogin = onBackToLogin && (
    <Button onClick={onBackToLogin}>{t`Back to login`}</Button>
  );

  if (sentTo !== undefined) {
    const email = sentTo;
    return (
      <Confirmation ref={successRef} tabIndex={-1} className={className} data-form="forgot-password" data-state="sent">
        <Alert tone="success" title={t`Check your email`}>
          {t`If the username and email match, we have sent reset instructions to ${email}.`}
        </Alert>
        {backToLogin}
      </Confirmation>
    );
  }

  const emailFields = (
    <>
      <FormTextField control={control} name="username" label={t`Username`} autoComplete="username" autoCapitalize="none" isRequired />
      <FormTextField
        control={control}
        name="email"
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        rule={emailRule}
        isRequired
      />
    </>
  );

  const phoneFields = (
    <>
      <FormMobileField
        control={control}
        name="mobileNum"
        countryName="countryCode"
        countries={countries}
        imageHost={imageHost}
        rule={mobileRule}
      />
      <FormSmsCodeField
        form={form}
        name="verificationCode"
        countries={countries}
        onRequestSmsCode={onRequestSmsCode}
        onError={showError}
        onBeforeSend={() => setServerError(undefined)}
      />
      <FormPasswordField
        control={control}
        name="newPassword"
        label={t`New password`}
        autoComplete="new-password"
        rule={passwordRule}
        isRequired
      />
    </>
  );

  let fields: ReactNode = emailFields;
  if (isPhoneResetEnabled) {
    fields = (
      <Tabs value={method} onValueChange={switchMethod}>
        <Tabs.List aria-label={t`Reset method`}>
          <Tabs.Tab value="email">{t`By email`}</Tabs.Tab>
          <Tabs.Tab value="phone">{t`By mobile number`}</Tabs.Tab>
        </Tabs.List>
        <Panel value="email" tabIndex={-1}>
          {emailFields}
        </Panel>
        <Panel value="phone" tabIndex={-1}>
          {phoneFields}
        </Panel>
      </Tabs>
    );
  }

  return (
    <FormStack
      ref={ref}
      className={className}
      noValidate
      onSubmit={submit}
      aria-label={ariaLabelledBy ? undefined : (ariaLabel ?? t`Reset password`)}
      aria-labelledby={ariaLabelledBy}
      data-form="forgot-password"
      data-method={method}
    >
      {fields}
      <FormError message={serverError} />
      <Button type="submit" isLoading={formState.isSubmitting} isFullWidth>
        {method === 'email' ? t`Send reset instructions` : t`Reset password`}
      </Button>
      {onBackToLogin && (
        <FormLinks>
          <FormLinkButton type="button" onClick={onBackToLogin}>
            {t`Back to login`}
          </FormLinkButton>
        </FormLinks>
      )}
    </FormStack>
  );
}
ForgotPasswordForm.displayName = 'ForgotPasswordForm';

const Panel = /* @__PURE__ */ styled(Tabs.Panel)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};

  &[hidden] {
    display: none;
  }
`;

const Confirmation = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  outline: none;

  ${focusRing()}
`;
