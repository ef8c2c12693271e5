import type { BrandTheme } from '@platform/ui';

/** Everything that makes a brand. A new brand is a new folder beside this file with a brand.ts. */
export interface Brand {
  id: string;
  name: string;
  /** The merchant code the gateway knows this brand by. */
  merchantCode: string;
  theme: BrandTheme;
  /** Hash URLs (#/promotions) by default; history URLs need the server to fall back to index.html. */
  routerMode: 'hash' | 'history';
}
