import { lazyModule } from '../../lib/lazy/lazy-module';

/** The entry page of both centres (`centre="member"` or `"agent"`): agent-centre re-exports it. */
export const CentreEntryPage = /* @__PURE__ */ lazyModule(() => import('./CentreEntryPage'));
