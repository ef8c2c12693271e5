import { describe, expect, it, beforeAll } from 'vitest';
import fc from 'fast-check';
import { setupI18n, type I18n } from '@lingui/core';
import { loadUiMessages, LOCALES, type Locale } from '../i18n';
import { REFERENCE_PATTERNS } from '../test/server-rules';
import { digitCountHint, entriesDifferMessage, lengthText, requiredMessage, ruleFailureMessage, ruleHint } from './messages';
import { PATTERN_ID, PATTERN_MESSAGES, type PatternId } from './pattern-messages';
import type { ServerFieldRule } from './server-rule';

const i18nFor: Partial<Record<Locale, I18n>> = {};
beforeAll(async () => {
  for (const locale of LOCALES) i18nFor[locale] = setupI18n({ locale, messages: { [locale]: await loadUiMessages(locale) } });
});
const i18n = (locale: Locale) => i18nFor[locale]!;

const rule = (patternId: PatternId | string | number | null, minLength = 6, maxLength = 16): ServerFieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId,
  minLength,
  maxLength,
});

describe('ruleHint', () => {
  it('fills in the range, or one number when min and max are equal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 99 }), (min, extra) => {
        const hint = ruleHint(rule(PATTERN_ID.digits, min, min + extra), i18n('en'));
        expect(hint).toContain(extra === 0 ? `${min} characters` : `${min}-${min + extra} characters`);
      }),
    );
    expect(ruleHint(rule(PATTERN_ID.letterFirstAlphanumeric, 6, 16), i18n('en'))).toBe(
      '6-16 characters: a letter first, then letters or digits',
    );
  });

  it('says "n+" when the server sets no maximum', () => {
    expect(lengthText({ minLength: 8, maxLength: 0 })).toBe('8+');
  });

  it('falls back to a length-only hint for a pattern id it does not know', () => {
    expect(ruleHint(rule('somethingNew', 4, 4), i18n('en'))).toBe('4 characters');
    expect(ruleHint(rule(null, 2, 9), i18n('en'))).toBe('2-9 characters');
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('has every pattern message written in %s, not copied English', (locale) => {
    for (const id of Object.keys(PATTERN_MESSAGES) as PatternId[]) {
      const translated = ruleHint(rule(id), i18n(locale));
      expect(translated, id).not.toBe(ruleHint(rule(id), i18n('en')));
      expect(translated, id).not.toMatch(/\{length\}/);
    }
    expect(Object.keys(PATTERN_MESSAGES)).toHaveLength(Object.keys(REFERENCE_PATTERNS).length);
  });
});

describe('failure messages', () => {
  it('names the rule that failed', () => {
    const check = rule(PATTERN_ID.digits, 10, 10);
    expect(ruleFailureMessage('required', check, i18n('en'))).toBe('Input cannot be empty');
    expect(ruleFailureMessage('length', check, i18n('en'))).toBe('Use 10 characters');
    expect(ruleFailureMessage('pattern', check, i18n('en'))).toBe('10 characters, digits only');
  });

  it('says that the two entries differ in each language', () => {
    expect(entriesDifferMessage(i18n('en'))).toBe('The two entries differ');
    expect(entriesDifferMessage(i18n('ms'))).toBe('Kedua-dua entri tidak sama');
    expect(entriesDifferMessage(i18n('zh'))).toBe('两次输入不一致');
    expect(requiredMessage(i18n('zh'))).toBe('输入不能为空');
  });

  it("gives the mobile number's 'n-digit number' hint from its rule, 10 by default", () => {
    expect(digitCountHint(undefined, i18n('en'))).toBe('10-digit number');
    expect(digitCountHint(rule(PATTERN_ID.digits, 9, 11), i18n('en'))).toBe('11-digit number');
  });
});
