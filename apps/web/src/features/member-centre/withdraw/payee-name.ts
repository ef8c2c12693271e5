/**
 * A payee name as the gateway compares it with the registered real name: trimmed, runs of spaces
 * as one, without regard to case (apps/gateway withdrawals/bank-cards.ts `comparableName`).
 */
export function comparableName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleUpperCase('en');
}

/** The most characters the gateway takes for a payee name. */
export const PAYEE_NAME_MAX_LENGTH = 50;
/** An account number: digits only, 6 to 20 of them (the contract's AddBankCardRequest). */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{6,20}$/;
