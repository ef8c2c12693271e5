import { useCallback, useEffect, useMemo, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { styled } from 'styled-components';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { boolean, object, type AnySchema, type ObjectSchema } from 'yup';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import type { Country } from '../CountryCodePicker/country';
import { useControllableState } from '../hooks/use-controllable-state';
import { Tabs } from '../Tabs/Tabs';
import { vars } from '../theme/css-variables';
import { FormCaptchaField } from '../forms/FormCaptchaField';
import { FormError } from '../forms/FormError';
import { FormLinkButton, FormLinks, FormStack } from '../forms/form-layout';
import { FormMobileField } from '../forms/FormMobileField';
import { initialCountryCode, mobileNumber } from '../forms/mobile-number';
import { FormPasswordField } from '../forms/FormPasswordField';
import { FormSmsCodeField, VERIFICATION_CODE_MAX_LENGTH } from '../forms/FormSmsCodeField';
import { FormTextField } from '../forms/FormTextField';
import { useCaptcha } from '../forms/use-captcha';
import type { MobileFormProps } from '../forms/mobile-form-props';
import { useSchemaForm } from '../forms/use-schema-form';
import { PATTERN_ID } from '../validation/pattern-messages';
import { confirmationSchema, requiredText, ruleSchema } from '../validation/rule-schema';
import type { ServerFieldRule, ServerFieldRules } from '../validation/server-rule';
import { registerPlan, type ProfileFieldName, type RegisterFlags, type RegisterMethod, type RegisterPlan } from './register-plan';
import { focusRing } from '../utils/focus-ring';

export type { RegisterFlags, RegisterMethod } from './register-plan';

/** What the form submits: the method and the fields it showed (trimmed); hidden fields are left out. */
export interface RegisterValues {
  registerMethod: RegisterMethod;
  username?: string;
  password?: string;
  confirmPassword?: string;
  mobileNum?: string;
  /** The picked country (`MY`). */
  countryCode?: string;
  /** The picked country's dialling code (`60`). */
  countryDialingCode?: string;
  verificationCode?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  recommenderId?: string;
  /** Typed by the player, or the accepted code from the URL. */
  affiliateCode?: string;
  paymentPassword?: string;
  captcha?: string;
}

export interface RegisterFormProps extends MobileFormProps {
  /**
   * The server's registration rules by field: `username`, `password`, `mobileNum`, `payeeName`,
   * `email`, `qqNum`, `line`, `whatsapp`, `facebook`, `wechat`, `idNumber`, `recommenderId`,
   * `affiliateCode`, `paymentPassword`, `captcha`. A field whose rule is missing or disabled is
   * hidden and not checked. Username and password are always asked (and required) on the
   * username tab.
   */
  rules: ServerFieldRules;
  /** Which methods and features are on. */
  flags?: RegisterFlags;
  /** The affiliate code in the page's URL. Accepted (not rejected), it is sent with the registration and its field stays hidden. */
  affiliateCodeFromUrl?: string;
  /** The server rejected the URL's affiliate code: the field shows so the player can type one. */
  isAffiliateCodeRejected?: boolean;
  /**
   * Registers the player. Resolve on success; reject with an Error whose message is the server's
   * (shown above the button; the captcha answer is cleared and a new image fetched).
   */
  onSubmit: (values: RegisterValues) => Promise<void>;
  /** Fetches a captcha image (base64). The captcha shows when `rules.captcha` is enabled. */
  fetchCaptcha?: () => Promise<string>;
  /** The tab shown at first, when the form keeps its own. Default `username`. */
  defaultMethod?: RegisterMethod;
  /** The tab shown, when the parent controls it. */
  method?: RegisterMethod;
  /** Called when the player switches tabs. */
  onMethodChange?: (method: RegisterMethod) => void;
  /** Opens the terms and conditions: makes them a link inside the consent's label. */
  onOpenTerms?: () => void;
  /** Shows "Already have an account? Log in" and is called by its button. */
  onLogin?: () => void;
}

/** Everything the form holds; only the fields of the current plan are checked and submitted. */
interface RegisterFields extends Record<ProfileFieldName, string> {
  username: string;
  password: string;
  confirmPassword: string;
  mobileNum: string;
  countryCode: string;
  verificationCode: string;
  affiliateCode: string;
  paymentPassword: string;
  captcha: string;
  isConsentGiven: boolean;
}

const CONSENT_REQUIRED = msg({
  message: 'Confirm that you are over 18 and accept the terms and conditions',
  comment: 'Error under the registration consent checkbox when it is not ticked.',
});

/** The schema of the fields the plan shows, with messages in the active language. */
function registerSchema(plan: RegisterPlan, i18n: I18n, consentMessage: string): ObjectSchema<RegisterFields> {
  const shape: Record<string, AnySchema> = {};
  if (plan.username) shape.username = ruleSchema(plan.username.rule, i18n, { isRequired: true });
  if (plan.password) {
    shape.password = ruleSchema(plan.password.rule, i18n, { isRequired: true });
    shape.confirmPassword = confirmationSchema('password', i18n);
  }
  if (plan.mobileNum) shape.mobileNum = ruleSchema(plan.mobileNum.rule, i18n, { isRequired: true });
  if (plan.hasVerificationCode) shape.verificationCode = requiredText(i18n, VERIFICATION_CODE_MAX_LENGTH);
  for (const field of plan.profile) shape[field.name] = ruleSchema(field.rule, i18n, { isRequired: field.isRequired });
  if (plan.affiliateCode) shape.affiliateCode = ruleSchema(plan.affiliateCode.rule, i18n, { isRequired: plan.affiliateCode.isRequired });
  if (plan.paymentPassword) shape.paymentPassword = ruleSchema(plan.paymentPassword.rule, i18n, { isRequired: true });
  if (plan.captcha) shape.captcha = ruleSchema(plan.captcha.rule, i18n, { isRequired: plan.captcha.isRequired });
  shape.isConsentGiven = boolean().default(false).oneOf([true], consentMessage).required(consentMessage);
  return object(shape) as unknown as ObjectSchema<RegisterFields>;
}

/** The registration payload: the method and the fields the plan showed, plus an accepted URL affiliate code. */
function registerValues(plan: RegisterPlan, fields: RegisterFields, countries: readonly Country[] | undefined): RegisterValues {
  const values: RegisterValues = { registerMethod: plan.method };
  if (plan.username) values.username = fields.username;
  if (plan.password) {
    values.password = fields.password;
    values.confirmPassword = fields.confirmPassword;
  }
  if (plan.mobileNum) Object.assign(values, mobileNumber(countries, fields.mobileNum, fields.countryCode));
  if (plan.hasVerificationCode) values.verificationCode = fields.verificationCode;
  for (const { name } of plan.profile) values[name] = fields[name];
  if (plan.affiliateCode) values.affiliateCode = fields.affiliateCode;
  else if (plan.hiddenAffiliateCode) values.affiliateCode = plan.hiddenAffiliateCode;
  if (plan.paymentPassword) values.paymentPassword = fields.paymentPassword;
  if (plan.captcha) values.captcha = fields.captcha;
  return values;
}

/** Digits-only rules get a numeric phone keyboard. */
function isDigitsRule(rule: ServerFieldRule): boolean {
  return rule.patternId === PATTERN_ID.digits || /^(?:\[0-9\]|\\d)(?:[+*]|\{\d+(?:,\d*)?\})$/.test(rule.acceptedPattern.trim());
}

/**
 * The registration form (spec: "Registration"): the "register" (username) and "registerMobile"
 * tabs, the server's per-field rules, SMS verification, the affiliate code, a payment password,
 * a captcha and the 18+ terms consent. It never calls the network: it submits through `onSubmit`
 * and shows the server's message when that rejects. Switching tabs keeps what the player typed
 * and fetches a new captcha. One column on a phone, two on a wide container.
 */
export function RegisterForm({
  rules,
  flags = {},
  affiliateCodeFromUrl,
  isAffiliateCodeRejected,
  onSubmit,
  fetchCaptcha,
  onRequestSmsCode,
  countries,
  imageHost,
  defaultCountryCode,
  defaultMethod = 'username',
  method: methodProp,
  onMethodChange,
  onOpenTerms,
  onLogin,
}: RegisterFormProps) {
  const { i18n, t } = useLingui();
  const [pickedMethod, setPickedMethod] = useControllableState<RegisterMethod>({
    prop: methodProp,
    defaultProp: defaultMethod,
    onChange: onMethodChange,
    name: 'RegisterForm',
  });

  const {
    isUsernameRegisterEnabled,
    isMobileRegisterEnabled,
    isSmsVerificationEnabled,
    isMobilePasswordEnabled,
    isAffiliateEnabled,
  } = flags;
  const plan = useMemo(
    () =>
      registerPlan({
        rules,
        flags: { isUsernameRegisterEnabled, isMobileRegisterEnabled, isSmsVerificationEnabled, isMobilePasswordEnabled, isAffiliateEnabled },
        method: pickedMethod,
        affiliateCodeFromUrl,
        isAffiliateCodeRejected,
      }),
    [
      rules,
      isUsernameRegisterEnabled,
      isMobileRegisterEnabled,
      isSmsVerificationEnabled,
      isMobilePasswordEnabled,
      isAffiliateEnabled,
      pickedMethod,
      affiliateCodeFromUrl,
      isAffiliateCodeRejected,
    ],
  );
  // `translate` changes with the language, so the schema is rebuilt and its messages follow.
  const { _: translate } = useLinguiContext();
  const schema = useMemo(() => registerSchema(plan, i18n, translate(CONSENT_REQUIRED)), [plan, i18n, translate]);

  const { form, submit, serverError, setServerError, showError } = useSchemaForm<RegisterFields>({
    schema,
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      mobileNum: '',
      countryCode: initialCountryCode(countries, defaultCountryCode),
      verificationCode: '',
      payeeName: '',
      email: '',
      qqNum: '',
      line: '',
      whatsapp: '',
      facebook: '',
      wechat: '',
      idNumber: '',
      recommenderId: '',
      affiliateCode: '',
      paymentPassword: '',
      captcha: '',
      isConsentGiven: false,
    },
    onSubmit: async (fields) => {
      try {
        await onSubmit(registerValues(plan, fields, countries));
      } catch (error) {
        renewCaptcha();
        throw error;
      }
    },
  });
  const hasCaptcha = plan.captcha !== undefined;
  const captcha = useCaptcha(fetchCaptcha, hasCaptcha, showError);
  const { refresh: refreshCaptcha } = captcha;
  const { control } = form;

  /** A captcha answer is good for one image: clear it and fetch the next. */
  const renewCaptcha = useCallback(() => {
    if (!hasCaptcha) return;
    form.setValue('captcha', '');
    void refreshCaptcha();
  }, [hasCaptcha, form, refreshCaptcha]);

  const hasVerificationCode = plan.hasVerificationCode;
  const hasSmsCallback = onRequestSmsCode !== undefined;
  const hasCaptchaCallback = fetchCaptcha !== undefined;
  useEffect(() => {
    if (process.env.NODE_ENV === 'production') return;
    if (hasCaptcha && !hasCaptchaCallback) console.warn('RegisterForm: rules.captcha is enabled but no fetchCaptcha was given.');
    if (hasVerificationCode && !hasSmsCallback) console.warn('RegisterForm: SMS verification is on but no onRequestSmsCode was given.');
  }, [hasCaptcha, hasCaptchaCallback, hasVerificationCode, hasSmsCallback]);

  // A new tab: old errors go, typed values stay, and a new captcha is fetched (its answer cleared).
  const shownMethod = useRef(plan.method);
  useEffect(() => {
    if (shownMethod.current === plan.method) return;
    shownMethod.current = plan.method;
    form.clearErrors();
    setServerError(undefined);
    renewCaptcha();
  }, [plan.method, form, setServerError, renewCaptcha]);

  // A changed password re-checks a confirmation already typed.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'password' && form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword');
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const formRef = useRef<HTMLFormElement>(null);
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    await submit(event);
    // react-hook-form focuses the first invalid field in the order fields first mounted, which a
    // tab switch changes: focus the first in reading order instead, after its own focus.
    const element = formRef.current;
    if (!element) return;
    // getFieldState reads the errors now; formState has them only after the next render.
    const first = Array.from(element.elements).find(
      (control): control is HTMLInputElement =>
        control instanceof HTMLInputElement && control.name !== '' && form.getFieldState(control.name as keyof RegisterFields).invalid,
    );
    if (first) setTimeout(() => first.focus());
  };

  const profileLabels: Record<ProfileFieldName, string> = {
    payeeName: t`Real name`,
    email: t`Email`,
    qqNum: t`QQ number`,
    line: t`LINE ID`,
    whatsapp: t`WhatsApp number`,
    facebook: t`Facebook`,
    wechat: t`WeChat ID`,
    idNumber: t`ID number`,
    recommenderId: t`Referrer ID`,
  };
  const profileInputs: Partial<Record<ProfileFieldName, { type?: 'email' | 'tel'; autoComplete: string }>> = {
    payeeName: { autoComplete: 'name' },
    email: { type: 'email', autoComplete: 'email' },
    whatsapp: { type: 'tel', autoComplete: 'tel' },
  };

  const fields = (
    <Grid ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} data-register-form={plan.method}>
      {plan.username && (
        <FormTextField
          control={control}
          name="username"
          rule={plan.username.rule}
          label={t`Username`}
          isRequired
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
      )}
      {plan.mobileNum && (
        <FormMobileField
          control={control}
          name="mobileNum"
          countryName="countryCode"
          countries={countries}
          imageHost={imageHost}
          rule={plan.mobileNum.rule}
        />
      )}
      {plan.hasVerificationCode && (
        <FormSmsCodeField
          form={form}
          name="verificationCode"
          countries={countries}
          onRequestSmsCode={onRequestSmsCode}
          onError={showError}
        />
      )}
      {plan.password && (
        <>
          <FormPasswordField
            control={control}
            name="password"
            rule={plan.password.rule}
            label={t`Password`}
            isRequired
            autoComplete="new-password"
          />
          <FormPasswordField control={control} name="confirmPassword" label={t`Confirm password`} isRequired autoComplete="new-password" />
        </>
      )}
      {plan.profile.map(({ name, rule, isRequired }) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          rule={rule}
          label={profileLabels[name]}
          isRequired={isRequired}
          type={profileInputs[name]?.type ?? 'text'}
          autoComplete={profileInputs[name]?.autoComplete ?? 'off'}
          inputMode={isDigitsRule(rule) ? 'numeric' : undefined}
        />
      ))}
      {plan.affiliateCode && (
        <FormTextField
          control={control}
          name="affiliateCode"
          rule={plan.affiliateCode.rule}
          label={t`Affiliate code`}
          isRequired={plan.affiliateCode.isRequired}
          autoComplete="off"
          autoCapitalize="none"
          inputMode={isDigitsRule(plan.affiliateCode.rule) ? 'numeric' : undefined}
        />
      )}
      {plan.paymentPassword && (
        <FormPasswordField
          control={control}
          name="paymentPassword"
          rule={plan.paymentPassword.rule}
          label={t`Payment password`}
          isRequired
          autoComplete="new-password"
          inputMode={isDigitsRule(plan.paymentPassword.rule) ? 'numeric' : undefined}
        />
      )}
      {plan.captcha && <FormCaptchaField control={control} name="captcha" captcha={captcha} isRequired={plan.captcha.isRequired} />}
      <Wide>
        <ConsentField control={control} onOpenTerms={onOpenTerms} />
      </Wide>
      <FormError message={serverError} />
      <Button type="submit" isFullWidth isLoading={form.formState.isSubmitting} data-wide="">
        {t`Register`}
      </Button>
      {onLogin && (
        <FormLinks data-wide="">
          <span>
            <Trans>Already have an account?</Trans>
          </span>
          <FormLinkButton type="button" onClick={onLogin}>
            <Trans>Log in</Trans>
          </FormLinkButton>
        </FormLinks>
      )}
    </Grid>
  );

  if (!plan.hasTabs) return <Root>{fields}</Root>;
  return (
    <Root>
      <Tabs value={plan.method} onValueChange={(value) => setPickedMethod(value as RegisterMethod)}>
        <Tabs.List aria-label={t`Registration method`}>
          <Tabs.Tab value="username">{t`Register by username`}</Tabs.Tab>
          <Tabs.Tab value="mobile">{t`Register by mobile`}</Tabs.Tab>
        </Tabs.List>
        {/* One form for both tabs: only the selected panel renders it, and the values live on. */}
        <Tabs.Panel value="username" tabIndex={-1}>
          {fields}
        </Tabs.Panel>
        <Tabs.Panel value="mobile" tabIndex={-1}>
          {fields}
        </Tabs.Panel>
      </Tabs>
    </Root>
  );
}
RegisterForm.displayName = 'RegisterForm';

interface ConsentFieldProps {
  control: Control<RegisterFields, unknown, RegisterFields>;
  onOpenTerms: (() => void) | undefined;
}

/** The 18+ and terms consent, required; the terms are a link when the app can open them. */
function ConsentField({ control, onOpenTerms }: ConsentFieldProps) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name: 'isConsentGiven' });
  return (
    <Checkbox
      ref={ref}
      name={name}
      checked={value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired
      errorMessage={error?.message}
      label={
        <Trans>
          I am over 18 and accept the <TermsLink onOpen={onOpenTerms}>terms and conditions</TermsLink>
        </Trans>
      }
    />
  );
}

function TermsLink({ onOpen, children }: { onOpen: (() => void) | undefined; children?: ReactNode }) {
  if (!onOpen) return <>{children}</>;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A link, not a button: a button inside the label would be a second labelled control.
    event.preventDefault();
    onOpen();
  };
  return (
    <Link href="#terms" onClick={open}>
      {children}
    </Link>
  );
}

const Root = /* @__PURE__ */ styled.div`
  container: register-form / inline-size;
  width: 100%;
  min-width: 0;
`;

/** One column on a phone; two on a wide container, filled row by row so the reading order holds. */
const Grid = /* @__PURE__ */ styled(FormStack)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  column-gap: ${vars.space.lg};

  & > [data-wide],
  & > [data-form-error] {
    grid-column: 1 / -1;
  }

  @container register-form (min-width: 40rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A grid item across both columns. */
const Wide = /* @__PURE__ */ styled.div`
  grid-column: 1 / -1;
`;

const Link = /* @__PURE__ */ styled.a`
  color: inherit;
  font-weight: ${vars.font.weight.bold};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${vars.radius.sm};

  ${focusRing()}
`;
