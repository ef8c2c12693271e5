import { ERROR_CODE } from '@platform/api/contract';
import type { ValidationRule, ValidationRules } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import type { MerchantOptions } from '../shared/merchant-options';
import { isSettingOn } from '../shared/merchant-options';

/**
 * The patterns of the pattern ids the UI has hints for (a copy of @platform/ui's reference
 * patterns: the gateway does not depend on the UI).
 */
export const PATTERNS = {
  any: '*',
  letterFirstAlphanumeric: '[A-Za-z][A-Za-z0-9]*',
  lettersAndChinese: '[A-Za-z\\p{Script=Han}]+',
  chineseAndDigits: '[\\p{Script=Han}0-9]+',
  email: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+',
  digits: '[0-9]+',
  lettersOrDigits: '[A-Za-z0-9]+',
  lettersAndDigits: '(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+',
  noSpaces: '\\S+',
  date: '\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4}',
  uppercase: '(?=.*[A-Z]).+',
  strongPassword: '(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+',
  fullName: '\\S+(?: \\S+)+',
  englishLettersAndSpaces: '[A-Za-z ]+',
  korean: '\\p{Script=Hangul}+',
  thai: '\\p{Script=Thai}+',
  thaiOrEnglish: '[\\p{Script=Thai}A-Za-z ]+',
  fullWidthJapanese: '[\\u3000-\\u30FF\\uFF01-\\uFF60\\p{Script=Han}]+',
} as const;

export type PatternId = keyof typeof PATTERNS;

function rule(patternId: PatternId, minLength: number, maxLength: number, overrides: Partial<ValidationRule> = {}): ValidationRule {
  return { enabled: true, required: false, acceptedPattern: PATTERNS[patternId], patternId, minLength, maxLength, ...overrides };
}

/** The registration fields that have a rule, in form order. */
export const RULE_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** Royal's rules: the UI's reference registration rules. */
const ROYAL_RULES: Record<RuleField, ValidationRule> = {
  username: rule('letterFirstAlphanumeric', 6, 16, { required: true }),
  password: rule('lettersAndDigits', 6, 20, { required: true }),
  mobileNum: rule('digits', 9, 11, { required: true }),
  payeeName: rule('fullName', 3, 50),
  email: rule('email', 6, 60),
  qqNum: rule('digits', 5, 12, { enabled: false }),
  line: rule('noSpaces', 3, 30),
  whatsapp: rule('digits', 8, 15),
  facebook: rule('noSpaces', 3, 50, { enabled: false }),
  wechat: rule('lettersOrDigits', 6, 20, { enabled: false }),
  idNumber: rule('lettersOrDigits', 12, 12, { enabled: false }),
  recommenderId: rule('lettersOrDigits', 4, 16),
  affiliateCode: rule('lettersOrDigits', 4, 16),
  paymentPassword: rule('digits', 6, 6, { enabled: false }),
  captcha: rule('digits', 4, 4, { required: true }),
};

/** Jade asks less of a mobile number, more of a name, and a 6-digit payment password. */
const JADE_RULES: Record<RuleField, ValidationRule> = {
  ...ROYAL_RULES,
  username: rule('letterFirstAlphanumeric', 5, 14, { required: true }),
  password: rule('lettersAndDigits', 8, 20, { required: true }),
  mobileNum: rule('digits', 9, 11),
  payeeName: rule('fullName', 3, 50, { required: true }),
  line: rule('noSpaces', 3, 30, { enabled: false }),
  wechat: rule('lettersOrDigits', 6, 20),
  paymentPassword: rule('digits', 6, 6),
};

/** The rules each demo merchant is seeded with; another merchant gets Royal's. */
export const DEMO_REGISTRATION_RULES: Readonly<Record<string, Record<RuleField, ValidationRule>>> = {
  DEMO_ROYAL: ROYAL_RULES,
  DEMO_JADE: JADE_RULES,
};

/** The captcha's rule when a merchant stores none: four digits. */
const CAPTCHA_RULE = rule('digits', 4, 4, { required: true });

/** Seeds the demo merchants' rules; rules that exist are left as they are. */
export async function seedRegistrationRules(db: Queryable): Promise<void> {
  const rows = Object.entries(DEMO_REGISTRATION_RULES).flatMap(([merchantCode, rules]) =>
    Object.entries(rules).map(([field, value]) => ({ merchantCode, field, ...value })),
  );
  await db.query(
    `insert into registration_rule (merchant_code, field_name, enabled, required, accepted_pattern, pattern_id, min_length, max_length)
     select * from unnest($1::text[], $2::text[], $3::boolean[], $4::boolean[], $5::text[], $6::text[], $7::int[], $8::int[])
       as r (merchant_code, field_name, enabled, required, accepted_pattern, pattern_id, min_length, max_length)
     where exists (select 1 from merchant where code = r.merchant_code)
     on conflict do nothing`,
    [
      rows.map((row) => row.merchantCode),
      rows.map((row) => row.field),
      rows.map((row) => row.enabled),
      rows.map((row) => row.required),
      rows.map((row) => row.acceptedPattern),
      rows.map((row) => (row.patternId === undefined || row.patternId === null ? null : String(row.patternId))),
      rows.map((row) => row.minLength),
      rows.map((row) => row.maxLength),
    ],
  );
}

interface RuleRow {
  field_name: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  pattern_id: string | null;
  min_length: number;
  max_length: number;
}

/**
 * The merchant's rules as the validation rules call serves them and registration checks them.
 * The captcha's rule follows the register setting `captchaEnabled`, so the two never disagree.
 */
export async function loadRegistrationRules(db: Queryable, merchantCode: string, options: MerchantOptions): Promise<ValidationRules> {
  const result = await db.query<RuleRow>(
    'select field_name, enabled, required, accepted_pattern, pattern_id, min_length, max_length from registration_rule where merchant_code = $1 order by field_name',
    [merchantCode],
  );
  const rules: ValidationRules = {};
  for (const row of result.rows) {
    rules[row.field_name] = {
      enabled: row.enabled,
      required: row.required,
      acceptedPattern: row.accepted_pattern,
      patternId: row.pattern_id,
      minLength: row.min_length,
      maxLength: row.max_length,
    };
  }
  const captchaOn = isSettingOn(options, 'captchaEnabled');
  rules.captcha = { ...(rules.captcha ?? CAPTCHA_RULE), enabled: captchaOn, required: captchaOn };
  return rules;
}

/** What a value failed (the same outcomes as @platform/ui's checkRule). */
export type RuleFailure = 'required' | 'length' | 'pattern';

const compiled = new Map<string, RegExp | null>();

/** The pattern anchored to the whole value; null for `*`, empty, or a pattern that does not compile. */
export function compilePattern(pattern: string): RegExp | null {
  const source = pattern.trim();
  if (source === '' || source === PATTERNS.any) return null;
  let regex = compiled.get(source);
  if (regex === undefined) {
    try {
      regex = new RegExp(`^(?:${source})$`, 'u');
    } catch {
      try {
        regex = new RegExp(`^(?:${source})$`);
      } catch {
        regex = null;
      }
    }
    compiled.set(source, regex);
  }
  return regex;
}

/**
 * Checks a value against a rule exactly as the UI does: a disabled rule passes everything; an
 * empty value fails only a required rule; any other value must have a length (in code points)
 * within minLength..maxLength inclusive (maxLength ≤ 0: no upper bound) and match the pattern.
 */
export function checkRule(rule: ValidationRule, value: string): RuleFailure | undefined {
  if (!rule.enabled) return undefined;
  if (value === '') return rule.required ? 'required' : undefined;
  const min = Number.isFinite(rule.minLength) && rule.minLength > 0 ? Math.floor(rule.minLength) : 0;
  const max = Number.isFinite(rule.maxLength) && rule.maxLength > 0 ? Math.floor(rule.maxLength) : Infinity;
  const length = [...value].length;
  if (length < min || length > max) return 'length';
  const pattern = compilePattern(rule.acceptedPattern);
  if (pattern && !pattern.test(value)) return 'pattern';
  return undefined;
}

/** A clear sentence for a failed rule: `Field "username" must be 6 to 16 characters long`. */
export function describeFailure(field: string, rule: ValidationRule, failure: RuleFailure): string {
  if (failure === 'required') return `Field "${field}" is required`;
  if (failure === 'pattern') return `Field "${field}" does not have the accepted format`;
  const min = Math.max(0, rule.minLength);
  if (rule.maxLength <= 0) return `Field "${field}" must be at least ${min} characters long`;
  if (min === rule.maxLength) return `Field "${field}" must be ${min} characters long`;
  return `Field "${field}" must be ${min} to ${rule.maxLength} characters long`;
}

/**
 * Refuses (400, with describeFailure's sentence) the first of `fields` whose value fails the
 * merchant's rule for it; username and password are always asked and required, whatever their
 * rule's flags say. Registration and an agent opening a downline account both check this way.
 */
export function assertFieldRules(rules: ValidationRules, fields: readonly RuleField[], valueOf: (field: RuleField) => string): void {
  for (const field of fields) {
    const stored = rules[field];
    if (!stored) continue;
    const alwaysAsked = field === 'username' || field === 'password';
    const rule = alwaysAsked ? { ...stored, enabled: true, required: true } : stored;
    const failure = checkRule(rule, valueOf(field));
    if (failure) throw new RequestError(400, ERROR_CODE.badRequest, describeFailure(field, rule, failure));
  }
}

/** Refuses (400) a confirmation that differs from the password (spec section 5: "inconsistent twice"). */
export function assertPasswordConfirmed(password: string | undefined, confirmation: string | undefined): void {
  if (confirmation !== password) throw new RequestError(400, ERROR_CODE.badRequest, 'The two passwords differ');
}
