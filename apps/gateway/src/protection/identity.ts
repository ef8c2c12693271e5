import type { Queryable } from '../db/database';

/**
 * The identity of a person as self-exclusion matches it across brands (issue 22: the same
 * person's accounts on every brand): the phone with its dialling code, the email and the real
 * name, each normalised so that the same value written another way still matches. A field the
 * member has not given is null and matches nothing.
 */
export interface PersonIdentity {
  phone: string | null;
  email: string | null;
  realName: string | null;
}

/** Digits only, the national number without its trunk zeros: +60 012-345 6789 and 60 123456789 match. */
export function normalisePhone(dialingCode: string | null, mobileNum: string | null): string | null {
  const national = (mobileNum ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (national === '') return null;
  const code = (dialingCode ?? '').replace(/\D/g, '');
  return `+${code}${national}`;
}

export function normaliseEmail(email: string | null): string | null {
  const trimmed = (email ?? '').trim().toLowerCase();
  return trimmed === '' ? null : trimmed;
}

/** Compatibility-normalised, lower-cased, single spaces: "TAN  Ah Kow" and "tan ah kow" match. */
export function normaliseRealName(name: string | null): string | null {
  const normalised = (name ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return normalised === '' ? null : normalised;
}

interface IdentityRow {
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string | null;
}

export function identityOf(row: IdentityRow): PersonIdentity {
  return { phone: normalisePhone(row.country_dialing_code, row.mobile_num), email: normaliseEmail(row.email), realName: normaliseRealName(row.payee_name) };
}

/** A member's identity as it is now; null for an unknown member. */
export async function loadMemberIdentity(db: Queryable, memberId: number): Promise<PersonIdentity | null> {
  const result = await db.query<IdentityRow>('select country_dialing_code, mobile_num, email, payee_name from member where id = $1', [memberId]);
  const row = result.rows[0];
  return row ? identityOf(row) : null;
}
