import { lazyModule } from '../../lib/lazy/lazy-module';

export const PointMallPage = /* @__PURE__ */ lazyModule(() => import('./PointMallPage'));
