import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelLimitChange,
  confirmLimitChange,
  declineDepositLimitPrompt,
  exclude,
  protectionHistory,
  protectionSettings,
  setLimit,
  setRealityCheck,
  type ExcludeRequest,
  type Exclusion,
  type LimitChangeRequest,
  type PlayerLimit,
  type ProtectionSettings,
  type SetLimitRequest,
  type SetRealityCheckRequest,
} from '@platform/api';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/server-state/query-keys';
import { useSessionToken } from '../../lib/session/session';

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const protectionQueryKeys = {
  all: (token: string) => [...queryKeys.member(token), 'protection'] as const,
  settings: (token: string) => [...queryKeys.member(token), 'protection', 'settings'] as const,
  history: (token: string) => [...queryKeys.member(token), 'protection', 'history'] as const,
};

/** The nine limits with what each has counted, the reality check, and whether to ask for a deposit limit; asked afresh on every visit (what is used moves with every bet). */
export function useProtectionSettings() {
  const token = useSessionToken();
  return useQuery({ queryKey: protectionQueryKeys.settings(token), queryFn: () => api.call(protectionSettings, {}), enabled: token !== '', staleTime: 0 });
}

/** Net deposits and net result over 24 hours, 7 days, 30 days and 6 months. */
export function useProtectionHistory() {
  const token = useSessionToken();
  return useQuery({ queryKey: protectionQueryKeys.history(token), queryFn: () => api.call(protectionHistory, {}), enabled: token !== '', staleTime: 0 });
}

/** Writes one limit as the gateway answered it into the settings, so the page shows it at once. */
function usePutLimit() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return (limit: PlayerLimit) => {
    queryClient.setQueryData<ProtectionSettings>(protectionQueryKeys.settings(token), (settings) =>
      settings && {
        ...settings,
        limits: settings.limits.map((each) => (each.kind === limit.kind && each.period === limit.period ? limit : each)),
        // A deposit limit set answers the prompt before the first deposit.
        depositLimitPromptDue: settings.depositLimitPromptDue && !(limit.kind === 'DEPOSIT' && limit.amount !== null),
      },
    );
    void queryClient.invalidateQueries({ queryKey: protectionQueryKeys.settings(token) });
  };
}

/** Sets, lowers, raises or removes a limit: lower at once, higher or removed after the cooling-off. */
export function useSetLimit() {
  const putLimit = usePutLimit();
  return useMutation<PlayerLimit, unknown, SetLimitRequest>({ mutationFn: (request) => api.call(setLimit, request), onSuccess: putLimit });
}

/** Applies an increase or removal whose cooling-off has passed. */
export function useConfirmLimitChange() {
  const putLimit = usePutLimit();
  return useMutation<PlayerLimit, unknown, LimitChangeRequest>({ mutationFn: (request) => api.call(confirmLimitChange, request), onSuccess: putLimit });
}

/** Drops a waiting increase or removal. */
export function useCancelLimitChange() {
  const putLimit = usePutLimit();
  return useMutation<PlayerLimit, unknown, LimitChangeRequest>({ mutationFn: (request) => api.call(cancelLimitChange, request), onSuccess: putLimit });
}

/** "Not now" to the deposit limit asked before the first deposit: it is not asked again. */
export function useDeclineDepositLimitPrompt() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<null, unknown, void>({
    mutationFn: () => api.call(declineDepositLimitPrompt, {}),
    onSuccess: () => {
      queryClient.setQueryData<ProtectionSettings>(protectionQueryKeys.settings(token), (settings) => settings && { ...settings, depositLimitPromptDue: false });
    },
  });
}

/** Sets the reality check's interval. */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<SetRealityCheckRequest, unknown, SetRealityCheckRequest>({
    mutationFn: (request) => api.call(setRealityCheck, request),
    onSuccess: ({ minutes }) => {
      queryClient.setQueryData<ProtectionSettings>(protectionQueryKeys.settings(token), (settings) => settings && { ...settings, realityCheckMinutes: minutes });
      // The reality check reads its interval with the session's summary: it is asked again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.member(token) });
    },
  });
}

/** Starts a time-out or a self-exclusion; the gateway signs out every session of the member. */
export function useExclude() {
  return useMutation<Exclusion, unknown, ExcludeRequest>({ mutationFn: (request) => api.call(exclude, request) });
}
