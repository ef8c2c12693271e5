import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import type { LocalizedText } from '../http/locale';
import { localize } from '../http/locale';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { PHONE_RESET_SETTING, defaultDialingCode, isSettingOn, loadMerchantOptions } from '../shared/merchant-options';
import { avatarUrl, iconUrl } from './avatar';
import { deliverMail } from './inbox';
import { findMemberByMobile, sessionMember, toMemberInfo } from './members';
import { verifyPassword } from './password';
import { PASSWORD_CHECK_LIMIT, RESET_PASSWORD_TTL_MS, checkNewPassword, setMemberPassword, storeResetPassword, temporaryPassword } from './password-policy';
import { loadRegistrationRules } from './registration-rules';
import { clearPasswordChangeRequirement, revokeOtherSessions } from './session-store';
import { checkMobileNumber, consumeSmsCode } from './sms';

/** Reset requests: per address, and mails per account. */
const RESET_ADDRESS_LIMIT: RateLimitRule = { name: 'password-reset-ip', limit: 10, windowMs: 60 * 60_000 };
const RESET_MAIL_LIMIT: RateLimitRule = { name: 'password-reset-mail', limit: 3, windowMs: 60 * 60_000 };

const RESET_MAIL: { subject: LocalizedText; body: LocalizedText } = {
  subject: {
    ms: '[{brand}] Tetapkan semula kata laluan anda',
    en: '[{brand}] Reset your password',
    zh: '【{brand}】重置您的密码',
  },
  body: {
    ms: 'Hai {account}, kami telah menerima permintaan untuk menetapkan semula kata laluan anda. Kata laluan sementara anda ialah {password}. Ia boleh digunakan sekali dalam masa 30 minit, dan anda akan diminta memilih kata laluan baharu selepas log masuk. Kata laluan semasa anda masih berfungsi. Jika anda tidak membuat permintaan ini, abaikan e-mel ini.',
    en: 'Hello {account}, we received a request to reset your password. Your temporary password is {password}. It works once within 30 minutes, and you will be asked to choose a new password after logging in. Your current password keeps working. If you did not ask for this, ignore this email.',
    zh: '{account} 您好，我们收到了重置您密码的请求。您的临时密码是 {password}，可在 30 分钟内使用一次，登录后系统会要求您设置新密码。您当前的密码仍然有效。如果这不是您本人的操作，请忽略此邮件。',
  },
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function registerMemberCalls(app: FastifyInstance, deps: GatewayDeps): void {
  const { db } = deps;

  registerCall(app, deps, 'memberInfo', {
    handler: async (_input, context) =>
      toMemberInfo(await sessionMember(db, context), context.locale, await loadMerchantOptions(db, context.merchantCode)),
  });

  registerCall(app, deps, 'memberIcon', {
    handler: async (_input, context) => {
      const member = await sessionMember(db, context);
      return { iconId: member.icon_id, url: member.icon_id === null ? null : iconUrl(member.icon_id) };
    },
  });

  registerCall(app, deps, 'playerAvatar', {
    handler: async (_input, context) => {
      const member = await sessionMember(db, context);
      // A trial account has no avatar: the site shows its default.
      return { avatarUrl: member.type === TRIAL_ACCOUNT_TYPE ? null : avatarUrl(member.merchant_code, member.id) };
    },
  });

  registerCall(app, deps, 'changePassword', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const session = requireSession(context);
      await enforceRateLimit(db, PASSWORD_CHECK_LIMIT, String(session.memberId), context.now, context.reply);
      const options = await loadMerchantOptions(db, context.merchantCode);
      checkNewPassword(await loadRegistrationRules(db, context.merchantCode, options), 'newPassword', input.newPassword);
      if (input.confirmNewPassword !== input.newPassword) throw new RequestError(400, ERROR_CODE.badRequest, 'The two passwords differ');
      const member = await sessionMember(db, context);
      const oldPassword = input.oldPassword ?? '';
      // The change-password modal right after a login with the default or an expired password
      // may leave the old one out: this session has just proved it.
      if (oldPassword === '' && !session.mustChangePassword) throw new RequestError(400, ERROR_CODE.badRequest, 'Please enter your old password');
      if (oldPassword !== '' && !(await verifyPassword(oldPassword, member.password_hash))) {
        throw new RequestError(400, ERROR_CODE.passwordIncorrect, 'The old password is incorrect');
      }
      if (await verifyPassword(input.newPassword, member.password_hash)) {
        throw new RequestError(400, ERROR_CODE.badRequest, 'The new password must differ from the current one');
      }
      await db.transaction(async (tx) => {
        await setMemberPassword(tx, member.id, input.newPassword, context.now);
        await clearPasswordChangeRequirement(tx, session.tokenHash);
        await revokeOtherSessions(tx, member.id, session.tokenHash, context.now);
      });
      return null;
    },
  });

  registerCall(app, deps, 'forgotPasswordByEmail', {
    handler: async (input, context) => {
      const { merchantCode, now } = context;
      await enforceRateLimit(db, RESET_ADDRESS_LIMIT, `${merchantCode}:${context.request.ip}`, now, context.reply);
      const found = await db.query<{ id: number; account: string; email: string; name: string }>(
        `select m.id, m.account, m.email, merchant.name from member m join merchant on merchant.code = m.merchant_code
          where m.merchant_code = $1 and lower(m.account) = lower($2) and lower(m.email) = lower($3) and m.type <> $4`,
        [merchantCode, input.username.trim(), input.email.trim(), TRIAL_ACCOUNT_TYPE],
      );
      const member = found.rows[0];
      if (!member) throw new RequestError(400, ERROR_CODE.usernameOrEmailUnknown, 'The username or email does not exist');
      await enforceRateLimit(db, RESET_MAIL_LIMIT, String(member.id), now, context.reply, 'A reset mail was sent several times already: try again later');
      const password = temporaryPassword();
      const values = { brand: member.name, account: member.account, password, minutes: String(RESET_PASSWORD_TTL_MS / 60_000) };
      await db.transaction(async (tx) => {
        await storeResetPassword(tx, member.id, password, now);
        await deliverMail(tx, {
          merchantCode,
          email: member.email,
          subject: fill(localize(RESET_MAIL.subject, context.locale), values),
          body: fill(localize(RESET_MAIL.body, context.locale), values),
          now,
        });
      });
      return null;
    },
  });

  registerCall(app, deps, 'setPasswordByPhone', {
    handler: async (input, context) => {
      const { merchantCode, now } = context;
      const options = await loadMerchantOptions(db, merchantCode);
      if (!isSettingOn(options, PHONE_RESET_SETTING)) {
        throw new RequestError(403, ERROR_CODE.operationNotAllowed, 'Password reset by phone is not offered by this site');
      }
      const rules = await loadRegistrationRules(db, merchantCode, options);
      const mobile = checkMobileNumber(rules, input.mobileNum, input.countryDialingCode ?? defaultDialingCode(options));
      checkNewPassword(rules, 'newPassword', input.newPassword);
      await consumeSmsCode(db, merchantCode, mobile, 'noLogin', input.verificationCode, now);
      const member = await findMemberByMobile(db, merchantCode, mobile);
      if (!member) throw new RequestError(400, ERROR_CODE.codeInvalid, 'The verification code is not valid: ask for a new code');
      await db.transaction(async (tx) => {
        await setMemberPassword(tx, member.id, input.newPassword, now);
        await revokeOtherSessions(tx, member.id, null, now);
      });
      // The code proved the phone is theirs: the account lets the site log in with the new password.
      return { account: member.account };
    },
  });

  registerCall(app, deps, 'updateLanguage', {
    handler: async (input, context) => {
      await db.query('update member set language = $2 where id = $1', [requireSession(context).memberId, input.language]);
      return null;
    },
  });

  registerCall(app, deps, 'unreadCount', {
    handler: async (_input, context) => {
      const result = await db.query<{ unread: number }>('select count(*)::int as unread from member_message where member_id = $1 and read_at is null', [
        requireSession(context).memberId,
      ]);
      return { unreadMessage: result.rows[0]?.unread ?? 0 };
    },
  });
}
