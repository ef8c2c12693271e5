import { lazyModule } from '../../lib/lazy/lazy-module';

export const HelpPage = /* @__PURE__ */ lazyModule(() => import('./HelpPage'));
export { helpSearch } from './help-selection';
export { useHelpCentre } from './use-help';
