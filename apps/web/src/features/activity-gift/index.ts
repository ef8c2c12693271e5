import { lazyModule } from '../../lib/lazy/lazy-module';

// The floating gift and its modal load after the first paint.
export const ActivityGiftArea = /* @__PURE__ */ lazyModule(() => import('./ActivityGiftArea'));
export const GiftModal = /* @__PURE__ */ lazyModule(() => import('./GiftModal'));
