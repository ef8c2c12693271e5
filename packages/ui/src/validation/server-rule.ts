/**
 * The server's rule for one form field (registration settings, "validation rules"): whether the
 * field is shown, whether it must be filled, and the pattern and length its value must meet.
 */
export interface ServerFieldRule {
  /** A disabled field is hidden and not validated. */
  enabled: boolean;
  required: boolean;
  /** A regular expression's source that the whole value must match; `*` matches anything. */
  acceptedPattern: string;
  /** Picks the hint that describes the pattern (see PATTERN_ID); unknown ids get a length-only hint. */
  patternId?: string | number | null;
  /** Inclusive bounds on the value's length in characters; a maxLength of 0 or less means no upper bound. */
  minLength: number;
  maxLength: number;
}

/** Rules by field name, as the server sends them (`username`, `password`, `mobileNum`…). */
export type ServerFieldRules = Readonly<Record<string, ServerFieldRule | undefined>>;

/** The pattern that matches any value. */
export const ANY_PATTERN = '*';

/** What a value failed: being empty when required, its length, or its pattern. */
export type RuleFailure = 'required' | 'length' | 'pattern';

/** A rule's length bounds as numbers: min ≥ 0, max = Infinity when the server sets none. */
export function lengthBounds(rule: Pick<ServerFieldRule, 'minLength' | 'maxLength'>): { min: number; max: number } {
  const min = Number.isFinite(rule.minLength) && rule.minLength > 0 ? Math.floor(rule.minLength) : 0;
  const max = Number.isFinite(rule.maxLength) && rule.maxLength > 0 ? Math.floor(rule.maxLength) : Infinity;
  return { min, max };
}

/**
 * The length a player sees: characters (code points), so a Chinese name or an emoji counts as
 * one each, as the gateway counts them.
 */
export function textLength(value: string): number {
  return [...value].length;
}

const compiled = new Map<string, RegExp | null>();

/**
 * The server's pattern as a RegExp anchored to the whole value, or null when it matches
 * anything (`*`, empty) or cannot be compiled. The gateway checks every value again, so a broken
 * pattern from a misconfigured server must not lock players out of the form.
 */
export function compilePattern(pattern: string): RegExp | null {
  const source = pattern.trim();
  if (source === '' || source === ANY_PATTERN) return null;
  let regex = compiled.get(source);
  if (regex === undefined) {
    try {
      regex = new RegExp(`^(?:${source})$`, 'u');
    } catch {
      try {
        // Patterns written for the non-unicode engine (an escape like `\-` in a class) still work.
        regex = new RegExp(`^(?:${source})$`);
      } catch {
        if (process.env.NODE_ENV !== 'production') console.warn(`Ignoring a server pattern that does not compile: ${source}`);
        regex = null;
      }
    }
    compiled.set(source, regex);
  }
  return regex;
}

/**
 * Checks a value against a rule. An empty value fails only a required rule; any other value
 * passes only if its length lies within minLength..maxLength inclusive and it matches the
 * pattern. A disabled rule passes everything (its field is not shown).
 */
export function checkRule(rule: ServerFieldRule, value: string): RuleFailure | undefined {
  if (!rule.enabled) return undefined;
  if (value === '') return rule.required ? 'required' : undefined;
  const { min, max } = lengthBounds(rule);
  const length = textLength(value);
  if (length < min || length > max) return 'length';
  const pattern = compilePattern(rule.acceptedPattern);
  if (pattern && !pattern.test(value)) return 'pattern';
  return undefined;
}

/** The field's rule if the server sent one and it is enabled. */
export function enabledRule(rules: ServerFieldRules | undefined, name: string): ServerFieldRule | undefined {
  const rule = rules?.[name];
  return rule?.enabled ? rule : undefined;
}
