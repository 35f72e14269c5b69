import { lazy, Suspense, useEffect } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useLocation, useMatch } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { AppErrorBoundary } from '../../components/error-boundary';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../lib/paths';
import { replayEarlyInput } from '../../lib/early-input';
import { useViewer } from '../../lib/session';
import { LoginOverlayHost } from '../login-overlay-host';
import { ConfirmIdentityHost } from '../confirm-identity-host';
import { OfflineBanner, OfflineEffects } from '../offline-effects';
import { SessionEffects } from '../session-effects';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';

// Signed-in people only, so visitors never load it (the home page's first render stays small).
const RequirementsBanner = lazy(() => import('../../features/payments/components/requirements-banner'));

/**
 * Marks the page once its content is drawn or taken over from the server's HTML (decision 026):
 * inside the page's Suspense boundary, so it fires only when the page's own chunk has arrived.
 * Journeys wait for it before acting on a page. What the visitor did before then is played back now.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    replayEarlyInput();
  }, []);
  return null;
}

/** A new page starts at the top; changing only the query (filters, map centre) keeps the scroll. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { viewer } = useViewer();
  // The search page is a full-height map and list; a footer there would sit under the map.
  const onSearchPage = useMatch({ path: paths.locations.path, end: true }) !== null;
  return (
    <div className={classes.shell}>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        {t('layout.skipToMain')}
      </a>
      <Header />
      <OfflineBanner />
      {viewer && (
        <AppErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <RequirementsBanner userId={viewer.userId} />
          </Suspense>
        </AppErrorBoundary>
      )}
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        {/* Keyed by path so an error on one page does not stick when the visitor navigates away. */}
        <AppErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <MarkReady />
          </Suspense>
        </AppErrorBoundary>
      </Box>
      {!onSearchPage && <Footer />}
      <LoginOverlayHost />
      <ConfirmIdentityHost />
      <SessionEffects />
      <OfflineEffects />
    </div>
  );
}
