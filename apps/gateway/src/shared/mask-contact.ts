/*
 * Contacts as the member's own pages show them: enough to recognise, never the whole value, so a
 * borrowed screen or a stolen session does not hand over the email or the number.
 */

/** `alice@example.com` → `a***@example.com`: the first character of the name and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const first = [...email.slice(0, at)][0]!;
  return `${first}***${email.slice(at)}`;
}

/** How many leading and trailing digits a number of this length keeps visible. */
function visibleDigits(length: number): [head: number, tail: number] {
  if (length >= 9) return [2, 3];
  if (length === 8) return [2, 2];
  if (length >= 6) return [1, 1];
  if (length === 5) return [0, 1];
  return [0, 0];
}

/**
 * `60`, `123456678` → `+60 12****678`: the dialling code, the first and last digits, and a star
 * for each hidden digit; at least four digits are hidden, a short number entirely.
 */
export function maskPhone(countryDialingCode: string | null, mobileNum: string): string {
  const digits = [...mobileNum];
  const [head, tail] = visibleDigits(digits.length);
  const masked = `${digits.slice(0, head).join('')}${'*'.repeat(digits.length - head - tail)}${tail > 0 ? digits.slice(-tail).join('') : ''}`;
  return countryDialingCode ? `+${countryDialingCode} ${masked}` : masked;
}
