import { lazy } from 'react';
import { BrowserRouter, HashRouter, Route, Routes } from 'react-router-dom';
import type { Locale } from '@platform/ui/i18n';
import { brand } from '@brand';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';
import { VENDOR_CATEGORY_PATHS } from './routes/paths';

// Every page but home is lazy, so the home route ships only what it shows.
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const RegisterRoute = lazy(() => import('./auth/RegisterRoute'));
const LoginPage = lazy(() => import('./auth/LoginPage'));
const GameCategoryPage = lazy(() => import('./games/pages/GameCategoryPage'));
const VendorCategoryPage = lazy(() => import('./games/pages/VendorCategoryPage'));
const LotteryPage = lazy(() => import('./games/pages/LotteryPage'));
const GamePage = lazy(() => import('./games/pages/GamePage'));
const SeamlessPage = lazy(() => import('./games/pages/SeamlessPage'));
const FbSportsPage = lazy(() => import('./games/pages/FbSportsPage'));
const NoticePage = lazy(() => import('./notices/NoticePage'));
const PromotionsPage = lazy(() => import('./promotions/PromotionsPage'));
const PromoDetailPage = lazy(() => import('./promotions/PromoDetailPage'));
const PointMallPage = lazy(() => import('./points-mall/PointMallPage'));
const HelpPage = lazy(() => import('./help/HelpPage'));
const DownloadPage = lazy(() => import('./download/DownloadPage'));
const JoinPage = lazy(() => import('./join/JoinPage'));
const CentreEntryPage = lazy(() => import('./centre/CentreEntryPage'));

const Router = brand.routerMode === 'history' ? BrowserRouter : HashRouter;

export interface AppProps {
  onLocaleChange: (locale: Locale) => void;
}

/** The route table of spec section 2, in three layouts: the full page, game pages (header only) and bare pages. */
export function App({ onLocaleChange }: AppProps) {
  return (
    <Router>
      <Routes>
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
      </Routes>
    </Router>
  );
}
