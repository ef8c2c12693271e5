import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OTHER_PATTERN_MESSAGE, PATTERN_MESSAGES, isPatternId } from './pattern-messages';
import { lengthBounds, type RuleFailure, type ServerFieldRule } from './server-rule';

/** The default length of a mobile number, for the "n-digit number" hint. */
export const DEFAULT_MOBILE_LENGTH = 10;

const REQUIRED = msg({ message: 'Input cannot be empty' });
const WRONG_LENGTH = msg({ message: 'Use {length} characters', comment: '{length} is "6-16", "6" or "6+".' });
const ENTRIES_DIFFER = msg({ message: 'The two entries differ', comment: 'A confirmation (password typed twice) does not match.' });
const DIGIT_COUNT = msg({ message: '{count}-digit number', comment: 'Placeholder of a mobile number field.' });

/** A catalogue message with its placeholders filled in. */
function translate(i18n: I18n, message: MessageDescriptor, values: Record<string, string | number>): string {
  const withValues: MessageDescriptor = { ...message, values };
  return i18n._(withValues);
}

/** The allowed length as players read it: "6-16", one number when min and max are equal, "6+" without a maximum. */
export function lengthText(rule: Pick<ServerFieldRule, 'minLength' | 'maxLength'>): string {
  const { min, max } = lengthBounds(rule);
  if (max === Infinity) return `${min}+`;
  return min === max ? `${min}` : `${min}-${max}`;
}

/** The hint under a field: its pattern's message with the allowed length filled in. */
export function ruleHint(rule: ServerFieldRule, i18n: I18n): string {
  const id = rule.patternId == null ? undefined : String(rule.patternId);
  const message = isPatternId(id) ? PATTERN_MESSAGES[id] : OTHER_PATTERN_MESSAGE;
  return translate(i18n, message, { length: lengthText(rule) });
}

/** What the form shows when a value fails its rule: the rule that failed, in the player's language. */
export function ruleFailureMessage(failure: RuleFailure, rule: ServerFieldRule, i18n: I18n): string {
  switch (failure) {
    case 'required':
      return requiredMessage(i18n);
    case 'length':
      return translate(i18n, WRONG_LENGTH, { length: lengthText(rule) });
    case 'pattern':
      return ruleHint(rule, i18n);
  }
}

export function requiredMessage(i18n: I18n): string {
  return i18n._(REQUIRED);
}

export function entriesDifferMessage(i18n: I18n): string {
  return i18n._(ENTRIES_DIFFER);
}

/** "10-digit number": the mobile field's placeholder, from its rule's maximum length (default 10). */
export function digitCountHint(rule: Pick<ServerFieldRule, 'minLength' | 'maxLength'> | undefined, i18n: I18n): string {
  const { max } = rule ? lengthBounds(rule) : { max: Infinity };
  return translate(i18n, DIGIT_COUNT, { count: max === Infinity ? DEFAULT_MOBILE_LENGTH : max });
}
