import { defineCall } from './define-call';
import type { LoginResult } from './entities';
import type { Static } from 'typebox';
import type { MobileRegisterRequestSchema, RegisterRequestSchema } from '../schemas/register';

/**
 * A registration (spec section 3, "Registration user"). Which optional fields are asked and
 * required comes from the registration validation rules; hidden fields are left out.
 */
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** A registration by mobile number: the number is required, the username is not asked. */
export type MobileRegisterRequest = Static<typeof MobileRegisterRequestSchema>;

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
