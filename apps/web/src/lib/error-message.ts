import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError, type ApiError, type ApiErrorMessageKey, type ExcludedValue, type LimitReachedValue } from '@platform/api';
import { formatMoney } from '@platform/ui';
import { LIMIT_NAMES } from './protection/limit-names';

/** The error catalogue of spec section 8, by the API client's message keys. */
const MESSAGES: Record<Exclude<ApiErrorMessageKey, 'error.server'>, MessageDescriptor> = {
  'error.network': msg`Network connection abnormal, please retry.`,
  'error.timeout': msg`The page is slow to open. Please try again.`,
  'error.system': msg`System error. Please try again later.`,
  'error.unknown': msg`Unknown error.`,
  'error.domainInvalid': msg`Domain check invalid. Please contact customer service.`,
  'error.ipBlocked': msg`Your IP address or region is blocked.`,
  'error.maintenance': msg`The platform is being upgraded. Please come back soon.`,
  'error.gameMaintenance': msg`This game is under maintenance. Try one of the hot games.`,
  'error.badCredentials': msg`Incorrect account or password.`,
  'error.loginRequired': msg`Please log in first.`,
  'error.passwordExpired': msg`Your password has expired. Please change it.`,
  'error.captchaRequired': msg`Please enter the captcha.`,
  'error.verificationRequired': msg`Please complete verification first.`,
  'error.usernameOrEmailUnknown': msg`The username or email does not exist.`,
  'error.notAgent': msg`Non-agents cannot log in.`,
  'error.notMember': msg`Non-member accounts cannot log in.`,
  'error.realAccountRequired': msg`Please register or log in to a real account.`,
  'error.affiliateInvalid': msg`Invalid invitation code.`,
  'error.accountExists': msg`This account already exists.`,
  'error.passwordIncorrect': msg`Incorrect password.`,
  'error.insufficientBalance': msg`Insufficient balance.`,
  'error.outOfStock': msg`This item is out of stock.`,
  'error.promotionalCreditLocked': msg`Only withdrawable money can be transferred or withdrawn. Promotional credit becomes withdrawable once its turnover requirement is met.`,
  'error.phoneInvalid': msg`Invalid phone number.`,
  'error.phoneMissing': msg`Missing phone number.`,
  'error.tooManyRequests': msg`Too many requests. Please try again after 5 minutes.`,
  'error.codeInvalid': msg`Invalid verification code.`,
  'error.codeMissing': msg`Missing verification code.`,
  'error.codeExpired': msg`The verification code has expired. Please send a new one.`,
  'error.captchaFailed': msg`Captcha failed.`,
  'error.quotaExceeded': msg`Quota exceeded. Please contact customer service.`,
  'error.operationNotAllowed': msg`Operation not allowed. Please contact customer service.`,
  'error.popupClosed': msg`The verification window was closed: login failed.`,
  'error.limitReached': msg`This would go over one of your limits.`,
  'error.excluded': msg`Your account is on a break or self-excluded.`,
};

export interface ErrorMessageOptions {
  /** The brand's currency symbol, written before the amounts of a refusal by a limit ("P 500.00"). */
  currencySymbol?: string;
}

/**
 * What to tell the player about a failure, in the current language: the catalogue's message for
 * an API error, the gateway's own message where the catalogue says so (`error.server`), and the
 * unknown-error message for anything else. A refusal by one of the player's limits names the limit,
 * what it has counted and when the amount fits; a refusal during a break or a self-exclusion says
 * when it ends, so the deposit page, a game launch and a wallet transfer all say it alike.
 */
export function errorMessage(error: unknown, options: ErrorMessageOptions = {}): string {
  if (isApiError(error)) {
    if (error.messageKey === 'error.server') return error.message || i18n._(MESSAGES['error.unknown']);
    return protectionMessage(error, options) ?? i18n._(MESSAGES[error.messageKey]);
  }
  return i18n._(MESSAGES['error.unknown']);
}

/** The detailed message of LIMIT_REACHED or EXCLUDED from the error's value; null for any other error (or a value without its fields). */
function protectionMessage(error: ApiError, { currencySymbol }: ErrorMessageOptions): string | null {
  const dateTime = (time: number) => i18n.date(new Date(time), { dateStyle: 'medium', timeStyle: 'short' });
  if (error.messageKey === 'error.limitReached' && isLimitReachedValue(error.value)) {
    const { kind, period, limit, used, allowedFrom } = error.value;
    const name = i18n._(LIMIT_NAMES[kind][period]);
    const limitText = formatMoney(limit, i18n.locale, currencySymbol);
    const usedText = formatMoney(used, i18n.locale, currencySymbol);
    if (allowedFrom === null) return i18n._(msg`This amount alone is over your ${name} of ${limitText}.`);
    const when = dateTime(allowedFrom);
    return i18n._(msg`This would go over your ${name} of ${limitText}: ${usedText} is already counted. This amount fits from ${when}.`);
  }
  if (error.messageKey === 'error.excluded' && isExcludedValue(error.value)) {
    const { kind, endsAt } = error.value;
    if (endsAt === null) return i18n._(msg`You have excluded yourself permanently: no login, deposit or bet is possible.`);
    const end = dateTime(endsAt);
    return kind === 'TIMEOUT'
      ? i18n._(msg`You are taking a break until ${end}: no login, deposit or bet until then.`)
      : i18n._(msg`You have excluded yourself until ${end}: no login, deposit or bet until then.`);
  }
  return null;
}

function isLimitReachedValue(value: unknown): value is LimitReachedValue {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof LimitReachedValue, unknown>>;
  return (
    typeof candidate.kind === 'string' &&
    candidate.kind in LIMIT_NAMES &&
    typeof candidate.period === 'string' &&
    candidate.period in LIMIT_NAMES[candidate.kind as LimitReachedValue['kind']] &&
    typeof candidate.limit === 'number' &&
    typeof candidate.used === 'number' &&
    (candidate.allowedFrom === null || typeof candidate.allowedFrom === 'number')
  );
}

function isExcludedValue(value: unknown): value is ExcludedValue {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof ExcludedValue, unknown>>;
  return (
    (candidate.kind === 'TIMEOUT' || candidate.kind === 'SELF_EXCLUSION') &&
    (candidate.endsAt === null || typeof candidate.endsAt === 'number')
  );
}
