import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { merchantWallet } from '@platform/api';
import { api } from '../api';
import { useSession } from '../session/session';
import { queryKeys } from './query-keys';

/**
 * The member's wallets: the main wallet first, then one per vendor when the merchant runs a
 * wallet per vendor (a multi-wallet merchant; a single-wallet merchant answers the main one only).
 */
export function useMerchantWallets() {
  const token = useSession()?.token ?? '';
  const { i18n } = useLingui();
  return useQuery({
    queryKey: queryKeys.wallets(token, i18n.locale),
    queryFn: () => api.call(merchantWallet, {}),
    enabled: token !== '',
    staleTime: 10_000,
  });
}
