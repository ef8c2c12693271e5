import { afterEach, describe, expect, it, vi } from 'vitest';
import { localePreloadScript, readStoredLocale, storeLocale } from './language-storage';

describe('language storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts in MS, and keeps a choice for the visit only, where the browser blocks storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readStoredLocale()).toBe('ms');
    expect(() => storeLocale('en')).not.toThrow();
  });

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

  describe('the head script that preloads the stored language’s messages', () => {
    const files = { ms: ['/assets/ms-app.js', '/assets/ms-ui.js'], en: ['/assets/en-app.js'], zh: ['/assets/zh-app.js'] };
    const preloaded = () => {
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
      new Function(localePreloadScript(files))();
      return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.getAttribute('href'));
    };

    it('preloads the default language’s files when none is stored, and stores nothing', () => {
      expect(preloaded()).toEqual(['/assets/ms-app.js', '/assets/ms-ui.js']);
      expect(localStorage.getItem('lang')).toBeNull();
      // For the head script after it (first-calls-script.ts).
      expect(document.documentElement.getAttribute('data-locale')).toBe('ms');
    });

    it('reads the language as readStoredLocale does: lang first, then hisLang, any case, CN as zh', () => {
      localStorage.setItem('hisLang', 'en');
      expect(preloaded()).toEqual(['/assets/en-app.js']);
      localStorage.setItem('lang', ' cn ');
      expect(preloaded()).toEqual(['/assets/zh-app.js']);
      expect(readStoredLocale()).toBe('zh');
    });

    it('falls back to the default for an unknown value and cannot be broken out of', () => {
      localStorage.setItem('lang', 'xx');
      expect(preloaded()).toEqual(['/assets/ms-app.js', '/assets/ms-ui.js']);
      expect(localePreloadScript({ ms: ['</script><script>alert(1)</script>'], en: [], zh: [] })).not.toContain('</script>');
    });
  });
});

