import { importCycle } from './import-cycle.mjs';
import { layers } from './layers.mjs';

/** The repository's own ESLint rules: `local/import-cycle` and `local/layers`. */
export const localRules = { rules: { 'import-cycle': importCycle, layers } };
