import { isValidElement } from 'react';
import { BrowserRouter, createRoutesFromElements, HashRouter, matchRoutes, Route, Routes } from 'react-router-dom';
import type { Locale } from '@platform/ui/i18n';
import { brand } from '@brand';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';
import { isLazyPage, lazyPage } from './routes/lazy-page';
import { VENDOR_CATEGORY_PATHS } from './routes/paths';

// Every page but home is lazy, so the home route ships only what it shows.
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
const RegisterRoute = lazyPage(() => import('./auth/RegisterRoute'));
const LoginPage = lazyPage(() => import('./auth/LoginPage'));
const GameCategoryPage = lazyPage(() => import('./games/pages/GameCategoryPage'));
const VendorCategoryPage = lazyPage(() => import('./games/pages/VendorCategoryPage'));
const LotteryPage = lazyPage(() => import('./games/pages/LotteryPage'));
const GamePage = lazyPage(() => import('./games/pages/GamePage'));
const SeamlessPage = lazyPage(() => import('./games/pages/SeamlessPage'));
const FbSportsPage = lazyPage(() => import('./games/pages/FbSportsPage'));
const NoticePage = lazyPage(() => import('./notices/NoticePage'));
const PromotionsPage = lazyPage(() => import('./promotions/PromotionsPage'));
const PromoDetailPage = lazyPage(() => import('./promotions/PromoDetailPage'));
const PointMallPage = lazyPage(() => import('./points-mall/PointMallPage'));
const HelpPage = lazyPage(() => import('./help/HelpPage'));
const DownloadPage = lazyPage(() => import('./download/DownloadPage'));
const JoinPage = lazyPage(() => import('./join/JoinPage'));
const CentreEntryPage = lazyPage(() => import('./centre/CentreEntryPage'));

const Router = brand.routerMode === 'history' ? BrowserRouter : HashRouter;

export interface AppProps {
  onLocaleChange: (locale: Locale) => void;
}

/** The route table of spec section 2, in three layouts: the full page, game pages (header only) and bare pages. */
function routeTable(onLocaleChange: (locale: Locale) => void) {
  return (
    <>
      <Route element={<Layout variant="full" onLocaleChange={onLocaleChange} />}>
        {['/', '/index', '/index.html', '/home'].map((path) => (
          <Route key={path} path={path} element={<HomePage />} />
        ))}
        {['/register', '/register.html'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                <HomePage />
                <RegisterRoute />
              </>
            }
          />
        ))}
        <Route path="/login" element={<LoginPage />} />
        <Route path="/noticePage" element={<NoticePage />} />
        <Route path="/pointMall" element={<PointMallPage />} />
        {VENDOR_CATEGORY_PATHS.map((path) => (
          <Route key={path} path={path} element={<VendorCategoryPage />} />
        ))}
        {/* /rng, /fish, /pvp, /recent, /live: the parameter, upper-cased, is the category (else not found). */}
        <Route path="/:games" element={<GameCategoryPage />} />
        <Route path="/promotions" element={<PromotionsPage />} />
        <Route path="/promoDetail" element={<PromoDetailPage />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="/down" element={<DownloadPage />} />
        <Route path="/join" element={<JoinPage />} />
        {/* The member and agent centres' entry points (their pages come in later issues). */}
        <Route path="/member/:page?" element={<CentreEntryPage centre="member" />} />
        <Route path="/agent/:page?" element={<CentreEntryPage centre="agent" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<Layout variant="game" onLocaleChange={onLocaleChange} />}>
        <Route path="/game" element={<GamePage />} />
        <Route path="/fbsports" element={<FbSportsPage />} />
      </Route>
      <Route element={<Layout variant="bare" onLocaleChange={onLocaleChange} />}>
        {/* The header is hidden on /seamless and /lottery (and /helpmc); /lottert, /vnlottery and /sealottery are lottery game pages too. */}
        <Route path="/seamless" element={<SeamlessPage />} />
        {['/lottery', '/lottert', '/vnlottery', '/sealottery'].map((path) => (
          <Route key={path} path={path} element={<LotteryPage />} />
        ))}
        <Route path="/helpmc" element={<HelpPage />} />
      </Route>
    </>
  );
}

/** The site: the route table under the brand's router (hash by default, history by brand setting). */
export function App({ onLocaleChange }: AppProps) {
  return (
    <Router>
      <Routes>{routeTable(onLocaleChange)}</Routes>
    </Router>
  );
}

/**
 * Starts loading the module of the page at `pathname` (a lazy page; home is in the main chunk).
 * main.tsx calls it with the opening path before the first render, so the page's chunk loads
 * beside the first calls instead of after the layout has rendered.
 */
export function preloadPage(pathname: string): void {
  const matches = matchRoutes(createRoutesFromElements(routeTable(() => {})), pathname);
  const element = matches?.at(-1)?.route.element;
  if (isValidElement(element) && isLazyPage(element.type)) void element.type.preload().catch(() => {});
}
