import { useQuery } from '@tanstack/react-query';
import { balance } from '@platform/api';
import { api } from '../api';
import { useSession } from '../session/session';
import { queryKeys } from './query-keys';

/** The member's wallet balance (`sumBalance`); refreshed every 30 s while a page shows it. */
export function useBalance() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: queryKeys.balance(token),
    queryFn: async () => (await api.call(balance, {})).sumBalance,
    enabled: token !== '',
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}
