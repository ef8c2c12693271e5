import { vi } from 'vitest';
import {
  ApiError,
  bindEmail,
  bindEmailCode,
  bindPhone,
  bindPhoneCode,
  changePassword,
  changePaymentPassword,
  countryCode,
  disableTotp,
  enableTotp,
  loginHistory,
  memberSessions,
  paymentPasswordStatus,
  securityProfile,
  setPaymentPassword,
  signOutOtherSessions,
  signOutSession,
  totpSetup,
  updateNickname,
  validationRules,
  type LoginHistoryPage,
  type MemberSession,
  type PaymentPasswordStatus,
  type SecurityProfile,
} from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { siteStatusFixture } from '../../../test/site-status';

/** For the security centre's tests: the gateway's answers, which a test may change before rendering. */

export const call = vi.mocked(api.call);

export const TOKEN = 'member-token';

export const PROFILE: SecurityProfile = {
  account: 'player01',
  nickname: 'Lucky',
  avatarUrl: '/avatars/player01.svg',
  realName: 'Tan Ah Kow',
  maskedEmail: 'p***@example.com',
  maskedPhone: '+60 12****789',
  countryDialingCode: '60',
  hasPassword: true,
  totpEnabled: false,
};

export const TOTP_SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Demo:player01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Demo' };

export const HISTORY: LoginHistoryPage = {
  list: [
    { loginTime: '2026-11-21T08:30:00.000Z', ip: '198.51.100.4', browser: 'Chrome', os: 'Android', loginType: 'username', success: true },
    { loginTime: '2026-11-20T22:05:00.000Z', ip: '203.0.113.9', browser: null, os: null, loginType: 'username', success: false },
    { loginTime: '2026-11-19T10:00:00.000Z', ip: '198.51.100.4', browser: 'Safari', os: null, loginType: 'sms', success: true },
  ],
  totalPages: 2,
};

export const SESSIONS: MemberSession[] = [
  {
    sessionId: 7,
    browser: 'Chrome',
    os: 'Android',
    ip: '198.51.100.4',
    lastSeenIp: '198.51.100.4',
    loginType: 'username',
    signedInAt: '2026-11-21T08:30:00.000Z',
    lastSeenAt: '2026-11-21T09:00:00.000Z',
    isCurrent: true,
  },
  {
    sessionId: 5,
    browser: 'Firefox',
    os: 'Windows',
    ip: '203.0.113.9',
    lastSeenIp: '203.0.113.10',
    loginType: 'username',
    signedInAt: '2026-11-18T08:30:00.000Z',
    lastSeenAt: '2026-11-20T12:00:00.000Z',
    isCurrent: false,
  },
];

export const RULES = {
  password: { enabled: true, required: true, acceptedPattern: '[A-Za-z0-9]+', patternId: 'lettersOrDigits', minLength: 6, maxLength: 16 },
  mobileNum: { enabled: true, required: true, acceptedPattern: '[0-9]+', patternId: 'digits', minLength: 9, maxLength: 10 },
};

export const COUNTRIES = {
  countryCode: 'MY',
  countries: [
    { countryCode: 'MY', countryDialingCode: '60' },
    { countryCode: 'SG', countryDialingCode: '65' },
  ],
};

/** The answers a test starts with; `overrides` replaces some. */
export interface Answers {
  profile: SecurityProfile;
  paymentPassword: PaymentPasswordStatus;
  history: LoginHistoryPage;
  sessions: MemberSession[];
}

export function answer(overrides: Partial<Answers> = {}) {
  const answers: Answers = { profile: PROFILE, paymentPassword: { isSet: false, lockedUntil: null }, history: HISTORY, sessions: SESSIONS, ...overrides };
  call.mockImplementation(async (definition, input) => {
    if (definition === securityProfile) return answers.profile;
    if (definition === paymentPasswordStatus) return answers.paymentPassword;
    if (definition === loginHistory) return answers.history;
    if (definition === memberSessions) return answers.sessions;
    if (definition === validationRules) return RULES;
    if (definition === countryCode) return COUNTRIES;
    if (definition === updateNickname) return { nickname: (input as { nickname: string }).nickname.trim().replace(/\s+/g, ' ') };
    if (definition === bindPhoneCode) return { expiredMinutes: 2, validMinutes: 5 };
    if (definition === bindEmailCode) return { expiredMinutes: 1, validMinutes: 10 };
    if (definition === bindPhone) return { masked: '+60 11****999' };
    if (definition === bindEmail) return { masked: 'n***@example.org' };
    if (definition === signOutSession) return { signedOut: 1 };
    if (definition === signOutOtherSessions) return { signedOut: 1 };
    if (definition === changePassword || definition === setPaymentPassword || definition === changePaymentPassword) return null;
    if (definition === totpSetup) return TOTP_SETUP;
    if (definition === enableTotp || definition === disableTotp) {
      // The gateway's profile follows.
      answers.profile = { ...answers.profile, totpEnabled: definition === enableTotp };
      return { enabled: answers.profile.totpEnabled };
    }
    throw new Error('unexpected call');
  });
  return answers;
}

export function refusal(code: string, status = 400, message = 'refused') {
  return new ApiError({ code, status, message });
}

export function signInMember() {
  sessionStore.signIn({ token: TOKEN, account: 'player01', type: 0 });
}

export const siteStatus = siteStatusFixture();

/** How many times a call was made. */
export function callsOf(definition: unknown) {
  return call.mock.calls.filter(([made]) => made === definition);
}

/** Makes the first `definition` call fail with a system error; the others answer as before. */
export function failFirst(definition: unknown) {
  const answerAsBefore = call.getMockImplementation()!;
  let hasFailed = false;
  call.mockImplementation(async (made, input) => {
    if (made === definition && !hasFailed) {
      hasFailed = true;
      throw refusal('SYSTEM_ERROR', 500);
    }
    return answerAsBefore(made, input);
  });
}
