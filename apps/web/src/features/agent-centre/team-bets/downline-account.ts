import { isApiError, ERROR_CODE } from '@platform/api';

/** The address's search param of the downline filter of the team reports (next to `from`, `to`, `page`). */
export const ACCOUNT_PARAM = 'account';

/** The longest account the team reports take (the contract's downline filter). */
export const MAX_ACCOUNT_LENGTH = 64;

// One line of printable text: what the contract's filter accepts.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Whether typed text is an account the reports may be asked about (trimmed first). */
export function isAccountText(text: string): boolean {
  const account = text.trim();
  return account.length >= 1 && account.length <= MAX_ACCOUNT_LENGTH && !CONTROL_CHARACTER.test(account);
}

/** The downline the address names, or none (the whole team) when it names none or one the contract would refuse. */
export function readDownlineAccount(params: URLSearchParams): string | undefined {
  const value = params.get(ACCOUNT_PARAM);
  return value !== null && isAccountText(value) ? value.trim() : undefined;
}

/** Whether a report refused its downline filter: the account is not in the agent's team (404). */
export function isOutsideTeam(error: unknown): boolean {
  return isApiError(error) && error.code === ERROR_CODE.notFound;
}
