import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, FEATURE, GATEWAY_ERROR_CODE, captcha, freePlayLogin, login, smsNoLogin, type LoginResult } from '@platform/api';
import { dialogs } from '@platform/ui';
import { api } from '../../lib/api';
import type { FeatureFlags } from '../../brand/feature-flags';
import { activateLocale } from '../../lib/i18n/activate-locale';
import { closeAppModal, getAppModals, removeAppModal } from '../../lib/app-modals';
import { sessionStore } from '../../lib/session/session';
import {
  LoginError,
  REMEMBER_STORAGE_KEY,
  REMEMBER_TTL_MS,
  createCaptchaSource,
  logIn,
  logInFreePlay,
  readRememberedLogin,
  rememberLogin,
  requestSmsCode,
} from './login';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

function flags(overrides: Partial<Record<string, boolean>> = {}): FeatureFlags {
  return {
    [FEATURE.mobileRegistration]: true,
    [FEATURE.registrationSmsVerification]: true,
    [FEATURE.mobilePasswordOnRegistration]: true,
    [FEATURE.freePlay]: true,
    [FEATURE.forcedPasswordChange]: true,
    [FEATURE.mobileCodeLogin]: true,
    [FEATURE.directRegistration]: true,
    [FEATURE.usernameRegistration]: true,
    ...overrides,
  } as FeatureFlags;
}

const OK: LoginResult = { token: 'tok-1', firstTimeLogin: false, passwordExpired: false };

function answerLogin(result: LoginResult | Error) {
  call.mockImplementation(async (definition) => {
    if (definition !== login) throw new Error(`unexpected call ${definition.path}`);
    if (result instanceof Error) throw result;
    return result;
  });
}

const openModals = () => getAppModals().filter((entry) => entry.isOpen).map(({ name, params }) => ({ name, params }));

beforeEach(async () => {
  await activateLocale('en');
  call.mockReset();
  sessionStore.signOut();
});

afterEach(() => {
  closeAppModal('changePassword');
  removeAppModal('changePassword');
  vi.restoreAllMocks();
});

describe('logIn', () => {
  it('logs in by username, stores the session and asks for nothing more', async () => {
    answerLogin(OK);
    const outcome = await logIn({ type: 'username', username: 'player01', password: 'player123' }, { flags: flags() });
    expect(call).toHaveBeenCalledWith(login, { type: 'username', username: 'player01', password: 'player123' });
    expect(sessionStore.get()).toEqual({ token: 'tok-1', account: 'player01', type: null });
    expect(outcome.isPasswordChangeForced).toBe(false);
    expect(openModals()).toEqual([]);
  });

  it('sends the captcha answer with the key of the image shown', async () => {
    answerLogin(OK);
    await logIn({ type: 'username', username: 'player01', password: 'player123', captcha: '4821' }, { flags: flags(), captchaKey: 'key-0123456789abcdef' });
    expect(call).toHaveBeenCalledWith(login, {
      type: 'username',
      username: 'player01',
      password: 'player123',
      captcha: '4821',
      captchaKey: 'key-0123456789abcdef',
    });
  });

  it('rejects a failure flagged with the captcha so that the form shows it, in the catalogue’s words', async () => {
    answerLogin(new ApiError({ code: GATEWAY_ERROR_CODE.badCredentials, status: 400, message: 'Incorrect account or password', value: { captcha: true } }));
    const failure = logIn({ type: 'username', username: 'player01', password: 'wrong' }, { flags: flags() });
    await expect(failure).rejects.toBeInstanceOf(LoginError);
    await expect(failure).rejects.toMatchObject({ captchaRequired: true, message: 'Incorrect account or password.' });
    expect(sessionStore.get()).toBeNull();
  });

  it('rejects without the captcha flag when the gateway does not ask for it', async () => {
    answerLogin(new ApiError({ code: GATEWAY_ERROR_CODE.systemError, status: 500, message: 'boom' }));
    await expect(logIn({ type: 'username', username: 'a', password: 'b' }, { flags: flags() })).rejects.toMatchObject({
      captchaRequired: false,
      message: 'System error. Please try again later.',
    });
  });

  it('forces a password change for an expired password when the flag is on', async () => {
    answerLogin({ ...OK, passwordExpired: true });
    const outcome = await logIn({ type: 'username', username: 'expired01', password: 'expired123' }, { flags: flags() });
    expect(outcome.isPasswordChangeForced).toBe(true);
    expect(openModals()).toEqual([{ name: 'changePassword', params: { forced: true, reason: 'expired' } }]);
    expect(sessionStore.get()?.token).toBe('tok-1');
  });

  it('forces a password change on the first login with a default password, even with the flag off', async () => {
    answerLogin({ ...OK, passwordExpired: true, firstTimeLogin: true });
    const outcome = await logIn({ type: 'username', username: 'newbie01', password: 'welcome123' }, { flags: flags({ [FEATURE.forcedPasswordChange]: false }) });
    expect(outcome.isPasswordChangeForced).toBe(true);
    expect(openModals()).toEqual([{ name: 'changePassword', params: { forced: true, reason: 'default' } }]);
  });

  it('does not force a change for an expired password when the flag is off, nor for a first login alone', async () => {
    answerLogin({ ...OK, passwordExpired: true });
    expect((await logIn({ type: 'username', username: 'a', password: 'b' }, { flags: flags({ [FEATURE.forcedPasswordChange]: false }) })).isPasswordChangeForced).toBe(false);
    answerLogin({ ...OK, firstTimeLogin: true });
    expect((await logIn({ type: 'username', username: 'a', password: 'b' }, { flags: flags() })).isPasswordChangeForced).toBe(false);
    expect(openModals()).toEqual([]);
  });

  it('never forces a change after an SMS login', async () => {
    answerLogin({ ...OK, passwordExpired: true, firstTimeLogin: true });
    const outcome = await logIn(
      { type: 'sms', mobileNum: '123456780', countryCode: 'MY', countryDialingCode: '60', verificationCode: '123456' },
      { flags: flags() },
    );
    expect(call).toHaveBeenCalledWith(login, {
      type: 'sms',
      mobileNum: '123456780',
      countryCode: 'MY',
      countryDialingCode: '60',
      verificationCode: '123456',
    });
    expect(outcome.isPasswordChangeForced).toBe(false);
    expect(openModals()).toEqual([]);
    expect(sessionStore.get()).toEqual({ token: 'tok-1', account: '123456780', type: null });
  });
});

describe('free play', () => {
  it('opens a trial session, known as a trial account at once', async () => {
    call.mockResolvedValue({ ...OK, token: 'trial-tok' });
    await logInFreePlay();
    expect(call).toHaveBeenCalledWith(freePlayLogin, expect.objectContaining({ platform: 'web', gatewayVersion: 3 }));
    expect(sessionStore.get()).toEqual({ token: 'trial-tok', account: '', type: 4 });
  });
});

describe('captcha keys', () => {
  it('draws each image for a new key of the accepted shape, and remembers the last', async () => {
    call.mockResolvedValue('data:image/svg+xml;base64,AAAA');
    const source = createCaptchaSource();
    expect(source.key()).toBeUndefined();
    await source.fetchImage();
    const first = source.key();
    await source.fetchImage();
    const second = source.key();
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(second).not.toBe(first);
    expect(call).toHaveBeenLastCalledWith(captcha, { captchaKey: second });
  });
});

describe('SMS codes', () => {
  it('shows the server’s message in a warning dialog when the send fails, and rejects', async () => {
    const alert = vi.spyOn(dialogs, 'alert').mockImplementation(() => Object.assign(Promise.resolve(), { id: 'x' }));
    call.mockRejectedValue(new ApiError({ code: GATEWAY_ERROR_CODE.smsSendFailed, status: 400, message: 'The SMS provider is down' }));
    const request = { mobileNum: '123456780', countryCode: 'MY', countryDialingCode: '60' };
    await expect(requestSmsCode(smsNoLogin, request)).rejects.toThrow('The SMS provider is down');
    expect(call).toHaveBeenCalledWith(smsNoLogin, request);
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Warning', text: 'The SMS provider is down', buttonLabel: 'Confirm' }));
  });

  it('resolves with the wait the server gives', async () => {
    call.mockResolvedValue({ expiredMinutes: 2 });
    await expect(requestSmsCode(smsNoLogin, { mobileNum: '1', countryDialingCode: '60' })).resolves.toEqual({ expiredMinutes: 2 });
  });
});

describe('remember me', () => {
  const NOW = Date.UTC(2025, 0, 1, 12);
  const COUNTRIES = [
    { countryCode: 'MY', countryDialingCode: '60' },
    { countryCode: 'SG', countryDialingCode: '65' },
  ];

  it('keeps the username, mobile number and dialling code, never a password', () => {
    // A careless caller passing more than the form does: only the identifiers are written.
    rememberLogin({ username: 'player01', mobileNum: '123456780', countryCode: 'SG', password: 'player123' } as never, COUNTRIES, NOW);
    const raw = localStorage.getItem(REMEMBER_STORAGE_KEY)!;
    expect(raw).not.toContain('player123');
    expect(JSON.parse(raw)).toEqual({
      username: 'player01',
      mobileNum: '123456780',
      countryCode: 'SG',
      countryDialingCode: '65',
      expiresAt: NOW + REMEMBER_TTL_MS,
    });
    expect(REMEMBER_STORAGE_KEY).toBe('rememberedLogin:DEMO_ROYAL');
    expect(readRememberedLogin(NOW + 1000)).toEqual({ username: 'player01', mobileNum: '123456780', countryCode: 'SG' });
  });

  it('forgets them after 24 hours', () => {
    rememberLogin({ username: 'player01' }, COUNTRIES, NOW);
    expect(readRememberedLogin(NOW + REMEMBER_TTL_MS - 1)).toEqual({ username: 'player01' });
    expect(readRememberedLogin(NOW + REMEMBER_TTL_MS)).toBeUndefined();
    expect(localStorage.getItem(REMEMBER_STORAGE_KEY)).toBeNull();
  });

  it('forgets them when the box is unticked, and ignores what it cannot read', () => {
    rememberLogin({ username: 'player01' }, COUNTRIES, NOW);
    rememberLogin(undefined);
    expect(localStorage.getItem(REMEMBER_STORAGE_KEY)).toBeNull();
    localStorage.setItem(REMEMBER_STORAGE_KEY, 'not json');
    expect(readRememberedLogin(NOW)).toBeUndefined();
    localStorage.setItem(REMEMBER_STORAGE_KEY, JSON.stringify({ username: 'player01' }));
    expect(readRememberedLogin(NOW)).toBeUndefined();
  });
});
