import type { ClubLabel, MemberInfo, MemberLabel } from '@platform/api/contract';
import { ERROR_CODE, TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { requireSession } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { localize } from '../http/locale';
import { maskEmail, maskPhone } from '../shared/mask-contact';
import type { MerchantOptions } from '../shared/merchant-options';
import { uplineTransferRefusal } from '../shared/upline-transfer';
import type { MobileNumber } from './sms';

export interface MemberRow {
  id: number;
  merchant_code: string;
  account: string;
  password_hash: string;
  password_changed_at: Date;
  must_change_password: boolean;
  type: number;
  parent_id: number | null;
  /** The member's own toUpline setting (see uplineTransferRefusal for what else it takes). */
  to_upline: boolean;
  nickname: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  /** The real name as registered (the bank cards' payee name). */
  payee_name: string | null;
  language: string | null;
  club_rank: number;
  icon_id: number | null;
  labels: { labelName: Partial<LocalizedText>; color?: string | null }[];
}

const MEMBER_COLUMNS = `id, merchant_code, account, password_hash, password_changed_at, must_change_password, type, parent_id, to_upline, nickname,
  country_dialing_code, mobile_num, email, payee_name, language, club_rank, icon_id, labels`;

export async function findMemberById(db: Queryable, memberId: number): Promise<MemberRow | undefined> {
  return (await db.query<MemberRow>(`select ${MEMBER_COLUMNS} from member where id = $1`, [memberId])).rows[0];
}

/** The member of a call's session (LOGIN_REQUIRED should the member be gone). */
export async function sessionMember(db: Queryable, context: CallContext): Promise<MemberRow> {
  const member = await findMemberById(db, requireSession(context).memberId);
  if (!member) throw new RequestError(401, ERROR_CODE.loginRequired, 'Please log in first');
  return member;
}

/** A member by account, without regard to case (accounts are unique that way). */
export async function findMemberByAccount(db: Queryable, merchantCode: string, account: string): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>(`select ${MEMBER_COLUMNS} from member where merchant_code = $1 and lower(account) = lower($2)`, [
    merchantCode,
    account,
  ]);
  return result.rows[0];
}

export async function findMemberByMobile(db: Queryable, merchantCode: string, mobile: MobileNumber): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from member where merchant_code = $1 and country_dialing_code = $2 and mobile_num = $3`,
    [merchantCode, mobile.countryDialingCode, mobile.mobileNum],
  );
  return result.rows[0];
}

/** Records a login; true when it is the member's first. */
export async function recordLogin(db: Queryable, memberId: number, now: Date): Promise<boolean> {
  const result = await db.query<{ first_time: boolean }>(
    `update member m set first_login_at = coalesce(old.first_login_at, $2), last_login_at = $2
       from (select first_login_at from member where id = $1 for update) old
      where m.id = $1
      returning old.first_login_at is null as first_time`,
    [memberId, now],
  );
  return result.rows[0]?.first_time ?? false;
}

/** The club ladder's rank names (ranks above 4 get the VIP service). */
const CLUB_RANKS: readonly LocalizedText[] = [
  { ms: 'Gangsa', en: 'Bronze', zh: '青铜' },
  { ms: 'Perak', en: 'Silver', zh: '白银' },
  { ms: 'Emas', en: 'Gold', zh: '黄金' },
  { ms: 'Platinum', en: 'Platinum', zh: '铂金' },
  { ms: 'Berlian', en: 'Diamond', zh: '钻石' },
  { ms: 'Mahkota Diraja', en: 'Royal Crown', zh: '皇冠' },
];

function clubLabel(member: MemberRow, locale: ContentLocale): ClubLabel | null {
  if (member.type === TRIAL_ACCOUNT_TYPE) return null;
  const rank = Math.min(Math.max(member.club_rank, 1), CLUB_RANKS.length);
  return { labelName: localize(CLUB_RANKS[rank - 1], locale), rankLevel: rank };
}

/** The member's email, masked; null when none is bound. */
export function maskedEmailOf(member: MemberRow): string | null {
  return member.email ? maskEmail(member.email) : null;
}

/** The member's mobile number with its dialling code, masked; null when none is bound. */
export function maskedPhoneOf(member: MemberRow): string | null {
  return member.mobile_num ? maskPhone(member.country_dialing_code, member.mobile_num) : null;
}

/**
 * The member info call's answer; toUpline says whether the member may transfer to its upline
 * now. The mobile number and the email are masked, as everywhere a contact is answered.
 */
export function toMemberInfo(member: MemberRow, locale: ContentLocale, options: MerchantOptions): MemberInfo {
  const memberLabel: MemberLabel[] = member.labels.map((label) => ({ labelName: localize(label.labelName, locale), color: label.color ?? null }));
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    toUpline: uplineTransferRefusal({ type: member.type, hasUpline: member.parent_id !== null, toUpline: member.to_upline }, options) === null,
    clubLabel: clubLabel(member, locale),
    memberLabel,
    mobileNum: member.mobile_num ? maskPhone(null, member.mobile_num) : null,
    countryDialingCode: member.country_dialing_code,
    email: maskedEmailOf(member),
    language: member.language,
  };
}

/** The hash the payment-password checks verify: the payment password, else the login password. */
export async function loadPaymentPasswordHash(db: Queryable, memberId: number): Promise<string | null> {
  const result = await db.query<{ hash: string }>('select coalesce(payment_password_hash, password_hash) as hash from member where id = $1', [memberId]);
  return result.rows[0]?.hash ?? null;
}

