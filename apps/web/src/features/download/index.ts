import { lazyModule } from '../../lib/lazy/lazy-module';

export const DownloadPage = /* @__PURE__ */ lazyModule(() => import('./DownloadPage'));
