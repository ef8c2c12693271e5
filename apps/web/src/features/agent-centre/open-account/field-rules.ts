import type { I18n } from '@lingui/core';
import { checkRule, ruleFailureMessage, type ServerFieldRule } from '@platform/ui';
import type { ValidationRules } from '@platform/api';

/*
 * The open-account form's rules: the merchant's registration rules (the validationRules call
 * registration uses), applied as the gateway's createDownlineAccount applies them
 * (apps/gateway/src/agent-team/downline-account.ts, assertFieldRules).
 */

/** The schema's bounds when the merchant stores no rule: something, at most 64 (account) or 128 (password) characters. */
const fallbackRule = (maxLength: number): ServerFieldRule => ({ enabled: true, required: true, acceptedPattern: '*', minLength: 1, maxLength });

/** Username and password are always asked and required, whatever their rule's flags say. */
function alwaysAsked(rule: ServerFieldRule | undefined, maxLength: number): ServerFieldRule {
  return rule ? { ...rule, enabled: true, required: true } : fallbackRule(maxLength);
}

export interface OpenAccountRules {
  account: ServerFieldRule;
  password: ServerFieldRule;
  /** The real name (registration's `payeeName`), only when the merchant's rule asks for it. */
  realName: ServerFieldRule | undefined;
}

export function openAccountRules(rules: ValidationRules): OpenAccountRules {
  return {
    account: alwaysAsked(rules.username, 64),
    password: alwaysAsked(rules.password, 128),
    realName: rules.payeeName?.enabled ? rules.payeeName : undefined,
  };
}

/** The message for the part of `rule` that `value` fails (as registration words it), or undefined when it passes. */
export function ruleError(rule: ServerFieldRule, value: string, i18n: I18n): string | undefined {
  const failure = checkRule(rule, value);
  return failure ? ruleFailureMessage(failure, rule, i18n) : undefined;
}

/** A link's name: 1 to 32 characters once trimmed (schemas/agent-team.ts, LinkNameField). */
export const LINK_NAME_RULE: ServerFieldRule = { enabled: true, required: true, acceptedPattern: '*', minLength: 1, maxLength: 32 };
