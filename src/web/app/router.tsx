import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '../components/not-found';
import { RequirePermission, RequireSignIn } from '../components/require-sign-in';
import { paths } from '../lib/paths';
import { AppLayout } from './layout/app-layout';

// Every page is its own chunk so the home page's first render loads only what it shows.
const HomeRoute = lazy(() => import('../features/content/routes/home'));
const CollectionsRoute = lazy(() => import('../features/content/routes/collections'));
const CollectionRoute = lazy(() => import('../features/content/routes/collection'));
const ContentPageRoute = lazy(() => import('../features/content/routes/content-page'));
const LocationsSearchRoute = lazy(() => import('../features/locations/routes/locations-search'));
const LocationDetailRoute = lazy(() => import('../features/locations/routes/location-detail'));
const SignupRoute = lazy(() => import('../features/accounts/routes/signup'));
const LoginRoute = lazy(() => import('../features/accounts/routes/login'));
const BecomeAHostRoute = lazy(() => import('../features/accounts/routes/become-a-host'));
const WhyHostRoute = lazy(() => import('../features/accounts/routes/why-host'));
const CreatePropertyRoute = lazy(() => import('../features/hosting/routes/create-property'));
const EditPropertyRoute = lazy(() => import('../features/hosting/routes/edit-property'));
const AccountRoute = lazy(() => import('../features/accounts/routes/account'));
const OnboardingRoute = lazy(() => import('../features/accounts/routes/onboarding'));
const ResetPasswordRoute = lazy(() => import('../features/accounts/routes/reset-password'));
const EmailVerifiedRoute = lazy(() => import('../features/accounts/routes/email-verified'));
const MyTripsRoute = lazy(() => import('../features/bookings/routes/my-trips'));
const HostingLayout = lazy(() => import('../features/hosting/components/hosting-layout'));
const MyPropertiesRoute = lazy(() => import('../features/hosting/routes/my-properties'));
const GuestBookingsRoute = lazy(() => import('../features/hosting/routes/guest-bookings'));
const TransactionsRoute = lazy(() => import('../features/hosting/routes/transactions'));
const AccountVerificationSuccessRoute = lazy(
  () => import('../features/payments/routes/account-verification-success'),
);
const AccountLinkFailureRoute = lazy(() => import('../features/payments/routes/account-link-failure'));
const RequirementsRoute = lazy(() => import('../features/payments/routes/requirements'));
const AdminLayout = lazy(() => import('./layout/admin-layout'));
const AdminHomeRoute = lazy(() => import('../features/admin/routes/admin-home'));
const AdminTagsRoute = lazy(() => import('../features/admin/routes/admin-tags'));
const AdminUsersRoute = lazy(() => import('../features/admin/routes/admin-users'));
const AdminUserRoute = lazy(() => import('../features/admin/routes/admin-user'));
const AdminLocationsRoute = lazy(() => import('../features/admin/routes/admin-locations'));
const AdminLocationLayout = lazy(() => import('../features/admin/routes/admin-location'));
const AdminLocationDetailsRoute = lazy(() => import('../features/admin/routes/admin-location-details'));
const AdminLocationBookingsRoute = lazy(() => import('../features/admin/routes/admin-location-bookings'));
const AdminLocationHostRoute = lazy(() => import('../features/admin/routes/admin-location-host'));
const AdminCampaignsRoute = lazy(() => import('../features/admin/routes/admin-campaigns'));
const AdminAffiliatesRoute = lazy(() => import('../features/admin/routes/admin-affiliates'));
const AdminAffiliateRoute = lazy(() => import('../features/admin/routes/admin-affiliate'));
const AdminDataImportRoute = lazy(() => import('../features/admin/routes/admin-data-import'));
const AdminCreateCommercialRoute = lazy(() => import('../features/admin/routes/admin-create-commercial'));
const AdminWidgetsRoute = lazy(() => import('../features/admin/routes/admin-widgets'));
const AdminContentRoute = lazy(() => import('../features/admin/routes/admin-content'));
const AdminContentEditorRoute = lazy(() => import('../features/admin/routes/admin-content-editor'));
const MailboxRoute = lazy(() => import('../features/dev/routes/mailbox'));
const ContactUsRoute = lazy(() => import('../features/contact/routes/contact-us'));
const FaqWifiRoute = lazy(() => import('../features/contact/routes/faq-wifi'));
const AdminMessagesRoute = lazy(() => import('../features/admin/routes/admin-messages'));

/**
 * Declarative routes (BrowserRouter + Routes) rather than the data router: data loading is
 * TanStack Query's job, and this keeps about 17 KB gzip of router code off the first render.
 */
export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}

/** The route tree; the server's renderer matches paths against it too (entry-server.tsx). */
export const appRoutes = (
  <Route element={<AppLayout />}>
    <Route index element={<HomeRoute />} />
    <Route path={paths.locations.path} element={<LocationsSearchRoute />} />
    <Route path={paths.location.path} element={<LocationDetailRoute />} />
    <Route path={paths.collections.path} element={<CollectionsRoute />} />
    <Route path={paths.collection.path} element={<CollectionRoute />} />
    <Route path={paths.signup.path} element={<SignupRoute />} />
    <Route path={paths.login.path} element={<LoginRoute />} />
    <Route path={paths.whyHost.path} element={<WhyHostRoute />} />
    {/* /about, /faq-guest, /vineyards ...: static pages of the content store, by slug. */}
    <Route path={paths.contentPage.path} element={<ContentPageRoute />} />
    <Route path={paths.resetPassword.path} element={<ResetPasswordRoute />} />
    <Route path={paths.emailVerified.path} element={<EmailVerifiedRoute />} />
    <Route path={paths.devMailbox.path} element={<MailboxRoute />} />
    <Route path={paths.contactUs.path} element={<ContactUsRoute />} />
    <Route path={paths.faqWifi.path} element={<FaqWifiRoute />} />
    {/* Signed-in pages: visitors get the login overlay and stay on the page after signing in. */}
    <Route element={<RequireSignIn />}>
      <Route path={paths.account.path} element={<AccountRoute />} />
      <Route path={paths.onboarding.path} element={<OnboardingRoute />} />
      <Route path={paths.becomeAHost.path} element={<BecomeAHostRoute />} />
      <Route path={paths.createProperty.path} element={<CreatePropertyRoute />} />
      <Route path={paths.bookings.path} element={<MyTripsRoute />} />
      <Route element={<HostingLayout />}>
        <Route path={paths.hostingLocations.path} element={<MyPropertiesRoute />} />
        <Route path={paths.hostingLocation.path} element={<EditPropertyRoute />} />
        <Route path={paths.hostingBookings.path} element={<GuestBookingsRoute />} />
        <Route path={paths.hostingTransactions.path} element={<TransactionsRoute />} />
      </Route>
      <Route path={paths.hosting.path} element={<NotFound />} />
      {/* The payment provider's verification and update pages come back to these. */}
      <Route path={paths.accountVerificationSuccess.path} element={<AccountVerificationSuccessRoute />} />
      <Route
        path={paths.accountVerificationFailure.path}
        element={<AccountLinkFailureRoute type="verification" />}
      />
      <Route path={paths.accountUpdateFailure.path} element={<AccountLinkFailureRoute type="update" />} />
      <Route path={paths.requirements.path} element={<RequirementsRoute />} />
      {/* The admin area: those the permission table lets in (decision 014). */}
      <Route element={<RequirePermission permission="admin:area" />}>
        <Route element={<AdminLayout />}>
          <Route path={paths.admin.path} element={<AdminHomeRoute />} />
          {/* Each screen also needs its own permission: addpropertiesonly_administrator is in the area but not here. */}
          <Route element={<RequirePermission permission="tags:manage" />}>
            <Route path={paths.adminTags.path} element={<AdminTagsRoute />} />
          </Route>
          <Route element={<RequirePermission permission="users:manage-any" />}>
            <Route path={paths.adminUsers.path} element={<AdminUsersRoute />} />
            {/* details, properties, bookings, transactions: the route draws its side menu and sections. */}
            <Route path={paths.adminUser.path} element={<AdminUserRoute />} />
          </Route>
          <Route element={<RequirePermission permission="locations:manage-any" />}>
            <Route path={paths.adminLocations.path} element={<AdminLocationsRoute />} />
            <Route path={paths.adminLocation.path} element={<AdminLocationLayout />}>
              <Route index element={<Navigate to="details" replace />} />
              {/* A hosted property: the property editor of My Properties; a campsite: its own form. */}
              <Route
                path="details"
                element={<AdminLocationDetailsRoute propertyEditor={<EditPropertyRoute />} />}
              />
              <Route path="bookings" element={<AdminLocationBookingsRoute />} />
              <Route path="host" element={<AdminLocationHostRoute />} />
            </Route>
          </Route>
          <Route element={<RequirePermission permission="campaigns:manage" />}>
            <Route path={paths.adminCampaigns.path} element={<AdminCampaignsRoute />} />
          </Route>
          <Route element={<RequirePermission permission="affiliates:manage" />}>
            <Route path={paths.adminAffiliates.path} element={<AdminAffiliatesRoute />} />
            <Route path={paths.adminAffiliate.path} element={<AdminAffiliateRoute />} />
          </Route>
          <Route element={<RequirePermission permission="import:run" />}>
            <Route path={paths.adminDataImport.path} element={<AdminDataImportRoute />} />
          </Route>
          <Route element={<RequirePermission permission="locations:create-non-product" />}>
            <Route path={paths.adminCreateCommercial.path} element={<AdminCreateCommercialRoute />} />
          </Route>
          <Route element={<RequirePermission permission="contact:read" />}>
            <Route path={paths.adminMessages.path} element={<AdminMessagesRoute />} />
          </Route>
          <Route element={<RequirePermission permission="content:edit" />}>
            <Route path={paths.adminWidgets.path} element={<AdminWidgetsRoute />} />
            <Route path={paths.adminContent.path} element={<AdminContentRoute />} />
            <Route path={paths.adminContentDoc.path} element={<AdminContentEditorRoute />} />
          </Route>
          <Route path="/admin/*" element={<NotFound />} />
        </Route>
      </Route>
    </Route>
    <Route path="*" element={<NotFound />} />
  </Route>
);
// /widget/{slug} is not the app: the server sends the widget's own small page, widget.html.
