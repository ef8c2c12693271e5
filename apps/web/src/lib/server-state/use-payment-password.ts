import { useQuery } from '@tanstack/react-query';
import { paymentPasswordStatus } from '@platform/api';
import { api } from '../api';
import { useSession } from '../session/session';
import { queryKeys } from './query-keys';

/**
 * Whether the member has a payment password (needed to withdraw, transfer to the upline or remove
 * a card) and whether wrong attempts have locked it. Asked afresh on every visit to a page that
 * needs it: the security centre, where it is set, shares this answer.
 */
export function usePaymentPasswordStatus() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: queryKeys.paymentPassword(token),
    queryFn: () => api.call(paymentPasswordStatus, {}),
    enabled: token !== '',
    staleTime: 0,
  });
}
