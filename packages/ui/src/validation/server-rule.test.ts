import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REFERENCE_PATTERNS } from '../test/server-rules';
import { PATTERN_ID } from './pattern-messages';
import { ANY_PATTERN, checkRule, compilePattern, lengthBounds, textLength, type ServerFieldRule } from './server-rule';

const rule = (overrides: Partial<ServerFieldRule> = {}): ServerFieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: ANY_PATTERN,
  patternId: PATTERN_ID.any,
  minLength: 0,
  maxLength: 0,
  ...overrides,
});

// Strings of letters, digits, spaces, Chinese and astral characters, so length is counted in
// characters and not UTF-16 units.
const text = fc.string({ unit: fc.constantFrom('a', 'Z', '7', ' ', '明', '华', '😀', '-', '@'), maxLength: 30 });
const bounds = fc.tuple(fc.nat({ max: 25 }), fc.nat({ max: 25 })).map(([a, b]) => ({ minLength: Math.min(a, b), maxLength: Math.max(a, b) }));

describe('checkRule: length', () => {
  it('passes a non-empty value exactly when its length lies within minLength..maxLength inclusive', () => {
    fc.assert(
      fc.property(text.filter((value) => value !== ''), bounds, (value, { minLength, maxLength }) => {
        const length = textLength(value);
        const expected = minLength <= length && (maxLength === 0 || length <= maxLength);
        expect(checkRule(rule({ minLength, maxLength }), value) === undefined).toBe(expected);
      }),
    );
  });

  it('accepts both bounds themselves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 20 }), (min, extra) => {
        const max = min + extra;
        const check = rule({ minLength: min, maxLength: max });
        expect(checkRule(check, 'x'.repeat(min))).toBeUndefined();
        expect(checkRule(check, 'x'.repeat(max))).toBeUndefined();
        expect(checkRule(check, 'x'.repeat(max + 1))).toBe('length');
        if (min > 1) expect(checkRule(check, 'x'.repeat(min - 1))).toBe('length');
      }),
    );
  });

  it('counts characters, not UTF-16 units: an emoji or a Chinese character is one', () => {
    expect(textLength('明华😀')).toBe(3);
    expect(checkRule(rule({ minLength: 3, maxLength: 3 }), '明华😀')).toBeUndefined();
  });

  it('treats a maxLength of 0 or less as no upper bound, and a negative minLength as 0', () => {
    expect(lengthBounds({ minLength: -3, maxLength: 0 })).toEqual({ min: 0, max: Infinity });
    expect(checkRule(rule({ minLength: 2, maxLength: -1 }), 'x'.repeat(500))).toBeUndefined();
  });
});

describe('checkRule: required and disabled', () => {
  it('fails an empty value only when the rule is required, whatever the pattern and length', () => {
    fc.assert(
      fc.property(fc.boolean(), bounds, fc.constantFrom(ANY_PATTERN, '[0-9]+', '\\S+'), (required, lengths, acceptedPattern) => {
        expect(checkRule(rule({ required, acceptedPattern, ...lengths }), '')).toBe(required ? 'required' : undefined);
      }),
    );
  });

  it('passes everything when the field is disabled (it is hidden and not validated)', () => {
    fc.assert(
      fc.property(text, fc.boolean(), bounds, (value, required, lengths) => {
        expect(checkRule(rule({ enabled: false, required, acceptedPattern: '[0-9]+', ...lengths }), value)).toBeUndefined();
      }),
    );
  });
});

describe('checkRule: pattern', () => {
  it("lets '*' match anything", () => {
    fc.assert(fc.property(text.filter((value) => value !== ''), (value) => {
      expect(checkRule(rule(), value)).toBeUndefined();
    }));
  });

  it('passes a value of a valid length exactly when the whole value matches the pattern', () => {
    const patterns = ['[0-9]+', '[a-zA-Z]+', '[a-z][a-z0-9]*', '\\S+', '[\\p{Script=Han}0-9]+'];
    fc.assert(
      fc.property(text.filter((value) => value !== ''), fc.constantFrom(...patterns), (value, acceptedPattern) => {
        const wholeMatch = new RegExp(`^(?:${acceptedPattern})$`, 'u').test(value);
        expect(checkRule(rule({ acceptedPattern }), value)).toBe(wholeMatch ? undefined : 'pattern');
      }),
    );
  });

  it('matches the whole value, not a part of it', () => {
    expect(checkRule(rule({ acceptedPattern: '[0-9]+' }), 'abc123')).toBe('pattern');
    expect(checkRule(rule({ acceptedPattern: 'a|b' }), 'ab')).toBe('pattern');
    expect(checkRule(rule({ acceptedPattern: '^[0-9]+$' }), '123')).toBeUndefined();
  });

  it('checks the length before the pattern, so the message names the first rule broken', () => {
    expect(checkRule(rule({ acceptedPattern: '[0-9]+', minLength: 6, maxLength: 6 }), 'abc')).toBe('length');
  });

  it('ignores a pattern that does not compile (the gateway checks again) rather than locking the form', () => {
    expect(compilePattern('[unclosed')).toBeNull();
    expect(checkRule(rule({ acceptedPattern: '[unclosed', minLength: 1, maxLength: 5 }), 'abc')).toBeUndefined();
  });

  it.each(Object.entries(REFERENCE_PATTERNS))('%s: accepts and rejects as its hint says', (_id, { pattern, accepts, rejects }) => {
    expect(checkRule(rule({ acceptedPattern: pattern, required: true }), accepts)).toBeUndefined();
    expect(checkRule(rule({ acceptedPattern: pattern, required: true }), rejects)).toBeDefined();
  });
});
