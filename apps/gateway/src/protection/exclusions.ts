import { ERROR_CODE, SELF_EXCLUSION_DURATIONS, TIMEOUT_DURATIONS } from '@platform/api/contract';
import type { Exclusion, ExclusionKind, ExcludedValue } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { DAY_MS } from '../shared/business-day';
import { identityOf, loadMemberIdentity } from './identity';
import type { PersonIdentity } from './identity';
import { addMonths } from './limit-rules';

/*
 * Time-outs and self-exclusions (issue 22; LCCP 3.5.3-3.5.4, MGA: at least 6 months, across
 * brands). Both start at once and cannot end early. A member is excluded by its own time-out or
 * self-exclusion, or by a self-exclusion taken under the same phone, email or real name on any
 * brand (identity.ts).
 */

export type ExclusionDuration = Exclusion['duration'];

const DURATIONS_OF: Record<ExclusionKind, readonly ExclusionDuration[]> = { TIMEOUT: TIMEOUT_DURATIONS, SELF_EXCLUSION: SELF_EXCLUSION_DURATIONS };

/** When an exclusion taken at `start` ends; null: never. */
export function exclusionEnd(duration: ExclusionDuration, start: Date): Date | null {
  switch (duration) {
    case 'HOURS_24':
      return new Date(start.getTime() + DAY_MS);
    case 'DAYS_7':
      return new Date(start.getTime() + 7 * DAY_MS);
    case 'DAYS_30':
      return new Date(start.getTime() + 30 * DAY_MS);
    case 'MONTHS_6':
      return addMonths(start, 6);
    case 'YEAR_1':
      return addMonths(start, 12);
    case 'YEARS_5':
      return addMonths(start, 60);
    case 'PERMANENT':
      return null;
  }
}

interface ExclusionRow {
  kind: ExclusionKind;
  duration: ExclusionDuration;
  starts_at: Date;
  ends_at: Date | null;
}

function exclusionOf(row: ExclusionRow): Exclusion {
  return { kind: row.kind, duration: row.duration, startedAt: row.starts_at.getTime(), endsAt: row.ends_at === null ? null : row.ends_at.getTime() };
}

/**
 * The exclusion in force that lasts longest: the member's own, or a self-exclusion of the same
 * person on any brand. Null when there is none. Each part is one index lookup.
 */
export async function exclusionInForce(db: Queryable, memberId: number, now: Date): Promise<Exclusion | null> {
  const identity = await loadMemberIdentity(db, memberId);
  return exclusionOfPerson(db, memberId, identity ?? { phone: null, email: null, realName: null }, now);
}

/** The longest exclusion in force of a member (null: a person not registered yet) or of its identity. */
async function exclusionOfPerson(db: Queryable, memberId: number | null, identity: PersonIdentity, now: Date): Promise<Exclusion | null> {
  const result = await db.query<ExclusionRow>(
    `select kind, duration, starts_at, ends_at from player_exclusion
      where (member_id = $1 or (kind = 'SELF_EXCLUSION' and (phone = $2 or email = $3 or real_name = $4)))
        and starts_at <= $5 and (ends_at is null or ends_at > $5)
      order by ends_at desc nulls first limit 1`,
    [memberId, identity.phone, identity.email, identity.realName, now],
  );
  const row = result.rows[0];
  return row ? exclusionOf(row) : null;
}

function describeEnd(exclusion: Pick<Exclusion, 'endsAt'>): string {
  return exclusion.endsAt === null ? 'permanently' : `until ${new Date(exclusion.endsAt).toISOString().replace(/\.\d{3}Z$/, 'Z')}`;
}

/** The EXCLUDED refusal (403) of an exclusion in force, with its kind and end as the value. */
export function excludedError(exclusion: Exclusion): RequestError {
  const what = exclusion.kind === 'TIMEOUT' ? 'Your account is on a break' : 'Your account is self-excluded';
  const value: ExcludedValue = { kind: exclusion.kind, endsAt: exclusion.endsAt };
  return new RequestError(403, ERROR_CODE.excluded, `${what} ${describeEnd(exclusion)}`, value);
}

/** Refuses (EXCLUDED) a member on a time-out or self-excluded: a deposit, a bet, a transfer into a game. */
export async function refuseIfExcluded(db: Queryable, memberId: number, now: Date): Promise<void> {
  const exclusion = await exclusionInForce(db, memberId, now);
  if (exclusion !== null) throw excludedError(exclusion);
}

/**
 * Refuses a session to an excluded member, with the end date: every session is opened by
 * accounts/open-session.ts, which calls this first (login by password or SMS, registration).
 */
export async function refuseExcludedSession(db: Queryable, memberId: number, now: Date): Promise<void> {
  await refuseIfExcluded(db, memberId, now);
}

/** Refuses the registration of a new account by a person self-excluded on any brand. */
export async function refuseSelfExcludedRegistration(db: Queryable, identity: PersonIdentity, now: Date): Promise<void> {
  if (identity.phone === null && identity.email === null && identity.realName === null) return;
  const exclusion = await exclusionOfPerson(db, null, identity, now);
  if (exclusion !== null) throw excludedError(exclusion);
}

/** Whether the member is excluded now: it is sent no marketing (gifts, promotion notices, popups, broadcasts). */
export async function isExcluded(db: Queryable, memberId: number, now: Date): Promise<boolean> {
  return (await exclusionInForce(db, memberId, now)) !== null;
}

/**
 * Whether a request's answer leaves out marketing (promotions, gifts, promotion notices, popups):
 * for an excluded member, not for a visitor (null). One lookup, whatever the answer's length.
 */
export async function withholdsMarketing(db: Queryable, memberId: number | null, now: Date): Promise<boolean> {
  return memberId !== null && (await isExcluded(db, memberId, now));
}

/** Whether `identity` is the person a self-exclusion was taken under: a field both have, equal (identity.ts normalises them). */
function isSamePerson(excluded: PersonIdentity, identity: PersonIdentity): boolean {
  return (
    (excluded.phone !== null && excluded.phone === identity.phone) ||
    (excluded.email !== null && excluded.email === identity.email) ||
    (excluded.realName !== null && excluded.realName === identity.realName)
  );
}

export interface IdentifiedMember {
  id: number;
  identity: PersonIdentity;
}

interface InForceRow {
  member_id: number;
  kind: ExclusionKind;
  phone: string | null;
  email: string | null;
  real_name: string | null;
}

/**
 * The ids of `members` excluded now, as `isExcluded` decides it for one member, from one read of
 * the exclusions in force: for a message sent to many members at once (a broadcast).
 */
export async function excludedAmong(db: Queryable, members: readonly IdentifiedMember[], now: Date): Promise<Set<number>> {
  if (members.length === 0) return new Set();
  const inForce = await db.query<InForceRow>(
    'select member_id, kind, phone, email, real_name from player_exclusion where starts_at <= $1 and (ends_at is null or ends_at > $1)',
    [now],
  );
  const own = new Set(inForce.rows.map((row) => row.member_id));
  const selfExcluded = inForce.rows.filter((row) => row.kind === 'SELF_EXCLUSION');
  const values = (pick: (row: InForceRow) => string | null) => new Set(selfExcluded.map(pick).filter((value) => value !== null));
  const person = { phone: values((row) => row.phone), email: values((row) => row.email), realName: values((row) => row.real_name) };
  const excluded = members.filter(
    ({ id, identity }) =>
      own.has(id) ||
      (identity.phone !== null && person.phone.has(identity.phone)) ||
      (identity.email !== null && person.email.has(identity.email)) ||
      (identity.realName !== null && person.realName.has(identity.realName)),
  );
  return new Set(excluded.map((member) => member.id));
}

/**
 * Signs out the open sessions of the same person's other accounts, on every brand, when a
 * self-exclusion is taken (their next login is refused too). The match is the one a login
 * makes (identity.ts), so it is done here on the accounts with an open session, not in SQL.
 * Answers how many accounts were signed out.
 */
export async function signOutSamePerson(tx: Queryable, memberId: number, now: Date): Promise<number> {
  const identity = await loadMemberIdentity(tx, memberId);
  if (identity === null || (identity.phone === null && identity.email === null && identity.realName === null)) return 0;
  const open = await tx.query<Parameters<typeof identityOf>[0] & { id: number }>(
    `select distinct m.id, m.country_dialing_code, m.mobile_num, m.email, m.payee_name
       from session s join member m on m.id = s.member_id
      where s.revoked_at is null and s.expires_at > $2 and s.member_id <> $1`,
    [memberId, now],
  );
  const samePerson = open.rows.filter((row) => isSamePerson(identity, identityOf(row))).map((row) => row.id);
  if (samePerson.length === 0) return 0;
  await tx.query('update session set revoked_at = $2 where member_id = any($1::int[]) and revoked_at is null', [samePerson, now]);
  return samePerson.length;
}

export interface ExclusionRequestOf {
  memberId: number;
  merchantCode: string;
  kind: ExclusionKind;
  duration: ExclusionDuration;
}

/**
 * Starts a time-out or a self-exclusion now, under the member's row lock (two requests at once
 * cannot both pass the check). A duration of another kind is refused (400), and so is one that
 * would end before an exclusion already in force (409: it cannot be shortened). A self-exclusion
 * keeps the member's identity, so the same person is refused on every brand.
 */
export async function startExclusion(tx: Queryable, request: ExclusionRequestOf, now: Date): Promise<Exclusion> {
  if (!DURATIONS_OF[request.kind].includes(request.duration)) {
    throw new RequestError(400, ERROR_CODE.badRequest, `A ${request.kind === 'TIMEOUT' ? 'time-out' : 'self-exclusion'} lasts ${DURATIONS_OF[request.kind].join(', ')}`);
  }
  await tx.query('select id from member where id = $1 for update', [request.memberId]);
  const endsAt = exclusionEnd(request.duration, now);
  const current = await exclusionInForce(tx, request.memberId, now);
  if (current !== null && (current.endsAt === null || (endsAt !== null && endsAt.getTime() < current.endsAt))) {
    throw new RequestError(409, ERROR_CODE.operationNotAllowed, `You are already excluded ${describeEnd(current)}: an exclusion cannot be shortened`);
  }
  const identity = request.kind === 'SELF_EXCLUSION' ? await loadMemberIdentity(tx, request.memberId) : null;
  const inserted = await tx.query<ExclusionRow>(
    `insert into player_exclusion (member_id, merchant_code, kind, duration, starts_at, ends_at, phone, email, real_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning kind, duration, starts_at, ends_at`,
    [request.memberId, request.merchantCode, request.kind, request.duration, now, endsAt, identity?.phone ?? null, identity?.email ?? null, identity?.realName ?? null],
  );
  return exclusionOf(inserted.rows[0]!);
}
