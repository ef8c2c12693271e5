import { describe, expect, it } from 'vitest';
import { readStoredLocale, storeLocale } from './language-storage';

describe('language storage', () => {
  it('stores the default MS under hisLang and lang when no language was chosen', () => {
    expect(readStoredLocale()).toBe('ms');
    expect(localStorage.getItem('hisLang')).toBe('MS');
    expect(localStorage.getItem('lang')).toBe('MS');
  });

  it('keeps a chosen language under both keys, as the spec codes', () => {
    storeLocale('zh');
    expect(localStorage.getItem('hisLang')).toBe('CN');
    expect(localStorage.getItem('lang')).toBe('CN');
    expect(readStoredLocale()).toBe('zh');
  });

  it('reads lang first, then hisLang, in any letter case', () => {
    localStorage.setItem('hisLang', 'en');
    expect(readStoredLocale()).toBe('en');
    localStorage.setItem('lang', 'CN');
    expect(readStoredLocale()).toBe('zh');
  });

  it('falls back to MS for an unknown stored value', () => {
    localStorage.setItem('lang', 'xx');
    expect(readStoredLocale()).toBe('ms');
    expect(localStorage.getItem('lang')).toBe('MS');
  });
});
