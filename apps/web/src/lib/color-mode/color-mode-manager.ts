import { createColorModeManager } from '@platform/ui';

/**
 * The site's colour mode store: localStorage under `theme`, `light` or `dark`, light when
 * nothing valid is stored (spec section 1). The head script of index.html reads the same key
 * before the first paint; ThemeProvider reads and writes it through this manager.
 */
export const colorModeManager = createColorModeManager();
