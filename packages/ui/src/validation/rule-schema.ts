import type { I18n } from '@lingui/core';
import { string } from 'yup';
import { entriesDifferMessage, requiredMessage, ruleFailureMessage } from './messages';
import { ANY_PATTERN, checkRule, type ServerFieldRule } from './server-rule';

const REQUIRED_TEXT_RULE: ServerFieldRule = { enabled: true, required: true, acceptedPattern: ANY_PATTERN, minLength: 1, maxLength: 0 };

export interface RuleSchemaOptions {
  /** Requires a value even where the server's rule does not (username and password always are). */
  isRequired?: boolean;
}

/**
 * A yup schema for one field from its server rule: the value is trimmed, then must pass
 * `checkRule`; a failure carries the message for the part of the rule that failed.
 */
export function ruleSchema(rule: ServerFieldRule, i18n: I18n, { isRequired = false }: RuleSchemaOptions = {}) {
  const effective = isRequired && !rule.required ? { ...rule, required: true } : rule;
  return string()
    .default('')
    .trim()
    .defined()
    .test('server-rule', (value, context) => {
      const failure = checkRule(effective, value ?? '');
      return failure ? context.createError({ message: ruleFailureMessage(failure, effective, i18n) }) : true;
    });
}

/** A trimmed text that must not be empty (fields without a server rule, such as an SMS code). */
export function requiredText(i18n: I18n, maxLength?: number) {
  const schema = string().default('').trim().required(requiredMessage(i18n));
  if (maxLength === undefined) return schema;
  return schema.max(maxLength, ruleFailureMessage('length', { ...REQUIRED_TEXT_RULE, maxLength }, i18n));
}

/** A trimmed text that may be empty. */
export function optionalText() {
  return string().default('').trim().defined();
}

/** A confirmation that must equal the sibling field `field` (a password typed twice). */
export function confirmationSchema(field: string, i18n: I18n) {
  return string()
    .default('')
    .trim()
    .required(requiredMessage(i18n))
    .test('same-as', entriesDifferMessage(i18n), (value, context) => !value || value === (context.parent as Record<string, unknown>)[field]);
}
