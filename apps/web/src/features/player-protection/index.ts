import { lazyModule } from '../../lib/lazy/lazy-module';

/*
 * The player's own protection tools (see README.md). The page is its own chunk, loaded by the
 * member centre's page table; the deposit page asks for a deposit limit through the gate.
 */
export const loadResponsibleGamingPage = () => import('./ResponsibleGamingPage');
// Lazy as well: the header imports this index, and the gate's form (AmountField) must stay off the home route.
export const DepositLimitGate = /* @__PURE__ */ lazyModule(() => import('./DepositLimitGate').then((module) => ({ default: module.DepositLimitGate })));
// The header's session time and the reality check: loaded once a member is logged in.
export const HeaderSessionTime = /* @__PURE__ */ lazyModule(() => import('./session-clock/HeaderSessionTime'));
export const RealityCheckHost = /* @__PURE__ */ lazyModule(() => import('./session-clock/RealityCheckHost'));
