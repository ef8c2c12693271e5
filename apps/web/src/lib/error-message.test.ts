import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@platform/api';
import { activateLocale } from './i18n/activate-locale';
import { errorMessage } from './error-message';

const at = Date.UTC(2026, 10, 22, 2, 30);
const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(at);
const limitReached = (value: unknown) => new ApiError({ code: 'LIMIT_REACHED', status: 403, message: 'limit', value });
const excluded = (value: unknown) => new ApiError({ code: 'EXCLUDED', status: 403, message: 'excluded', value });

beforeAll(() => activateLocale('en'));
afterAll(() => activateLocale('en'));

describe('errorMessage: player protection', () => {
  it('names the limit, what it has counted, and when the amount fits', () => {
    const error = limitReached({ kind: 'LOSS', period: 'WEEK', limit: 1_000, used: 950.5, allowedFrom: at });
    expect(errorMessage(error, { currencySymbol: 'RM' })).toBe(
      `This would go over your loss limit per 7 days of RM 1,000.00: RM 950.50 is already counted. This amount fits from ${when}.`,
    );
    expect(errorMessage(error)).toContain('of 1,000.00: 950.50 is already counted');
  });

  it('says when the amount alone is over the limit', () => {
    expect(errorMessage(limitReached({ kind: 'WAGER', period: 'MONTH', limit: 50, used: 0, allowedFrom: null }), { currencySymbol: 'P' })).toBe(
      'This amount alone is over your wager limit per month of P 50.00.',
    );
  });

  it('says when a break or a self-exclusion ends, or that it is permanent', () => {
    expect(errorMessage(excluded({ kind: 'TIMEOUT', endsAt: at }))).toBe(`You are taking a break until ${when}: no login, deposit or bet until then.`);
    expect(errorMessage(excluded({ kind: 'SELF_EXCLUSION', endsAt: at }))).toBe(`You have excluded yourself until ${when}: no login, deposit or bet until then.`);
    expect(errorMessage(excluded({ kind: 'SELF_EXCLUSION', endsAt: null }))).toBe('You have excluded yourself permanently: no login, deposit or bet is possible.');
  });

  it("falls back to the catalogue's message when the value is missing or malformed", () => {
    expect(errorMessage(limitReached(null))).toBe('This would go over one of your limits.');
    expect(errorMessage(limitReached({ kind: 'BONUS', period: 'DAY', limit: 1, used: 0, allowedFrom: null }))).toBe('This would go over one of your limits.');
    expect(errorMessage(excluded({ kind: 'TIMEOUT' }))).toBe('Your account is on a break or self-excluded.');
  });

  it('writes the message in the running language', async () => {
    await activateLocale('ms');
    const text = errorMessage(limitReached({ kind: 'DEPOSIT', period: 'DAY', limit: 500, used: 0, allowedFrom: null }), { currencySymbol: 'RM' });
    expect(text).not.toContain('alone is over');
    expect(text).toContain('RM 500.00');
    await activateLocale('en');
  });
});
