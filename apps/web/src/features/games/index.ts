import { lazyModule } from '../../lib/lazy/lazy-module';

export { HomeGames } from './home/HomeGames';

// Pages, modals and what the home page shows below the fold are lazy: each is its own chunk.
export const WinnersList = /* @__PURE__ */ lazyModule(() => import('./winners/WinnersList').then((module) => ({ default: module.WinnersList })));
export const GameCategoryPage = /* @__PURE__ */ lazyModule(() => import('./pages/GameCategoryPage'));
export const VendorCategoryPage = /* @__PURE__ */ lazyModule(() => import('./pages/VendorCategoryPage'));
export const LotteryPage = /* @__PURE__ */ lazyModule(() => import('./pages/LotteryPage'));
export const GamePage = /* @__PURE__ */ lazyModule(() => import('./pages/GamePage'));
export const SeamlessPage = /* @__PURE__ */ lazyModule(() => import('./pages/SeamlessPage'));
export const FbSportsPage = /* @__PURE__ */ lazyModule(() => import('./pages/FbSportsPage'));
export const SearchModal = /* @__PURE__ */ lazyModule(() => import('./search/SearchModal'));
export const GamePopupModal = /* @__PURE__ */ lazyModule(() => import('./popup/GamePopupModal'));
