import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { isApiError, GATEWAY_ERROR_CODE, promotionDetail, promotions, raffleClaim, type Promotion } from '@platform/api';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/server-state/query-keys';
import { useSession } from '../../lib/session/session';

/** Whether a promotion is a raffle, claimed with `raffleClaim` (a draw a day). */
export function isRaffle(promotion: Promotion): boolean {
  return promotion.kind === 'RAFFLE';
}

/**
 * Keys start with the token: a member's answers carry their own status in each promotion, so
 * a login or a logout asks again.
 */
export const promotionQueryKeys = {
  all: ['promotions'] as const,
  list: (token: string, language: string) => ['promotions', 'list', token, language] as const,
  detail: (id: string, token: string, language: string) => ['promotions', 'detail', id, token, language] as const,
};

/** The promotions page: every category and promotion (the tabs filter them here, with no new request). */
export function usePromotions() {
  const { i18n } = useLingui();
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionQueryKeys.list(token, i18n.locale),
    queryFn: () => api.call(promotions, {}),
  });
}

/** An id the gateway can know: a positive whole number. */
export function isPromotionId(id: string | null): id is string {
  return id !== null && /^[1-9]\d{0,9}$/.test(id);
}

/** Whether a failure means there is no such promotion. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === GATEWAY_ERROR_CODE.notFound || error.status === 404);
}

/** One promotion with its terms; nothing is asked for an id the gateway cannot know. */
export function usePromotionDetail(id: string | null) {
  const { i18n } = useLingui();
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionQueryKeys.detail(id ?? '', token, i18n.locale),
    queryFn: () => api.call(promotionDetail, { promotionId: Number(id) }),
    enabled: isPromotionId(id),
  });
}

/** Draws today's raffle prize; the wallet balance and the promotions' statuses change with it. */
export function useRaffleClaim() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (promotionId: string | number) => api.call(raffleClaim, { promotionId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: promotionQueryKeys.all });
      if (token) void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
    },
  });
}
