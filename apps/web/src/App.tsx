import { lazy, Suspense } from 'react';
import { BrowserRouter, HashRouter, Route, Routes } from 'react-router-dom';
import type { Locale } from '@platform/ui/i18n';
import { brand } from '@brand';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';

// Every page but home is lazy, so the home route ships only what it shows.
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

const Router = brand.routerMode === 'history' ? BrowserRouter : HashRouter;

export interface AppProps {
  onLocaleChange: (locale: Locale) => void;
}

export function App({ onLocaleChange }: AppProps) {
  return (
    <Router>
      <Routes>
        <Route element={<Layout onLocaleChange={onLocaleChange} />}>
          {['/', '/index', '/index.html', '/home'].map((path) => (
            <Route key={path} path={path} element={<HomePage />} />
          ))}
          <Route
            path="*"
            element={
              <Suspense fallback={null}>
                <NotFoundPage />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </Router>
  );
}
