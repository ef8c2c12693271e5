import type { I18n } from '@lingui/core';
import { checkRule, ruleFailureMessage, type ServerFieldRule } from '@platform/ui';

/*
 * The gateway's rules for the security centre's own fields, as its handlers check them
 * (apps/gateway/src/accounts/nickname.ts, email-code.ts; withdrawals/payment-password.ts), so
 * the form shows them before the player submits. Rules from the server's validation settings
 * (the login password, the mobile number) come with `validationRules` instead.
 */

/** The nickname: 2 to 20 letters or digits of any script, with spaces, "_", "-" or "." after the first (schemas/security.ts). */
export const NICKNAME_RULE: ServerFieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N} _.-]*',
  minLength: 2,
  maxLength: 20,
};

/** The payment password: six digits (schemas/withdrawals.ts, PaymentPasswordField). */
export const PAYMENT_PASSWORD_RULE: ServerFieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '[0-9]{6}',
  patternId: 'digits',
  minLength: 6,
  maxLength: 6,
};

/** An email address: a name, one "@" and a domain with a dot; at most 254 characters (email-code.ts). */
export const EMAIL_RULE: ServerFieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '[^\\s@"<>()[\\]\\\\,;:]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+',
  patternId: 'email',
  minLength: 3,
  maxLength: 254,
};

/** A value that only has to be there (a code, a password checked by the gateway). */
export const REQUIRED_RULE: ServerFieldRule = { enabled: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0 };

/** The message for the part of `rule` that `value` fails, or undefined when it passes. */
export function ruleError(rule: ServerFieldRule, value: string, i18n: I18n): string | undefined {
  const failure = checkRule(rule, value);
  return failure ? ruleFailureMessage(failure, rule, i18n) : undefined;
}

/** Whether a form's errors (field name to message) hold any message. */
export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
