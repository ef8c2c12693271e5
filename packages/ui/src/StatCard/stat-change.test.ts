import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadUiMessages, type Locale } from '../i18n';
import { changeDirection, changeMood, changeSentence, formatChangePercent } from './stat-change';

const i18nFor = async (locale: Locale) => setupI18n({ locale, messages: { [locale]: await loadUiMessages(locale) } });

describe('formatChangePercent', () => {
  it('shows the size of the change with at most one decimal, in each language', () => {
    expect(formatChangePercent(12.5, 'en')).toBe('12.5%');
    expect(formatChangePercent(-3, 'en')).toBe('3%');
    expect(formatChangePercent(0.04, 'en')).toBe('0%');
    expect(formatChangePercent(1250, 'ms')).toBe('1,250%');
    expect(formatChangePercent(12.5, 'de')).toBe('12,5\u00a0%');
  });
});

describe('changeDirection', () => {
  it('is up, down, or flat when the change rounds to nothing', () => {
    expect(changeDirection(12.5, 'en')).toBe('up');
    expect(changeDirection(-0.2, 'en')).toBe('down');
    expect(changeDirection(0, 'en')).toBe('flat');
    expect(changeDirection(0.04, 'en')).toBe('flat');
    expect(changeDirection(-0.04, 'en')).toBe('flat');
  });
});

describe('changeMood', () => {
  it('reads up as good news for earnings and bad news for losses', () => {
    expect(changeMood('up', true)).toBe('good');
    expect(changeMood('down', true)).toBe('bad');
    expect(changeMood('up', false)).toBe('bad');
    expect(changeMood('down', false)).toBe('good');
    expect(changeMood('flat', true)).toBe('neutral');
    expect(changeMood('flat', false)).toBe('neutral');
  });
});

describe('changeSentence', () => {
  it('says the direction and size against the previous period', async () => {
    const en = await i18nFor('en');
    expect(changeSentence(en, 12.5)).toBe('up 12.5% on the previous period');
    expect(changeSentence(en, -3)).toBe('down 3% on the previous period');
    expect(changeSentence(en, 0.01)).toBe('no change on the previous period');
  });

  it('is translated, with the number in the language’s format', async () => {
    const ms = await i18nFor('ms');
    const zh = await i18nFor('zh');
    expect(changeSentence(ms, 12.5)).toContain('12.5%');
    expect(changeSentence(ms, 12.5)).not.toContain('previous period');
    expect(changeSentence(zh, -3)).toContain('3%');
    expect(changeSentence(zh, -3)).not.toContain('previous period');
  });
});
