import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, FEATURE, TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import type { LoginRequest, LoginResult } from '@platform/api/contract';
import { isUniqueViolation } from '../db/errors';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { refuseExcludedSession } from '../protection/exclusions';
import { defaultDialingCode, loadMerchantOptions, requireFeature } from '../shared/merchant-options';
import { grantOpeningCredit } from '../wallet/opening-credit';
import { requireCaptcha } from './captcha';
import { loginClientOf, recordLoginAttempt } from './login-history';
import { CAPTCHA_FLAG } from './login-guard';
import { admitLoginAttempt, clearLoginFailures, recordLoginFailure } from './login-guard';
import { recordKnownAddress } from './known-addresses';
import { findMemberByAccount, findMemberByMobile } from './members';
import { NO_PASSWORD_HASH, openSession } from './open-session';
import { verifyAgainstNothing, verifyPassword } from './password';
import { mustChangeAfterLogin, redeemTemporaryPassword } from './password-policy';
import { loadRegistrationRules } from './registration-rules';
import { requireSecondFactorFromNewAddress } from './second-factor';
import { registerSecondFactorCalls } from './second-factor-routes';
import { revokeSession } from './session-store';
import { checkMobileNumber, consumeSmsCode } from './sms';

/** Trial accounts one address may open within an hour. */
const FREE_PLAY_LIMIT: RateLimitRule = { name: 'freeplay-ip', limit: 20, windowMs: 60 * 60_000 };
const BAD_CREDENTIALS_MESSAGE = 'Incorrect account or password';

async function loginWithPassword(deps: GatewayDeps, input: LoginRequest, context: CallContext): Promise<LoginResult> {
  const { db } = deps;
  const { merchantCode, now, request } = context;
  const account = (input.username ?? '').trim();
  const password = input.password ?? '';
  if (account === '' || password === '') throw new RequestError(400, ERROR_CODE.badRequest, 'Please enter your username and password');
  const subject = { merchantCode, account, ip: request.ip };
  const { captchaRequired } = await admitLoginAttempt(db, subject, now, context.reply);
  if (captchaRequired) await requireCaptcha(db, request, merchantCode, input, now);

  const member = await findMemberByAccount(db, merchantCode, account);
  let usedTemporaryPassword = false;
  let verified = member ? await verifyPassword(password, member.password_hash) : await verifyAgainstNothing(password);
  if (member && !verified) verified = usedTemporaryPassword = await redeemTemporaryPassword(db, member.id, password, now);
  if (!member || !verified) {
    await recordLoginFailure(db, subject, now);
    // The member's own history shows the failed attempts at its account.
    if (member) await recordLoginAttempt(db, { memberId: member.id, loginType: 'username', succeeded: false, client: loginClientOf(request), now });
    throw new RequestError(400, ERROR_CODE.badCredentials, BAD_CREDENTIALS_MESSAGE, CAPTCHA_FLAG);
  }
  await clearLoginFailures(db, subject);
  const options = await loadMerchantOptions(db, merchantCode);
  const passwordExpired = usedTemporaryPassword || mustChangeAfterLogin(member, options, now);
  // From an address the member has not logged in from, a second factor first (VERIFICATION_REQUIRED).
  // A temporary password came by email to the bound address: it proves the person as an email
  // code would, so it records the address without asking again.
  if (!usedTemporaryPassword) {
    // An excluded member is told so at once (openSession would refuse it after the second factor).
    await refuseExcludedSession(db, member.id, now);
    await requireSecondFactorFromNewAddress(db, member, { merchantCode, address: request.ip, passwordExpired, now });
  }
  const result = await openSession(db, member.id, merchantCode, 'username', now, loginClientOf(request), passwordExpired);
  await recordKnownAddress(db, member.id, request.ip, now);
  return result;
}

/** Mobile code login: the number and the SMS code from smsNoLogin; no captcha, never a forced change. */
async function loginWithSmsCode(deps: GatewayDeps, input: LoginRequest, context: CallContext): Promise<LoginResult> {
  const { db } = deps;
  const { merchantCode, now } = context;
  const options = await loadMerchantOptions(db, merchantCode);
  requireFeature(options, FEATURE.mobileCodeLogin, 'Login with an SMS code');
  const rules = await loadRegistrationRules(db, merchantCode, options);
  const mobile = checkMobileNumber(rules, input.mobileNum, input.countryDialingCode ?? defaultDialingCode(options));
  await admitLoginAttempt(db, { merchantCode, account: `+${mobile.countryDialingCode}${mobile.mobileNum}`, ip: context.request.ip }, now, context.reply);
  // Codes are kept only for numbers with an account, so an unknown number fails here as CODE_INVALID.
  await consumeSmsCode(db, merchantCode, mobile, 'noLogin', input.verificationCode, now);
  const member = await findMemberByMobile(db, merchantCode, mobile);
  if (!member) throw new RequestError(400, ERROR_CODE.codeInvalid, 'The verification code is not valid: ask for a new code');
  const result = await openSession(db, member.id, merchantCode, 'sms', now, loginClientOf(context.request));
  // The code to the bound phone is the second factor already (it is what a challenge would send):
  // the address is recorded without asking again.
  await recordKnownAddress(db, member.id, context.request.ip, now);
  return result;
}

function trialAccountName(): string {
  return `try${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

async function createTrialAccount(deps: GatewayDeps, context: CallContext): Promise<LoginResult> {
  const { merchantCode, now } = context;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: number }>(
          'insert into member (merchant_code, account, password_hash, password_changed_at, type, nickname, created_at) values ($1, $2, $3, $6, $4, $5, $6) returning id',
          [merchantCode, trialAccountName(), NO_PASSWORD_HASH, TRIAL_ACCOUNT_TYPE, null, now],
        );
        const memberId = inserted.rows[0]!.id;
        await grantOpeningCredit(tx, memberId, merchantCode, now);
        return openSession(tx, memberId, merchantCode, 'freeplay', now, loginClientOf(context.request));
      });
    } catch (error) {
      // Another trial account took the random name: draw again.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

export function registerSessionCalls(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'login', {
    handler: async (input, context) =>
      input.type === 'sms' ? loginWithSmsCode(deps, input, context) : loginWithPassword(deps, input, context),
  });

  registerCall(app, deps, 'freePlayLogin', {
    handler: async (_input, context) => {
      const options = await loadMerchantOptions(deps.db, context.merchantCode);
      requireFeature(options, FEATURE.freePlay, 'Free play');
      await enforceRateLimit(deps.db, FREE_PLAY_LIMIT, `${context.merchantCode}:${context.request.ip}`, context.now, context.reply);
      return createTrialAccount(deps, context);
    },
  });

  registerSecondFactorCalls(app, deps);

  registerCall(app, deps, 'logout', {
    handler: async (_input, context) => {
      await revokeSession(deps.db, requireSession(context).tokenHash, context.now);
      return null;
    },
  });
}
