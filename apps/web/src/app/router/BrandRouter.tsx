import type { ReactNode } from 'react';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import { brand } from '@brand';

/**
 * The router the brand's `routerMode` asks for: hash URLs (`#/promotions`) by default, history
 * URLs (`/promotions`) where the server answers page paths with index.html.
 */
export function BrandRouter({ children }: { children: ReactNode }) {
  const Router = brand.routerMode === 'history' ? BrowserRouter : HashRouter;
  return <Router>{children}</Router>;
}
