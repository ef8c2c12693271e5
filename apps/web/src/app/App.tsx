import { Route, Routes } from 'react-router-dom';
import type { Locale } from '@platform/ui/i18n';
import { Layout } from './shell/Layout';
import { lazyModule } from '../lib/lazy/lazy-module';
import { LoginPage, RegisterRoute } from '../features/auth';
import { DownloadPage } from '../features/download';
import { FbSportsPage, GameCategoryPage, GamePage, LotteryPage, SeamlessPage, VendorCategoryPage } from '../features/games';
import { HelpPage } from '../features/help';
import { HomePage } from '../features/home';
import { JoinPage } from '../features/join';
import { MemberCentrePage } from '../features/member-centre';
import { AgentCentrePage } from '../features/agent-centre';
import { NoticePage } from '../features/notices';
import { PointMallPage } from '../features/points-mall';
import { PromoDetailPage, PromotionsPage } from '../features/promotions';
import { BrandRouter } from './router/BrandRouter';
import { VENDOR_CATEGORY_PATHS } from '../lib/paths/paths';

// Every page but home is lazy (the features' index.ts give their pages as lazyModule wrappers), so
// the home route ships only what it shows; a page whose code is slow or fails to load gets the
// layout's "page slow to open" with Retry (lazyModule).
const NotFoundPage = lazyModule(() => import('../components/NotFoundPage'));

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
          <Route path="/member/:page?" element={<MemberCentrePage />} />
          {/* The agent centre's entry point (its pages come in a later issue). */}
          <Route path="/agent/:page?" element={<AgentCentrePage />} />
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
