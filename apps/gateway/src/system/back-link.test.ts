import { describe, expect, it } from 'vitest';
import { allowedBackUrl, backLinkOrHome, SITE_HOME } from './back-link';

// The site answers at site.example:8443; the brand's domains are royal-lotto.example and its www.
const HOSTS = new Set(['site.example', 'royal-lotto.example', 'www.royal-lotto.example']);

describe('allowedBackUrl', () => {
  it.each([
    ['/', '/'],
    ['/lott', '/lott'],
    ['/rng?vendor=PT&page=2#top', '/rng?vendor=PT&page=2#top'],
    ['/#/lottery?gameCode=VN_SSC1', '/#/lottery?gameCode=VN_SSC1'],
    ['/a/../lott', '/lott'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['https://royal-lotto.example/lott', 'https://royal-lotto.example/lott'],
    ['https://WWW.Royal-Lotto.example/#/rng', 'https://www.royal-lotto.example/#/rng'],
    ['http://royal-lotto.example:8080/x', 'http://royal-lotto.example:8080/x'],
    ['https://site.example:8443/lott', 'https://site.example:8443/lott'],
    ['https://royal-lotto.example./', 'https://royal-lotto.example./'],
  ])('keeps %s as %s', (candidate, kept) => {
    expect(allowedBackUrl(candidate, HOSTS)).toBe(kept);
  });

  it.each([
    // Other hosts, however dressed up.
    'https://evil.example/',
    'https://evil.example/royal-lotto.example',
    'https://royal-lotto.example.evil.example/',
    'https://evilroyal-lotto.example/',
    'https://evil.example#royal-lotto.example',
    'https://evil.example?royal-lotto.example',
    'https://xn--royl-lotto-4ze.example/',
    'https://[::1]/',
    // Userinfo tricks: the host is after the @, and no user info is kept even on a good host.
    'https://royal-lotto.example@evil.example/',
    'https://royal-lotto.example:pass@evil.example/',
    'https://user@royal-lotto.example/',
    // Protocol-relative and backslash forms that browsers read as another host.
    '//evil.example',
    '//evil.example/lott',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'https:\\\\evil.example',
    'https://royal-lotto.example\\@evil.example/',
    // Controls and spaces that browsers drop before parsing.
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    '/lott\u0000',
    'java\tscript:alert(1)',
    // Other schemes.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'javascript://royal-lotto.example/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://royal-lotto.example/',
    'file:///etc/passwd',
    // Scheme without slashes (browsers read https:evil.example as https://evil.example).
    'https:evil.example',
    'https:/evil.example',
    'https:royal-lotto.example',
    // Relative addresses that are not a path from the site's root.
    'lott',
    '../lott',
    '?x=1',
    '#top',
    '',
    'https://',
    'http://[bad',
  ])('refuses %j', (candidate) => {
    expect(allowedBackUrl(candidate, HOSTS)).toBeNull();
  });
});

describe('backLinkOrHome', () => {
  it("falls back to the site's home for a link that is refused or missing", () => {
    expect(backLinkOrHome('https://evil.example/', HOSTS)).toBe(SITE_HOME);
    expect(backLinkOrHome('javascript:alert(1)', HOSTS)).toBe('/');
    expect(backLinkOrHome(undefined, HOSTS)).toBe('/');
    expect(backLinkOrHome('/lott', HOSTS)).toBe('/lott');
  });
});
