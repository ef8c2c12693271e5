import { lazyModule } from '../../lib/lazy/lazy-module';

/** The agent centre (`/agent/:page`): the panel and its pages, each page its own chunk. */
export const AgentCentrePage = /* @__PURE__ */ lazyModule(() => import('./AgentCentrePage'));
