export {
  ANY_PATTERN,
  checkRule,
  compilePattern,
  enabledRule,
  lengthBounds,
  textLength,
  type RuleFailure,
  type ServerFieldRule,
  type ServerFieldRules,
} from './server-rule';
export { PATTERN_ID, PATTERN_MESSAGES, OTHER_PATTERN_MESSAGE, isPatternId, type PatternId } from './pattern-messages';
export {
  DEFAULT_MOBILE_LENGTH,
  digitCountHint,
  entriesDifferMessage,
  lengthText,
  requiredMessage,
  ruleFailureMessage,
  ruleHint,
} from './messages';
export { confirmationSchema, optionalText, requiredText, ruleSchema, type RuleSchemaOptions } from './rule-schema';
