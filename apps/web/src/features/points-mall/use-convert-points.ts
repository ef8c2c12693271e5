import { useMutation, useQueryClient } from '@tanstack/react-query';
import { convertPoints, type ConvertPointsResult } from '@platform/api';
import { api } from '../../lib/api';
import { isUncertainFailure, useRequestIds } from '../../lib/money/request-ids';
import { queryKeys } from '../../lib/server-state/query-keys';
import { useSessionToken } from '../../lib/session/session';
import { pointsQueryKeys } from './points-queries';

export interface PointsConversion {
  points: number;
  paymentPassword: string;
}

/**
 * Converts points to money with the payment password. A conversion of the same points tried again
 * after no answer (the network, a timeout) carries the same request id, so it applies once; an
 * answer ends the submission. Then the points, the balance and the funds are asked again.
 */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const requestIds = useRequestIds();
  return useMutation<ConvertPointsResult, unknown, PointsConversion>({
    mutationFn: async ({ points, paymentPassword }) => {
      const what = `CONVERT:${points}`;
      try {
        const result = await api.call(convertPoints, { points, paymentPassword, requestId: requestIds.idFor(what) });
        requestIds.settle(what);
        return result;
      } catch (error) {
        if (!isUncertainFailure(error)) requestIds.settle(what);
        throw error;
      }
    },
    // Even a failure may have converted (a network error after the gateway applied it).
    onSettled: () =>
      Promise.all([pointsQueryKeys.all(token), queryKeys.balance(token), queryKeys.funds(token)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
