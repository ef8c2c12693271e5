import { lazyModule } from '../../lib/lazy/lazy-module';

export const PromotionsPage = /* @__PURE__ */ lazyModule(() => import('./PromotionsPage'));
export const PromoDetailPage = /* @__PURE__ */ lazyModule(() => import('./PromoDetailPage'));
