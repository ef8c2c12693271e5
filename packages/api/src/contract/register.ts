import { defineCall } from './define-call';
import type { LoginResult } from './entities';
import type { RegisterRequest, MobileRegisterRequest } from '../schemas/register';
export type { RegisterRequest, MobileRegisterRequest } from '../schemas/register';

/** Registers by username (the "register" tab) and logs in; public, encrypted. */
export const register = defineCall<RegisterRequest, LoginResult>({
  method: 'PUT',
  path: '/wps/member/register',
  auth: false,
  encrypted: true,
});

/** Registers by mobile number (the "registerMobile" tab) and logs in; public, encrypted. */
export const registerMobile = defineCall<MobileRegisterRequest, LoginResult>({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: false,
  encrypted: true,
});
