import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { LoginResult, SecondFactorMethod } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { recordKnownAddress } from './known-addresses';
import { loginClientOf } from './login-history';
import { findMemberById } from './members';
import type { MemberRow } from './members';
import { openSession } from './open-session';
import { comparableName, liveChallenge, secondFactorFailure, secondFactorMethodsOf, takeChallengeAttempt, useChallenge } from './second-factor';
import type { ChallengeRow } from './second-factor';
import { redeemSecondFactorCode, sendSecondFactorCode } from './second-factor-code';
import { acceptTotpCode } from './totp';

/*
 * The answer of a login's second-factor challenge (second-factor.ts). Each challenge takes 5
 * answers; the limits below count answers across challenges, so that logging in again (a new
 * challenge) does not renew the budget for guessing a member's codes or real name (ASVS 6.5).
 */

/** Answers one member's challenges may take within an hour, whatever the challenges. */
export const SECOND_FACTOR_MEMBER_LIMIT: RateLimitRule = { name: 'second-factor-member', limit: 10, windowMs: 60 * 60_000 };
/** Answers one address may give within an hour, whatever the members. */
export const SECOND_FACTOR_ADDRESS_LIMIT: RateLimitRule = { name: 'second-factor-ip', limit: 30, windowMs: 60 * 60_000 };
const TOO_MANY_ANSWERS = 'Too many verification attempts: try again later';

const METHOD_MISSING: Record<SecondFactorMethod, string> = {
  SMS: 'This account has no bound phone: choose another way to verify',
  EMAIL: 'This account has no bound email: choose another way to verify',
  REAL_NAME: 'This account has no real name on record: choose another way to verify',
  TOTP: 'This account has no authenticator app set up: choose another way to verify',
};

function sameName(typed: string, recorded: string): boolean {
  // Digests of equal length, compared in constant time.
  const digest = (name: string) => createHash('sha256').update(comparableName(name)).digest();
  return timingSafeEqual(digest(typed), digest(recorded));
}

/** Checks the answer by its method; a wrong one throws the catalogue's code (CODE_INVALID, CODE_EXPIRED, CODE_MISSING). */
async function checkAnswer(deps: GatewayDeps, member: MemberRow, challenge: ChallengeRow, method: SecondFactorMethod, answer: string, now: Date): Promise<void> {
  switch (method) {
    case 'SMS':
    case 'EMAIL':
      return redeemSecondFactorCode(deps.db, challenge, method, answer, now);
    case 'REAL_NAME':
      if (!sameName(answer, member.payee_name ?? '')) throw new RequestError(400, ERROR_CODE.codeInvalid, 'The name does not match the real name of the account');
      return;
    case 'TOTP': {
      const verdict = await acceptTotpCode(deps.db, member.id, answer, now);
      if (verdict === 'reused') throw new RequestError(400, ERROR_CODE.codeInvalid, 'This authenticator code was used already: wait for the next one');
      if (verdict === 'wrong') throw new RequestError(400, ERROR_CODE.codeInvalid, 'The authenticator code is wrong: check the time on your phone and try again');
      return;
    }
  }
}

/** The challenge's member, and a method it has (BAD_REQUEST otherwise: no answer is counted). */
async function challengeMember(deps: GatewayDeps, challenge: ChallengeRow, method: SecondFactorMethod): Promise<MemberRow> {
  const member = await findMemberById(deps.db, challenge.member_id);
  if (!member) throw secondFactorFailure(400, ERROR_CODE.codeInvalid, 'This verification is no longer valid: please log in again', 0);
  if (!(await secondFactorMethodsOf(deps.db, member)).includes(method)) throw new RequestError(400, ERROR_CODE.badRequest, METHOD_MISSING[method]);
  return member;
}

async function verifySecondFactor(deps: GatewayDeps, input: { challenge: string; method: SecondFactorMethod; answer: string }, context: CallContext): Promise<LoginResult> {
  const { db } = deps;
  const { merchantCode, now, reply, request } = context;
  await enforceRateLimit(db, SECOND_FACTOR_ADDRESS_LIMIT, `${merchantCode}:${request.ip}`, now, reply, TOO_MANY_ANSWERS);
  const challenge = await liveChallenge(db, merchantCode, input.challenge, now);
  const member = await challengeMember(deps, challenge, input.method);
  await enforceRateLimit(db, SECOND_FACTOR_MEMBER_LIMIT, String(member.id), now, reply, TOO_MANY_ANSWERS);
  const attemptsLeft = await takeChallengeAttempt(db, challenge);
  try {
    await checkAnswer(deps, member, challenge, input.method, input.answer, now);
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    // The catalogue's code and message, with what the challenge still takes.
    const left = attemptsLeft === 0 ? 'please log in again' : `${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left`;
    throw secondFactorFailure(error.statusCode, error.code, `${error.message} (${left})`, attemptsLeft);
  }
  return db.transaction(async (tx) => {
    if (!(await useChallenge(tx, challenge, now))) throw secondFactorFailure(400, ERROR_CODE.codeInvalid, 'This verification is no longer valid: please log in again', 0);
    // The session is opened exactly as the password login would have opened it.
    const result = await openSession(tx, member.id, merchantCode, 'username', now, loginClientOf(request), challenge.password_expired);
    // The address the password came from is now the member's, proven by the second factor.
    await recordKnownAddress(tx, member.id, challenge.address, now);
    return result;
  });
}

export function registerSecondFactorCalls(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'secondFactorCode', {
    handler: async (input, context) => {
      const challenge = await liveChallenge(deps.db, context.merchantCode, input.challenge, context.now);
      const member = await challengeMember(deps, challenge, input.method);
      return sendSecondFactorCode(deps.db, {
        merchantCode: context.merchantCode,
        member,
        challenge,
        method: input.method,
        locale: context.locale,
        now: context.now,
        ip: context.request.ip,
        reply: context.reply,
      });
    },
  });

  registerCall(app, deps, 'verifySecondFactor', { handler: async (input, context) => verifySecondFactor(deps, input, context) });
}
