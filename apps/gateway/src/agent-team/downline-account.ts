import { ERROR_CODE } from '@platform/api/contract';
import type { CreateDownlineAccountRequest, TeamMember } from '@platform/api/contract';
import { findMemberByAccount } from '../accounts/members';
import { normaliseNickname } from '../accounts/nickname';
import { hashPassword } from '../accounts/password';
import { REGISTER_LIMIT } from '../accounts/registration-routes';
import { assertFieldRules, assertPasswordConfirmed, loadRegistrationRules } from '../accounts/registration-rules';
import type { RuleField } from '../accounts/registration-rules';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { enforceRateLimit } from '../http/rate-limit';
import type { SessionMember } from '../http/session';
import { loadMerchantOptions } from '../shared/merchant-options';
import { grantOpeningCredit } from '../wallet/opening-credit';
import { assertCreatableType } from './account-types';
import { loadTeamMembers } from './team';

/** The registration fields the open-account form asks, checked by the merchant's rules as registration checks them. */
const ASKED_FIELDS: readonly RuleField[] = ['username', 'password', 'payeeName'];

/**
 * The agent opens a direct downline account of a type it may open (see assertCreatableType). The
 * merchant's registration rules apply to the fields the form asks (username, password and its
 * confirmation, the real name as `payeeName`) with registration's messages and statuses, and the
 * registrations of the agent's address count against registration's own hourly limit. Fields
 * the form does not ask (mobile number, captcha, invitation code, contacts) are not required:
 * the agent is logged in and is the upline, and the new member binds a phone in the security
 * centre. The account gets the opening credit a registration gets, and logs in with the password
 * the agent chose.
 */
export async function createDownlineAccount(
  db: Database,
  agent: SessionMember,
  input: CreateDownlineAccountRequest,
  context: Pick<CallContext, 'merchantCode' | 'now' | 'request' | 'reply'>,
): Promise<TeamMember> {
  const { merchantCode, now } = context;
  assertCreatableType(agent.type, input.type);
  await enforceRateLimit(db, REGISTER_LIMIT, `${merchantCode}:${context.request.ip}`, now, context.reply, 'Too many registrations from your network: try again later');

  const rules = await loadRegistrationRules(db, merchantCode, await loadMerchantOptions(db, merchantCode));
  const account = input.account.trim();
  const realName = input.realName?.trim() ?? '';
  const values: Partial<Record<RuleField, string>> = { username: account, password: input.password, payeeName: realName };
  assertFieldRules(rules, ASKED_FIELDS, (field) => values[field] ?? '');
  assertPasswordConfirmed(input.password, input.confirmPassword);
  const typedNickname = input.nickname?.trim() ?? '';
  const nickname = typedNickname === '' ? null : normaliseNickname(typedNickname);
  if (await findMemberByAccount(db, merchantCode, account)) throw new RequestError(409, ERROR_CODE.accountExists, 'This username is already taken');

  const passwordHash = await hashPassword(input.password);
  let memberId: number;
  try {
    memberId = await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>(
        `insert into member (merchant_code, account, password_hash, password_changed_at, type, parent_id, nickname, payee_name, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $4) returning id`,
        [merchantCode, account, passwordHash, now, input.type, agent.memberId, nickname, realName || null],
      );
      const id = inserted.rows[0]!.id;
      await grantOpeningCredit(tx, id, merchantCode, now);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RequestError(409, ERROR_CODE.accountExists, 'This account already exists');
    throw error;
  }
  const [created] = await loadTeamMembers(db, agent.memberId, [memberId]);
  return created!;
}
