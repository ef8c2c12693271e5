import { lazyModule } from '../../lib/lazy/lazy-module';

export const JoinPage = /* @__PURE__ */ lazyModule(() => import('./JoinPage'));
