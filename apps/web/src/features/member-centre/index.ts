import { lazyModule } from '../../lib/lazy/lazy-module';

/** The member centre (`/member/:page`): the panel and its pages, each page its own chunk. */
export const MemberCentrePage = /* @__PURE__ */ lazyModule(() => import('./MemberCentrePage'));
