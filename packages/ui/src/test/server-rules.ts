import type { PatternId } from '../validation/pattern-messages';
import type { ServerFieldRule, ServerFieldRules } from '../validation/server-rule';

/**
 * Patterns a gateway might send for each pattern id, with a value each accepts and one each
 * rejects: fixtures for tests and stories (the gateway keeps its own copy of the rules it serves).
 */
export const REFERENCE_PATTERNS: Record<PatternId, { pattern: string; accepts: string; rejects: string }> = {
  any: { pattern: '*', accepts: 'anything at all 你好 !', rejects: '' },
  letterFirstAlphanumeric: { pattern: '[A-Za-z][A-Za-z0-9]*', accepts: 'player01', rejects: '1player' },
  lettersAndChinese: { pattern: '[A-Za-z\\p{Script=Han}]+', accepts: 'Li明华', rejects: 'Li 明华' },
  chineseAndDigits: { pattern: '[\\p{Script=Han}0-9]+', accepts: '明华88', rejects: 'Li88' },
  email: { pattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+', accepts: 'ali@example.my', rejects: 'ali@example' },
  digits: { pattern: '[0-9]+', accepts: '0123456789', rejects: '01234-5678' },
  lettersOrDigits: { pattern: '[A-Za-z0-9]+', accepts: 'abc123', rejects: 'abc_123' },
  lettersAndDigits: { pattern: '(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+', accepts: 'secret88', rejects: 'secretpw' },
  noSpaces: { pattern: '\\S+', accepts: 'no-spaces_here!', rejects: 'two words' },
  date: { pattern: '\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4}', accepts: '11-21-2026', rejects: '2026/11/21' },
  uppercase: { pattern: '(?=.*[A-Z]).+', accepts: 'secretA', rejects: 'secreta' },
  strongPassword: { pattern: '(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+', accepts: 'Secret#88', rejects: 'Secret88' },
  fullName: { pattern: '\\S+(?: \\S+)+', accepts: 'Siti Aminah', rejects: 'Siti' },
  englishLettersAndSpaces: { pattern: '[A-Za-z ]+', accepts: 'Ahmad Faiz', rejects: 'Ahmad F4iz' },
  korean: { pattern: '\\p{Script=Hangul}+', accepts: '김민준', rejects: '김민준a' },
  thai: { pattern: '\\p{Script=Thai}+', accepts: 'สมชาย', rejects: 'สมชาย1' },
  thaiOrEnglish: { pattern: '[\\p{Script=Thai}A-Za-z ]+', accepts: 'สมชาย Lee', rejects: 'สมชาย_Lee' },
  fullWidthJapanese: { pattern: '[\\u3000-\\u30FF\\uFF01-\\uFF60\\p{Script=Han}]+', accepts: 'ヤマダタロウ', rejects: 'ﾔﾏﾀﾞ' },
};

function rule(patternId: PatternId, minLength: number, maxLength: number, overrides: Partial<ServerFieldRule> = {}): ServerFieldRule {
  return { enabled: true, required: false, acceptedPattern: REFERENCE_PATTERNS[patternId].pattern, patternId, minLength, maxLength, ...overrides };
}

/** Registration rules as a gateway sends them: what the demo brands use. */
export const REGISTER_RULES: ServerFieldRules = {
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

/** Every optional registration field enabled and required: the strictest form a brand can ask for. */
export const STRICT_REGISTER_RULES: ServerFieldRules = Object.fromEntries(
  Object.entries(REGISTER_RULES).map(([name, value]) => [name, value && { ...value, enabled: true, required: true }]),
);
