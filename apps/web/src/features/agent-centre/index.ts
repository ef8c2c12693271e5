import { lazyModule } from '../../lib/lazy/lazy-module';

/** The agent centre's entry page (`/agent/:page`) until its pages are built (issue 21). */
export const AgentEntryPage = /* @__PURE__ */ lazyModule(() => import('./AgentEntryPage'));
