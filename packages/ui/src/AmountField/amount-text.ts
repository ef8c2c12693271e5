/**
 * The text of a money input and the exact amount it stands for. Amounts are counted in whole
 * cents (integers), read from the digits as text, so that no floating-point sum or product ever
 * turns 0.3 into 0.30000000000000004.
 *
 * The field's text keeps ASCII digits and "." as its decimal mark: the three languages of the
 * product (MS, EN, ZH) all write 1,234.50.
 */

/** Why typed or pasted text was refused: it was not a number, had a third decimal, or was too long. */
export type AmountRefusal = 'not-a-number' | 'too-many-decimals' | 'too-long';

export type AmountTextResult = { text: string; refusal?: undefined } | { text?: undefined; refusal: AmountRefusal };

/** Whole units an amount may have: 13 digits keep every cent count a safe integer. */
export const MAX_INTEGER_DIGITS = 13;

const DIGIT = /\p{Nd}/u;
const DIGITS = /\p{Nd}/gu;
/** Decimal marks a player may type: ".", full-width "．", the ideographic "。" (Chinese input), Arabic "٫". */
const DECIMAL_MARKS = /[.\uFF0E\u3002\u066B]/g;
/**
 * An amount with group separators between groups of three: comma (ASCII, full-width, Arabic),
 * spaces, apostrophes.
 */
const GROUPED_AMOUNT = /^\d{1,3}(?:[,\uFF0C\u066C'\u2019\s]\d{3})+(?:\.\d*)?$/;
/** Whole units, then an optional decimal mark and decimals, in ASCII. */
const AMOUNT = /^(\d*)(?:\.(\d*))?$/;

/** The cents of whole units and decimals written as digits; decimals after the second are dropped. */
function centsOf(units: string, decimals = ''): number {
  return Number(units) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
}

/**
 * The value (0 to 9) of a Unicode decimal digit. Unicode encodes the digits of every script as a
 * run of ten in order, 0 to 9 (a stability guarantee), and runs that touch are whole runs, so a
 * digit's value is its distance from the start of its run of digits, modulo ten.
 */
function digitValue(codePoint: number): number {
  let distance = 0;
  while (codePoint - distance > 0 && DIGIT.test(String.fromCodePoint(codePoint - distance - 1))) distance += 1;
  return distance % 10;
}

/** Every decimal digit, of any script (full-width, Arabic-Indic, Devanagari…), as an ASCII digit. */
export function normaliseDigits(text: string): string {
  return text.replace(DIGITS, (digit) => String(digitValue(digit.codePointAt(0)!)));
}

/** Digits as ASCII and every decimal mark as ".": what the field shows for what was typed. */
function normaliseMarks(text: string): string {
  return normaliseDigits(text).replace(DECIMAL_MARKS, '.');
}

/** Checks text made only of ASCII digits and "." against the rules of the field. */
function checkAmountText(text: string): AmountTextResult {
  const match = AMOUNT.exec(text);
  if (!match) return { refusal: 'not-a-number' };
  if ((match[2] ?? '').length > 2) return { refusal: 'too-many-decimals' };
  if (match[1]!.length > MAX_INTEGER_DIGITS) return { refusal: 'too-long' };
  return { text };
}

/**
 * What the field shows after the player typed `text`: digits of any script become ASCII, any
 * decimal mark becomes "."; a letter, a sign, a second mark, a third decimal or a 14th digit is
 * refused (the caller keeps the previous text).
 */
export function typedAmountText(text: string): AmountTextResult {
  return checkAmountText(normaliseMarks(text));
}

/**
 * The length, in the field's text, of the first `length` UTF-16 units of what was typed: where
 * the caret goes once the typed text is normalised (a digit outside the BMP becomes one unit).
 */
export function normalisedLength(typed: string, length: number): number {
  return normaliseMarks(typed.slice(0, length)).length;
}

/**
 * A pasted amount as the field's text: digits of any script, an optional currency symbol before
 * it, and group separators where groups of three sit ("1,234.50", "P 1 234.50", "１,２３４"). A
 * separator elsewhere ("1,2") or anything else refuses the paste.
 */
export function pastedAmountText(pasted: string, currencySymbol = ''): AmountTextResult {
  let text = normaliseMarks(pasted).trim();
  if (currencySymbol && text.startsWith(currencySymbol)) text = text.slice(currencySymbol.length).trim();
  return checkAmountText(GROUPED_AMOUNT.test(text) ? text.replace(/[^\d.]/g, '') : text);
}

/** The amount a checked text stands for, in cents; null when it has no digit ("", "."). */
export function amountCents(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (!match || (match[2] ?? '').length > 2 || (match[1] === '' && !match[2])) return null;
  return centsOf(match[1]!, match[2]);
}

/** The field's text for an amount in cents: "50", "1234.50". */
export function centsText(cents: number): string {
  const units = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(units) : `${units}.${String(rest).padStart(2, '0')}`;
}

/**
 * An amount given as a number (a balance, a limit) in whole cents, rounded `down` or `up` when it
 * has more than two decimals. The number's shortest decimal form is read as text, so 0.29
 * stays 29 cents (0.29 × 100 is 28.999999999999996 in floating point).
 */
export function toCents(amount: number, direction: 'down' | 'up'): number {
  if (!Number.isFinite(amount)) return amount > 0 ? Number.MAX_SAFE_INTEGER : 0;
  const size = Math.abs(amount);
  const match = AMOUNT.exec(String(size));
  let cents: number;
  let hasMoreDecimals: boolean;
  if (match) {
    cents = centsOf(match[1]!, match[2]);
    hasMoreDecimals = /[1-9]/.test(match[2]?.slice(2) ?? '');
  } else {
    // Exponent forms: below a millionth, or beyond 1e21 where cents no longer matter.
    cents = Math.floor(size * 100);
    hasMoreDecimals = size < 1;
  }
  if (hasMoreDecimals && (direction === 'up') === amount > 0) cents += 1;
  return amount < 0 ? -cents : cents;
}

/** Which limit an amount breaks: under the minimum, over the maximum, or over the balance. */
export type AmountRule = 'min' | 'max' | 'available';

export interface AmountLimits {
  /** The smallest amount allowed, in cents. */
  minCents?: number | undefined;
  /** The largest amount allowed, in cents. */
  maxCents?: number | undefined;
  /** The player's balance, in cents. */
  availableCents?: number | undefined;
}

/**
 * The limit an amount breaks, or null (also for no amount). Over both the maximum and the balance, the tighter of the
 * two is named, so that the player's next try is not refused by the other.
 */
export function brokenLimit(cents: number | null, { minCents, maxCents, availableCents }: AmountLimits): AmountRule | null {
  if (cents === null) return null;
  if (minCents !== undefined && cents < minCents) return 'min';
  const overAvailable = availableCents !== undefined && cents > availableCents;
  const overMax = maxCents !== undefined && cents > maxCents;
  if (overAvailable && (!overMax || availableCents <= maxCents!)) return 'available';
  if (overMax) return 'max';
  return null;
}
