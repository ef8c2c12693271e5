import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bindEmail,
  bindPhone,
  changePassword,
  changePaymentPassword,
  disableTotp,
  enableTotp,
  loginHistory,
  memberSessions,
  securityProfile,
  setPaymentPassword,
  signOutOtherSessions,
  signOutSession,
  totpSetup,
  updateNickname,
  type BindEmailRequest,
  type BindPhoneRequest,
  type BoundContact,
  type ChangePasswordRequest,
  type ChangePaymentPasswordRequest,
  type SetPaymentPasswordRequest,
  type SecurityProfile,
  type SignedOut,
  type DisableTotpRequest,
  type EnableTotpRequest,
  type TotpSetup,
  type TotpStatus,
  type UpdateNicknameResult,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Rows a page of the login history. */
export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const securityQueryKeys = {
  profile: (token: string) => [...queryKeys.member(token), 'security', 'profile'] as const,
  loginHistory: (token: string, page: number) => [...queryKeys.member(token), 'security', 'logins', page] as const,
  loginHistoryAll: (token: string) => [...queryKeys.member(token), 'security', 'logins'] as const,
  sessions: (token: string) => [...queryKeys.member(token), 'security', 'sessions'] as const,
};

/** The profile: nickname, avatar, real name, and the email and phone masked by the gateway. */
export function useSecurityProfile() {
  const token = useSessionToken();
  return useQuery({ queryKey: securityQueryKeys.profile(token), queryFn: () => api.call(securityProfile, {}), enabled: token !== '' });
}

export function useLoginHistory(page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: securityQueryKeys.loginHistory(token, page),
    queryFn: () => api.call(loginHistory, { pageNo: page, pageSize: LOGIN_HISTORY_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

export function useMemberSessions() {
  const token = useSessionToken();
  return useQuery({ queryKey: securityQueryKeys.sessions(token), queryFn: () => api.call(memberSessions, {}), enabled: token !== '' });
}

/** Saves the nickname; the header's member info shows the new one. */
export function useUpdateNickname() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<UpdateNicknameResult, unknown, string>({
    mutationFn: (nickname) => api.call(updateNickname, { nickname }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: securityQueryKeys.profile(token) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo(token) });
    },
  });
}

/**
 * Changes the login password. The gateway keeps this session and signs out every other one, so
 * the list of sessions is asked again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<null, unknown, ChangePasswordRequest>({
    mutationFn: (request) => api.call(changePassword, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: securityQueryKeys.sessions(token) }),
  });
}

function useBindContact<Request>(bind: (request: Request) => Promise<BoundContact>) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<BoundContact, unknown, Request>({
    mutationFn: bind,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: securityQueryKeys.profile(token) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo(token) });
    },
  });
}

export function useBindPhone() {
  return useBindContact<BindPhoneRequest>((request) => api.call(bindPhone, request));
}

export function useBindEmail() {
  return useBindContact<BindEmailRequest>((request) => api.call(bindEmail, request));
}

/**
 * Sets or changes the payment password. The status is asked again after a refusal too: wrong
 * passwords count towards a lock that the section shows.
 */
function usePaymentPasswordMutation<Request>(send: (request: Request) => Promise<null>) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<null, unknown, Request>({
    mutationFn: send,
    // Other pages' answers that carry whether it is set (the withdrawal form, the transfer to the
    // upline) are marked stale, without asking for them now: they are asked again when shown.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.member(token), refetchType: 'none' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.paymentPassword(token) }),
  });
}

export function useSetPaymentPassword() {
  return usePaymentPasswordMutation<SetPaymentPasswordRequest>((request) => api.call(setPaymentPassword, request));
}

export function useChangePaymentPassword() {
  return usePaymentPasswordMutation<ChangePaymentPasswordRequest>((request) => api.call(changePaymentPassword, request));
}

/** Signs out one other session, or every other one (`sessionId` null); the list is asked again either way. */
export function useSignOutSessions() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<SignedOut, unknown, number | null>({
    mutationFn: (sessionId) => (sessionId === null ? api.call(signOutOtherSessions, {}) : api.call(signOutSession, { sessionId })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: securityQueryKeys.sessions(token) }),
  });
}

/** A new authenticator secret and its otpauth:// address (for the QR code); not in use until enabled. */
export function useTotpSetup() {
  return useMutation<TotpSetup, unknown, void>({ mutationFn: () => api.call(totpSetup, {}) });
}

/** Writes the authenticator's state into the profile and asks for it again. */
function usePutTotpStatus() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return ({ enabled }: TotpStatus) => {
    queryClient.setQueryData<SecurityProfile>(securityQueryKeys.profile(token), (profile) => profile && { ...profile, totpEnabled: enabled });
    void queryClient.invalidateQueries({ queryKey: securityQueryKeys.profile(token) });
  };
}

/** Confirms the new secret with a code from the app: from now on it is a second factor. */
export function useEnableTotp() {
  return useMutation<TotpStatus, unknown, EnableTotpRequest>({ mutationFn: (request) => api.call(enableTotp, request), onSuccess: usePutTotpStatus() });
}

/** Removes the authenticator, with the login password. */
export function useDisableTotp() {
  return useMutation<TotpStatus, unknown, DisableTotpRequest>({ mutationFn: (request) => api.call(disableTotp, request), onSuccess: usePutTotpStatus() });
}
