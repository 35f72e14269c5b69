import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AppErrorBoundary } from '../components/error-boundary';
import { NotFound } from '../components/not-found';
import { PageLoader } from '../components/page-loader';
import { RequireSignIn } from '../components/require-sign-in';
import { paths } from '../lib/paths';
import { AppLayout } from './layout/app-layout';

// Every page is its own chunk so the home page's first render loads only what it shows.
const HomeRoute = lazy(() => import('../features/content/routes/home'));
const CollectionsRoute = lazy(() => import('../features/content/routes/collections'));
const CollectionRoute = lazy(() => import('../features/content/routes/collection'));
const LocationsSearchRoute = lazy(() => import('../features/locations/routes/locations-search'));
const LocationDetailRoute = lazy(() => import('../features/locations/routes/location-detail'));
const SignupRoute = lazy(() => import('../features/accounts/routes/signup'));
const LoginRoute = lazy(() => import('../features/accounts/routes/login'));
const BecomeAHostRoute = lazy(() => import('../features/accounts/routes/become-a-host'));
const WidgetRoute = lazy(() => import('../features/widget/routes/widget'));
const AccountRoute = lazy(() => import('../features/accounts/routes/account'));
const OnboardingRoute = lazy(() => import('../features/accounts/routes/onboarding'));
const ResetPasswordRoute = lazy(() => import('../features/accounts/routes/reset-password'));
const EmailVerifiedRoute = lazy(() => import('../features/accounts/routes/email-verified'));
const MyTripsRoute = lazy(() => import('../features/bookings/routes/my-trips'));
const MyPropertiesRoute = lazy(() => import('../features/hosting/routes/my-properties'));
const AdminHomeRoute = lazy(() => import('../features/admin/routes/admin-home'));
const MailboxRoute = lazy(() => import('../features/dev/routes/mailbox'));

/**
 * Declarative routes (BrowserRouter + Routes) rather than the data router: data loading is
 * TanStack Query's job, and this keeps about 17 KB gzip of router code off the first render.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.locations.path} element={<LocationsSearchRoute />} />
        <Route path={paths.location.path} element={<LocationDetailRoute />} />
        <Route path={paths.collections.path} element={<CollectionsRoute />} />
        <Route path={paths.collection.path} element={<CollectionRoute />} />
        <Route path={paths.signup.path} element={<SignupRoute />} />
        <Route path={paths.login.path} element={<LoginRoute />} />
        <Route path={paths.becomeAHost.path} element={<BecomeAHostRoute />} />
        <Route path={paths.resetPassword.path} element={<ResetPasswordRoute />} />
        <Route path={paths.emailVerified.path} element={<EmailVerifiedRoute />} />
        <Route path={paths.devMailbox.path} element={<MailboxRoute />} />
        {/* Signed-in pages: visitors get the login overlay and stay on the page after signing in. */}
        <Route element={<RequireSignIn />}>
          <Route path={paths.account.path} element={<AccountRoute />} />
          <Route path={paths.onboarding.path} element={<OnboardingRoute />} />
          <Route path={paths.bookings.path} element={<MyTripsRoute />} />
          <Route path={paths.hostingLocations.path} element={<MyPropertiesRoute />} />
          <Route path={paths.hosting.path} element={<NotFound />} />
          <Route path={paths.admin.path} element={<AdminHomeRoute />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
      {/* Widgets are embedded in partners' pages, so they come without the site's header and footer. */}
      <Route
        path={paths.widget.path}
        element={
          <AppErrorBoundary>
            <Suspense fallback={<PageLoader />}>
              <WidgetRoute />
            </Suspense>
          </AppErrorBoundary>
        }
      />
    </Routes>
  );
}
