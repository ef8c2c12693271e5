import { Route, Routes } from 'react-router-dom';
import type { Locale } from '@platform/ui/i18n';
import { Layout } from './layout/Layout';
import { lazyModule } from './lazy/lazy-module';
import { HomePage } from './pages/HomePage';
import { BrandRouter } from './routes/BrandRouter';
import { VENDOR_CATEGORY_PATHS } from './routes/paths';

// Every page but home is lazy, so the home route ships only what it shows; a page whose code is
// slow or fails to load gets the layout's "page slow to open" with Retry (lazyModule).
const NotFoundPage = lazyModule(() => import('./pages/NotFoundPage'));
const RegisterRoute = lazyModule(() => import('./auth/RegisterRoute'));
const LoginPage = lazyModule(() => import('./auth/LoginPage'));
const GameCategoryPage = lazyModule(() => import('./games/pages/GameCategoryPage'));
const VendorCategoryPage = lazyModule(() => import('./games/pages/VendorCategoryPage'));
const LotteryPage = lazyModule(() => import('./games/pages/LotteryPage'));
const GamePage = lazyModule(() => import('./games/pages/GamePage'));
const SeamlessPage = lazyModule(() => import('./games/pages/SeamlessPage'));
const FbSportsPage = lazyModule(() => import('./games/pages/FbSportsPage'));
const NoticePage = lazyModule(() => import('./notices/NoticePage'));
const PromotionsPage = lazyModule(() => import('./promotions/PromotionsPage'));
const PromoDetailPage = lazyModule(() => import('./promotions/PromoDetailPage'));
const PointMallPage = lazyModule(() => import('./points-mall/PointMallPage'));
const HelpPage = lazyModule(() => import('./help/HelpPage'));
const DownloadPage = lazyModule(() => import('./download/DownloadPage'));
const JoinPage = lazyModule(() => import('./join/JoinPage'));
const CentreEntryPage = lazyModule(() => import('./centre/CentreEntryPage'));

export interface AppProps {
  onLocaleChange: (locale: Locale) => void;
}

/** The route table of spec section 2, in three layouts: the full page, game pages (header only) and bare pages. */
export function App({ onLocaleChange }: AppProps) {
  return (
    <BrandRouter>
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
    </BrandRouter>
  );
}
