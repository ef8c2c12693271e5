import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  GATEWAY_ERROR_CODE,
  isApiError,
  secondFactorCode,
  verifySecondFactor,
  type LoginResult,
  type SecondFactorChallenge,
  type SecondFactorCodeResult,
  type SecondFactorMethod,
} from '@platform/api';
import { api } from '../../lib/api';
import { openAppModal } from '../../lib/app-modals';
import { sessionStore } from '../../lib/session/session';

/*
 * The second step of a login from an address the member has not logged in from (spec section 4,
 * issue 22 item 5): the password was right, and the gateway answered VERIFICATION_REQUIRED with a
 * challenge. Until the challenge is answered (or spent, or expired) the login forms show the
 * second-factor step instead of the password; a right answer completes the login as the password
 * would have.
 */

/** A login waiting for its second factor. */
export interface PendingSecondFactor {
  challenge: SecondFactorChallenge;
  /** The account typed at the password step: the session's account once verified. */
  account: string;
}

/** Why the player is back at the password step. */
export type SecondFactorEnd = 'expired' | 'spent';

type SecondFactorState = { pending: PendingSecondFactor | null; ended: SecondFactorEnd | null };

const store = /* @__PURE__ */ createStore<SecondFactorState>(() => ({ pending: null, ended: null }));

/** The challenge of a VERIFICATION_REQUIRED failure, when the error is one. */
export function challengeOf(error: unknown): SecondFactorChallenge | null {
  if (!isApiError(error) || error.code !== GATEWAY_ERROR_CODE.verificationRequired) return null;
  const value = error.value as Partial<SecondFactorChallenge> | null;
  if (!value || typeof value.challenge !== 'string' || !Array.isArray(value.methods) || value.methods.length === 0) return null;
  return value as SecondFactorChallenge;
}

export function startSecondFactor(pending: PendingSecondFactor): void {
  store.setState({ pending, ended: null }, true);
}

/** Back to the password step: `ended` says why (the forms show it), or nothing when the player chose to. */
export function endSecondFactor(ended: SecondFactorEnd | null = null): void {
  store.setState({ pending: null, ended }, true);
}

/** The message of the last ended challenge has been shown and is forgotten. */
export function clearSecondFactorEnd(): void {
  if (store.getState().ended !== null) store.setState({ ...store.getState(), ended: null }, true);
}

export function getSecondFactor(): SecondFactorState {
  return store.getState();
}

export function useSecondFactor(): SecondFactorState {
  return useStore(store);
}

/** Sends a code for the challenge to the bound phone (SMS) or email. Rejects with the ApiError. */
export function sendSecondFactorCode(pending: PendingSecondFactor, method: 'SMS' | 'EMAIL'): Promise<SecondFactorCodeResult> {
  return api.call(secondFactorCode, { challenge: pending.challenge.challenge, method });
}

/** Answers left of a failed answer (the failure's value); undefined when the gateway did not say. */
export function attemptsLeftOf(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  const left = (error.value as { attemptsLeft?: unknown } | null)?.attemptsLeft;
  return typeof left === 'number' ? left : undefined;
}

/**
 * Answers the challenge. A right answer stores the session exactly as a password login does (and
 * asks for a new password when it has expired, unless the brand does not force it); the pending
 * challenge is forgotten. A failure rejects with the ApiError; when the challenge is over
 * (attemptsLeft 0: spent or expired) the player is sent back to the password step.
 */
export async function answerSecondFactor(
  pending: PendingSecondFactor,
  method: SecondFactorMethod,
  answer: string,
  isPasswordChangeForced: (result: LoginResult) => boolean,
): Promise<LoginResult> {
  let result: LoginResult;
  try {
    result = await api.call(verifySecondFactor, { challenge: pending.challenge.challenge, method, answer });
  } catch (error) {
    if (attemptsLeftOf(error) === 0) {
      endSecondFactor(isApiError(error) && error.code === GATEWAY_ERROR_CODE.codeExpired ? 'expired' : 'spent');
    }
    throw error;
  }
  endSecondFactor();
  sessionStore.signIn({ token: result.token, account: pending.account, type: null });
  if (isPasswordChangeForced(result)) {
    openAppModal('changePassword', { forced: true, reason: result.firstTimeLogin ? 'default' : 'expired' });
  }
  return result;
}
