import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { object, type ObjectSchema } from 'yup';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { FormCaptchaField } from '../forms/FormCaptchaField';
import { FormError } from '../forms/FormError';
import { FormMobileField } from '../forms/FormMobileField';
import { initialCountryCode, mobileNumber } from '../forms/mobile-number';
import { FormPasswordField } from '../forms/FormPasswordField';
import { FormSmsCodeField, VERIFICATION_CODE_MAX_LENGTH } from '../forms/FormSmsCodeField';
import { FormTextField } from '../forms/FormTextField';
import { FormLinkButton, FormLinks, FormStack } from '../forms/form-layout';
import { useCaptcha } from '../forms/use-captcha';
import type { MobileFormProps } from '../forms/mobile-form-props';
import { useSchemaForm } from '../forms/use-schema-form';
import { Tabs } from '../Tabs/Tabs';
import { vars } from '../theme/css-variables';
import { optionalText, requiredText, ruleSchema } from '../validation/rule-schema';
import { enabledRule, type ServerFieldRules } from '../validation/server-rule';

/** How the player logs in: username and password, or mobile number and SMS code. */
export type LoginMode = 'username' | 'sms';

/** Stacked fields (the login popup) or one row on wide screens, wrapping on phones (the header). */
export type LoginFormLayout = 'stacked' | 'inline';

/** The login payload, trimmed: `captcha` only while the captcha is shown. */
export type LoginValues =
  | { type: 'username'; username: string; password: string; captcha?: string }
  | { type: 'sms'; mobileNum: string; countryCode: string; countryDialingCode: string; verificationCode: string };

/** What "Remember me" keeps between visits: never a password (password managers fill that). */
export interface RememberedLogin {
  username?: string;
  mobileNum?: string;
  /** The country picked for the mobile number (`'MY'`). */
  countryCode?: string;
}

/** A login failure after which the server asks for a captcha (the login response's `captcha` flag). */
export interface CaptchaRequiredError extends Error {
  captchaRequired: true;
}

/** True for a rejection that asks for the captcha: an Error with `captchaRequired === true`. */
export function isCaptchaRequiredError(error: unknown): error is CaptchaRequiredError {
  return error instanceof Error && (error as Partial<CaptchaRequiredError>).captchaRequired === true;
}

export interface LoginFormProps extends MobileFormProps {
  /**
   * Logs in with the trimmed values. Resolve on success. Reject with an Error whose message is
   * the server's: the form shows it and keeps what the player typed. An error with
   * `captchaRequired: true` (see `isCaptchaRequiredError`) shows the captcha, which is then
   * required in username mode.
   */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Fetches a captcha image (base64), when the captcha shows and after every failed login while it shows. */
  fetchCaptcha?: () => Promise<string>;
  /** The brand's "mobile code login" flag: offers the choice of username or SMS login. */
  isMobileLoginEnabled?: boolean;
  /** The mode shown first when mobile login is on. */
  defaultMode?: LoginMode;
  /** The server's field rules: `mobileNum` checks the mobile number (always required in SMS mode). */
  rules?: ServerFieldRules;
  /** Prefills the username and the mobile number (read when the form mounts); "Remember me" starts checked when given. */
  remembered?: RememberedLogin;
  /**
   * Shows "Remember me". Called only after `onSubmit` resolves: with the username or mobile
   * number just used (and the other one remembered before) when the box is checked, with
   * `undefined` when not. Never with a password.
   */
  onRemember?: (remembered: RememberedLogin | undefined) => void;
  /** Shows the captcha from the start (the server asked for it before a reload). */
  isCaptchaRequired?: boolean;
  /** Opens registration; its link shows when `isRegisterEnabled` is on too. */
  onRegister?: () => void;
  /** The brand's "direct registration" flag. */
  isRegisterEnabled?: boolean;
  /** Shows a "Forgot password?" link that calls this. */
  onForgotPassword?: () => void;
  /** `stacked` (default) for the login popup; `inline` for the header: one row on wide screens, wrapping on phones. */
  layout?: LoginFormLayout;
  /**
   * Names the form, which makes it a landmark: give one name per page ("Log in" in the header).
   * Unnamed by default, so that two login forms (header and popup) are not two equal landmarks.
   */
  'aria-label'?: string;
  /** The id of a visible heading that names the form, such as the popup's title. */
  'aria-labelledby'?: string;
  /** Goes to the form element. */
  className?: string;
  /** The form element. */
  ref?: Ref<HTMLFormElement>;
}

interface FormValues {
  username: string;
  password: string;
  captcha: string;
  mobileNum: string;
  countryCode: string;
  verificationCode: string;
}

/** What to remember after a login: the identifier just used, and the other one remembered before. */
function nextRemembered(previous: RememberedLogin | undefined, login: LoginValues): RememberedLogin {
  const next: RememberedLogin =
    login.type === 'username'
      ? { username: login.username, mobileNum: previous?.mobileNum, countryCode: previous?.countryCode }
      : { username: previous?.username, mobileNum: login.mobileNum, countryCode: login.countryCode };
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as RememberedLogin;
}

/**
 * The login form: username and password, or (when mobile login is on) mobile number and SMS
 * code. Values are trimmed and checked before `onSubmit`; a failure shows the server's message
 * and keeps what was typed. A failure flagged with a captcha brings in the captcha, required from
 * then on in username mode (SMS mode skips it). "Remember me" keeps the username and mobile
 * number, never the password: the fields carry the `autocomplete` tokens password managers use.
 */
export function LoginForm({
  onSubmit,
  fetchCaptcha,
  onRequestSmsCode,
  isMobileLoginEnabled = false,
  defaultMode = 'username',
  rules,
  countries = [],
  imageHost,
  defaultCountryCode,
  remembered,
  onRemember,
  isCaptchaRequired = false,
  onRegister,
  isRegisterEnabled = false,
  onForgotPassword,
  layout = 'stacked',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
  ref,
}: LoginFormProps) {
  const { t, i18n } = useLingui();
  const [chosenMode, setChosenMode] = useState<LoginMode>(defaultMode);
  const mode: LoginMode = isMobileLoginEnabled ? chosenMode : 'username';
  const [wasCaptchaAsked, setCaptchaAsked] = useState(false);
  const isCaptchaShown = isCaptchaRequired || wasCaptchaAsked;
  const isCaptchaVisible = isCaptchaShown && mode === 'username';
  const [isRemembered, setRemembered] = useState(remembered !== undefined);
  const mobileRule = enabledRule(rules, 'mobileNum');

  const schema: ObjectSchema<FormValues> = useMemo(() => {
    const isSms = mode === 'sms';
    return object({
      username: isSms ? optionalText() : requiredText(i18n),
      password: isSms ? optionalText() : requiredText(i18n),
      captcha: !isSms && isCaptchaShown ? requiredText(i18n) : optionalText(),
      mobileNum: !isSms ? optionalText() : mobileRule ? ruleSchema(mobileRule, i18n, { isRequired: true }) : requiredText(i18n),
      countryCode: optionalText(),
      verificationCode: isSms ? requiredText(i18n, VERIFICATION_CODE_MAX_LENGTH) : optionalText(),
    });
    // The locale rebuilds the messages when the language changes (the i18n object stays the same).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, isCaptchaShown, mobileRule, i18n, i18n.locale]);

  // A captcha that appears after a failure takes the focus: it is what the player fills next.
  const isCaptchaFocusDue = useRef(false);

  const { form, submit, serverError, setServerError, showError } = useSchemaForm<FormValues>({
    schema,
    defaultValues: {
      username: remembered?.username ?? '',
      password: '',
      captcha: '',
      mobileNum: remembered?.mobileNum ?? '',
      countryCode: initialCountryCode(countries, remembered?.countryCode, defaultCountryCode),
      verificationCode: '',
    },
    onSubmit: async (values) => {
      const login = toLoginValues(values);
      try {
        await onSubmit(login);
      } catch (error) {
        if (login.type === 'username' && isCaptchaShown) {
          // A captcha answer is good for one try: clear it and bring a new image.
          form.setValue('captcha', '');
          void captcha.refresh();
        } else if (isCaptchaRequiredError(error) && !isCaptchaShown) {
          isCaptchaFocusDue.current = login.type === 'username';
          setCaptchaAsked(true);
        }
        throw error;
      }
      onRemember?.(isRemembered ? nextRemembered(remembered, login) : undefined);
    },
  });
  const captcha = useCaptcha(fetchCaptcha, isCaptchaVisible, showError);
  const { control, formState } = form;

  useEffect(() => {
    if (isCaptchaVisible && isCaptchaFocusDue.current) {
      isCaptchaFocusDue.current = false;
      form.setFocus('captcha');
    }
  }, [isCaptchaVisible, form]);

  function toLoginValues(values: FormValues): LoginValues {
    if (mode === 'username') {
      const { username, password } = values;
      return isCaptchaShown ? { type: 'username', username, password, captcha: values.captcha } : { type: 'username', username, password };
    }
    return { type: 'sms', ...mobileNumber(countries, values.mobileNum, values.countryCode), verificationCode: values.verificationCode };
  }

  const changeMode = (next: string) => {
    setChosenMode(next === 'sms' ? 'sms' : 'username');
    // The last message was about the other way of logging in.
    setServerError(undefined);
  };

  const usernameFields = (
    <Fields>
      <Cell>
        <FormTextField
          control={control}
          name="username"
          label={t`Username`}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          isRequired
        />
      </Cell>
      <Cell>
        <FormPasswordField control={control} name="password" label={t`Password`} autoComplete="current-password" isRequired />
      </Cell>
      {isCaptchaVisible && (
        <Cell data-wide="">
          <FormCaptchaField control={control} name="captcha" captcha={captcha} />
        </Cell>
      )}
    </Fields>
  );

  const smsFields = (
    <Fields>
      <Cell data-wide="">
        <FormMobileField
          control={control}
          name="mobileNum"
          countryName="countryCode"
          countries={countries}
          imageHost={imageHost}
          rule={mobileRule}
          isRequired
        />
      </Cell>
      <Cell data-wide="">
        <FormSmsCodeField
          form={form}
          name="verificationCode"
          countries={countries}
          onRequestSmsCode={onRequestSmsCode}
          onError={showError}
          onBeforeSend={() => setServerError(undefined)}
        />
      </Cell>
    </Fields>
  );

  const fields = isMobileLoginEnabled ? (
    <ModeTabs value={mode} onValueChange={changeMode}>
      <Tabs.List aria-label={t`Login method`}>
        <Tabs.Tab value="username">{t`Username`}</Tabs.Tab>
        <Tabs.Tab value="sms">{t({ message: 'Mobile', comment: 'Login method tab: mobile number and SMS code.' })}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="username" tabIndex={-1}>
        {usernameFields}
      </Tabs.Panel>
      {/* Kept mounted while hidden, so the SMS button's countdown survives a switch. */}
      <Tabs.Panel value="sms" tabIndex={-1} isKeptMounted>
        {smsFields}
      </Tabs.Panel>
    </ModeTabs>
  ) : (
    usernameFields
  );

  const hasRegister = isRegisterEnabled && onRegister !== undefined;
  const remember = onRemember && <Checkbox label={t`Remember me`} checked={isRemembered} onChange={setRemembered} />;
  const forgot = onForgotPassword && (
    <FormLinkButton type="button" onClick={onForgotPassword}>
      {t`Forgot password?`}
    </FormLinkButton>
  );
  const register = hasRegister && (
    <RegisterPrompt>
      <span>{t`No account yet?`}</span>
      <FormLinkButton type="button" onClick={onRegister}>
        {t`Register`}
      </FormLinkButton>
    </RegisterPrompt>
  );
  const submitButton = (
    <Submit data-login-submit="">
      <Button type="submit" isLoading={formState.isSubmitting}>
        {t`Log in`}
      </Button>
    </Submit>
  );
  const hasLinks = Boolean(remember || forgot);

  return (
    <Form
      ref={ref}
      className={className}
      noValidate
      onSubmit={submit}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      data-form="login"
      data-mode={mode}
      data-login-layout={layout}
    >
      <Main data-login-main="">{fields}</Main>
      {layout === 'inline' ? (
        <>
          {submitButton}
          <FormError message={serverError} />
          {(hasLinks || register) && (
            <FormLinks>
              {remember}
              {forgot}
              {register}
            </FormLinks>
          )}
        </>
      ) : (
        <>
          {hasLinks && (
            <FormLinks>
              {remember}
              {forgot}
            </FormLinks>
          )}
          <FormError message={serverError} />
          {submitButton}
          {register}
        </>
      )}
    </Form>
  );
}
LoginForm.displayName = 'LoginForm';

/** The height of a field's label and the gap under it: what lines a button up with the inputs. */
const LABEL_OFFSET = `calc(${vars.font.size.sm} * 1.4 + ${vars.space.xs})`;

/**
 * The inline layout is one row when its own width allows (a container query, so it follows the
 * header's space, not the screen's); narrower, as on a phone, it wraps into a column.
 */
const WIDE = '(min-width: 40rem)';

const Form = /* @__PURE__ */ styled(FormStack)`
  &[data-login-layout='inline'] {
    container: login-form / inline-size;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${vars.space.sm} ${vars.space.md};
  }
  &[data-login-layout='inline'] > :not([data-login-main], [data-login-submit]) {
    flex: 1 1 100%;
  }
`;

const Main = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  [data-login-layout='inline'] > & {
    flex: 1 1 20rem;
  }
`;

const ModeTabs = /* @__PURE__ */ styled(Tabs)`
  @container login-form ${WIDE} {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${vars.space.sm};

    & > [role='tablist'] {
      flex: none;
      margin-top: ${LABEL_OFFSET};
    }
    & > [role='tabpanel'] {
      flex: 1 1 20rem;
      min-width: 0;
      padding-top: 0;
    }
  }
`;

const Fields = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};

  @container login-form ${WIDE} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${vars.space.sm};
  }
`;

const Cell = /* @__PURE__ */ styled.div`
  min-width: 0;

  @container login-form ${WIDE} {
    flex: 1 1 10rem;

    &[data-wide] {
      flex-basis: 16rem;
    }
  }
`;

const Submit = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  margin-top: ${vars.space.xs};

  [data-login-layout='inline'] > & {
    flex: 1 1 100%;
  }
  @container login-form ${WIDE} {
    [data-login-layout='inline'] > & {
      flex: none;
      margin-top: ${LABEL_OFFSET};
    }
    /* As tall as the inputs beside it. */
    [data-login-layout='inline'] > & > button {
      min-height: 44px;
    }
  }
`;

const RegisterPrompt = /* @__PURE__ */ styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.xs};
  margin: 0;
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.text};

  [data-login-layout='inline'] & {
    justify-content: flex-start;
  }
`;

/** An action that reads as a link: it opens another form rather than going to an address. */
