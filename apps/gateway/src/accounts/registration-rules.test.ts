import { describe, expect, it } from 'vitest';
import type { ValidationRule } from '@platform/api/contract';
import { PATTERNS, checkRule, describeFailure } from './registration-rules';

const rule = (overrides: Partial<ValidationRule> = {}): ValidationRule => ({
  enabled: true,
  required: false,
  acceptedPattern: PATTERNS.letterFirstAlphanumeric,
  minLength: 6,
  maxLength: 16,
  ...overrides,
});

describe('checkRule (the UI’s semantics)', () => {
  it('matches the whole value, not a part of it', () => {
    expect(checkRule(rule(), 'player01')).toBeUndefined();
    expect(checkRule(rule(), '1player')).toBe('pattern');
    expect(checkRule(rule(), 'player01!')).toBe('pattern');
  });

  it('bounds the length inclusively, in code points', () => {
    expect(checkRule(rule(), 'abcdef')).toBeUndefined();
    expect(checkRule(rule(), 'abcde')).toBe('length');
    expect(checkRule(rule(), 'a'.repeat(16))).toBeUndefined();
    expect(checkRule(rule(), 'a'.repeat(17))).toBe('length');
    const chinese = rule({ acceptedPattern: PATTERNS.lettersAndChinese, minLength: 2, maxLength: 3 });
    expect(checkRule(chinese, '明华华')).toBeUndefined();
    expect(checkRule(rule({ acceptedPattern: '*', minLength: 1, maxLength: 2 }), '😀😀')).toBeUndefined();
  });

  it('has no upper bound when maxLength is 0 or less, and `*` matches anything', () => {
    expect(checkRule(rule({ acceptedPattern: '*', maxLength: 0 }), 'any thing at all, 你好 ' + 'x'.repeat(200))).toBeUndefined();
    expect(checkRule(rule({ acceptedPattern: '*', maxLength: -1 }), 'short')).toBe('length');
  });

  it('ignores a disabled rule and fails an empty value only when required', () => {
    expect(checkRule(rule({ enabled: false, required: true }), '')).toBeUndefined();
    expect(checkRule(rule({ enabled: false }), '!!')).toBeUndefined();
    expect(checkRule(rule(), '')).toBeUndefined();
    expect(checkRule(rule({ required: true }), '')).toBe('required');
  });

  it('uses the unicode flag for script classes', () => {
    const thai = rule({ acceptedPattern: PATTERNS.thai, minLength: 1, maxLength: 10 });
    expect(checkRule(thai, 'สมชาย')).toBeUndefined();
    expect(checkRule(thai, 'สมชาย1')).toBe('pattern');
  });

  it('describes each failure in a sentence', () => {
    expect(describeFailure('username', rule(), 'length')).toBe('Field "username" must be 6 to 16 characters long');
    expect(describeFailure('pin', rule({ minLength: 6, maxLength: 6 }), 'length')).toBe('Field "pin" must be 6 characters long');
    expect(describeFailure('note', rule({ minLength: 3, maxLength: 0 }), 'length')).toBe('Field "note" must be at least 3 characters long');
    expect(describeFailure('email', rule(), 'required')).toBe('Field "email" is required');
  });
});
