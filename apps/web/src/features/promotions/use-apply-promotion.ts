import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyPromotion, type ApplyPromotionRequest } from '@platform/api';
import { api } from '../../lib/api';
import { promotionQueryKeys } from './promotion-queries';

/** Files an activity application (proof images and a remark); the promotion's status becomes APPLYING. */
export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApplyPromotionRequest) => api.call(applyPromotion, request),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: promotionQueryKeys.all }),
  });
}
