import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError, type ApiErrorMessageKey } from '@platform/api';

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
};

/**
 * What to tell the player about a failure, in the current language: the catalogue's message for
 * an API error, the gateway's own message where the catalogue says so (`error.server`), and the
 * unknown-error message for anything else.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.messageKey === 'error.server') return error.message || i18n._(MESSAGES['error.unknown']);
    return i18n._(MESSAGES[error.messageKey]);
  }
  return i18n._(MESSAGES['error.unknown']);
}
