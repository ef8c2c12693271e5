import { ANY_PATTERN, enabledRule, type ServerFieldRule, type ServerFieldRules } from '../validation/server-rule';

/** How the player registers: the "register" (username) tab or the "registerMobile" tab. */
export type RegisterMethod = 'username' | 'mobile';

/** The feature flags that shape the registration form (from the brand and the server's settings). */
export interface RegisterFlags {
  /** The "register" tab: a username and a password. Default true. */
  isUsernameRegisterEnabled?: boolean;
  /** The "registerMobile" tab: a mobile number. Tabs show only when both methods are on. Default false. */
  isMobileRegisterEnabled?: boolean;
  /**
   * Registration by SMS verification: the mobile number and its SMS code are asked on the username
   * tab too, and the code on the mobile tab.
   */
  isSmsVerificationEnabled?: boolean;
  /** The mobile tab asks for a password and its confirmation; otherwise it asks for none. */
  isMobilePasswordEnabled?: boolean;
  /** The affiliate (invitation) code feature. */
  isAffiliateEnabled?: boolean;
}

/** The optional profile fields, in the order the form shows them; each shows when its rule is enabled. */
export const PROFILE_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

export type ProfileFieldName = (typeof PROFILE_FIELDS)[number];

/** A field the form shows, with the rule it is checked against and whether it must be filled. */
export interface PlannedField {
  rule: ServerFieldRule;
  isRequired: boolean;
}

/** Which fields the form shows for one method, and the rules they follow. */
export interface RegisterPlan {
  method: RegisterMethod;
  /** Both methods are on: the form shows the two tabs. */
  hasTabs: boolean;
  username?: PlannedField;
  /** The password; its confirmation comes with it. */
  password?: PlannedField;
  mobileNum?: PlannedField;
  hasVerificationCode: boolean;
  profile: ReadonlyArray<PlannedField & { name: ProfileFieldName }>;
  affiliateCode?: PlannedField;
  /** An accepted affiliate code from the URL: not shown, sent with the registration. */
  hiddenAffiliateCode?: string;
  paymentPassword?: PlannedField;
  captcha?: PlannedField;
}

/** What the server leaves out for a field the form must still ask for: any value, but not none. */
const ANY_VALUE_RULE: ServerFieldRule = { enabled: true, required: true, acceptedPattern: ANY_PATTERN, minLength: 0, maxLength: 0 };

export interface RegisterPlanInput {
  rules: ServerFieldRules;
  flags: RegisterFlags;
  /** The tab the player picked (ignored unless both methods are on). */
  method: RegisterMethod;
  affiliateCodeFromUrl?: string | undefined;
  isAffiliateCodeRejected?: boolean | undefined;
}

/** The method actually shown: the picked tab when both are on, else the only one that is on. */
export function activeMethod(flags: RegisterFlags, picked: RegisterMethod): RegisterMethod {
  const isUsernameOn = flags.isUsernameRegisterEnabled ?? true;
  const isMobileOn = flags.isMobileRegisterEnabled ?? false;
  if (isUsernameOn && isMobileOn) return picked;
  return isMobileOn ? 'mobile' : 'username';
}

const required = (rule: ServerFieldRule): PlannedField => ({ rule, isRequired: true });
const asRuleSays = (rule: ServerFieldRule): PlannedField => ({ rule, isRequired: rule.required });

/**
 * The registration form's fields (spec sections 2 and 5). Username and password are always asked
 * on the username tab and always required, following the server's patterns (any non-empty value
 * when it sends no rule). The mobile number and the SMS code are required whenever shown. Other
 * fields show only when the server's rule is enabled, and are required only when it says so;
 * the payment password is required when enabled.
 */
export function registerPlan({ rules, flags, method: picked, affiliateCodeFromUrl, isAffiliateCodeRejected }: RegisterPlanInput): RegisterPlan {
  const method = activeMethod(flags, picked);
  const isUsernameOn = flags.isUsernameRegisterEnabled ?? true;
  const isMobileOn = flags.isMobileRegisterEnabled ?? false;
  const isSms = flags.isSmsVerificationEnabled ?? false;
  const mobileRule = enabledRule(rules, 'mobileNum');
  const passwordRule = rules.password?.enabled ? rules.password : ANY_VALUE_RULE;

  const plan: RegisterPlan = {
    method,
    hasTabs: isUsernameOn && isMobileOn,
    hasVerificationCode: isSms,
    profile: PROFILE_FIELDS.flatMap((name) => {
      const rule = enabledRule(rules, name);
      return rule ? [{ name, ...asRuleSays(rule) }] : [];
    }),
  };

  if (method === 'username') {
    plan.username = required(rules.username?.enabled ? rules.username : ANY_VALUE_RULE);
    plan.password = required(passwordRule);
    if (mobileRule || isSms) plan.mobileNum = required(mobileRule ?? ANY_VALUE_RULE);
  } else {
    plan.mobileNum = required(mobileRule ?? ANY_VALUE_RULE);
    if (flags.isMobilePasswordEnabled) plan.password = required(passwordRule);
  }

  const affiliateRule = enabledRule(rules, 'affiliateCode');
  if (flags.isAffiliateEnabled) {
    const urlCode = affiliateCodeFromUrl?.trim() ?? '';
    if (urlCode && !isAffiliateCodeRejected) plan.hiddenAffiliateCode = urlCode;
    else if (affiliateRule) plan.affiliateCode = asRuleSays(affiliateRule);
  }

  const paymentPasswordRule = enabledRule(rules, 'paymentPassword');
  if (paymentPasswordRule) plan.paymentPassword = required(paymentPasswordRule);

  const captchaRule = enabledRule(rules, 'captcha');
  if (captchaRule) plan.captcha = asRuleSays(captchaRule);

  return plan;
}
