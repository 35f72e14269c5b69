import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '../components/not-found';
import { paths } from '../lib/paths';
import { AppLayout } from './layout/app-layout';

// Every page is its own chunk so the home page's first render loads only what it shows.
const HomeRoute = lazy(() => import('../features/content/routes/home'));
const CollectionsRoute = lazy(() => import('../features/content/routes/collections'));
const CollectionRoute = lazy(() => import('../features/content/routes/collection'));
const ContentPageRoute = lazy(() => import('../features/content/routes/content-page'));
const LocationsSearchRoute = lazy(() => import('../features/locations/routes/locations-search'));
const LocationDetailRoute = lazy(() => import('../features/locations/routes/location-detail'));
const AdminLayout = lazy(() => import('./layout/admin-layout'));
// Every other page comes with the first of them (screens.tsx).
const Screen = lazy(() => import('./screens'));

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
    <Route path={paths.signup.path} element={<Screen name="signup" />} />
    <Route path={paths.login.path} element={<Screen name="login" />} />
    <Route path={paths.whyHost.path} element={<Screen name="whyHost" />} />
    {/* /about, /faq-guest, /vineyards ...: static pages of the content store, by slug. */}
    <Route path={paths.contentPage.path} element={<ContentPageRoute />} />
    <Route path={paths.resetPassword.path} element={<Screen name="resetPassword" />} />
    <Route path={paths.emailVerified.path} element={<Screen name="emailVerified" />} />
    <Route path={paths.secondFactorRecovery.path} element={<Screen name="secondFactorRecovery" />} />
    <Route path={paths.secondFactorRecoveryCancel.path} element={<Screen name="secondFactorRecovery" />} />
    <Route path={paths.devMailbox.path} element={<Screen name="mailbox" />} />
    <Route path={paths.contactUs.path} element={<Screen name="contactUs" />} />
    <Route path={paths.faqWifi.path} element={<Screen name="faqWifi" />} />
    {/* Signed-in pages: visitors get the login overlay and stay on the page after signing in. */}
    <Route element={<Screen name="requireSignIn" />}>
      <Route path={paths.account.path} element={<Screen name="account" />} />
      <Route path={paths.onboarding.path} element={<Screen name="onboarding" />} />
      <Route path={paths.becomeAHost.path} element={<Screen name="becomeAHost" />} />
      <Route path={paths.createProperty.path} element={<Screen name="createProperty" />} />
      <Route path={paths.bookings.path} element={<Screen name="myTrips" />} />
      <Route path={paths.stay.path} element={<Screen name="stay" />} />
      <Route path={paths.stayReceipt.path} element={<Screen name="stayReceipt" />} />
      {/* Messages (issue 26): a guest's here, a host's in the hosting pages. */}
      <Route path={paths.messages.path} element={<Screen name="conversations" />} />
      <Route path={paths.messageThread.path} element={<Screen name="conversations" />} />
      <Route path={paths.messageAsk.path} element={<Screen name="askHost" />} />
      <Route path={paths.messageStay.path} element={<Screen name="stayThread" />} />
      <Route element={<Screen name="hostingLayout" />}>
        <Route path={paths.hostingMessages.path} element={<Screen name="conversations" hosting />} />
        <Route path={paths.hostingMessageThread.path} element={<Screen name="conversations" hosting />} />
        <Route path={paths.hostingMessageStay.path} element={<Screen name="stayThread" hosting />} />
        <Route path={paths.hostingLocations.path} element={<Screen name="myProperties" />} />
        <Route path={paths.hostingLocation.path} element={<Screen name="editProperty" />} />
        <Route path={paths.hostingBookings.path} element={<Screen name="guestBookings" />} />
        <Route path={paths.hostingTransactions.path} element={<Screen name="transactions" />} />
        <Route path={paths.hostingEarnings.path} element={<Screen name="earnings" />} />
        <Route path={paths.hostingStatements.path} element={<Screen name="statements" />} />
        <Route path={paths.hostingStatement.path} element={<Screen name="statement" />} />
      </Route>
      <Route path={paths.hosting.path} element={<NotFound />} />
      {/* The payment provider's verification and update pages come back to these. */}
      <Route path={paths.accountVerificationSuccess.path} element={<Screen name="verificationSuccess" />} />
      <Route
        path={paths.accountVerificationFailure.path}
        element={<Screen name="linkFailure" type="verification" />}
      />
      <Route path={paths.accountUpdateFailure.path} element={<Screen name="linkFailure" type="update" />} />
      <Route path={paths.requirements.path} element={<Screen name="requirements" />} />
      {/* The admin area: those the permission table lets in (decision 014). */}
      <Route element={<Screen name="requirePermission" permission="admin:area" />}>
        <Route element={<AdminLayout />}>
          <Route path={paths.admin.path} element={<Screen name="home" />} />
          {/* Each screen also needs its own permission: addpropertiesonly_administrator is in the area but not here. */}
          <Route element={<Screen name="requirePermission" permission="tags:manage" />}>
            <Route path={paths.adminTags.path} element={<Screen name="tags" />} />
          </Route>
          <Route element={<Screen name="requirePermission" permission="users:manage-any" />}>
            <Route path={paths.adminUsers.path} element={<Screen name="users" />} />
            {/* details, properties, bookings, transactions: the route draws its side menu and sections. */}
            <Route path={paths.adminUser.path} element={<Screen name="user" />} />
          </Route>
          <Route element={<Screen name="requirePermission" permission="locations:manage-any" />}>
            <Route path={paths.adminLocations.path} element={<Screen name="locations" />} />
            <Route path={paths.adminLocation.path} element={<Screen name="location" />}>
              <Route index element={<Navigate to="details" replace />} />
              {/* A hosted property: the property editor of My Properties; a campsite: its own form. */}
              <Route
                path="details"
                element={<Screen name="locationDetails" propertyEditor={<Screen name="editProperty" />} />}
              />
              <Route path="bookings" element={<Screen name="locationBookings" />} />
              <Route path="host" element={<Screen name="locationHost" />} />
            </Route>
          </Route>
          <Route element={<Screen name="requirePermission" permission="campaigns:manage" />}>
            <Route path={paths.adminCampaigns.path} element={<Screen name="campaigns" />} />
          </Route>
          <Route element={<Screen name="requirePermission" permission="affiliates:manage" />}>
            <Route path={paths.adminAffiliates.path} element={<Screen name="affiliates" />} />
            <Route path={paths.adminAffiliate.path} element={<Screen name="affiliate" />} />
          </Route>
          <Route element={<Screen name="requirePermission" permission="import:run" />}>
            <Route path={paths.adminDataImport.path} element={<Screen name="dataImport" />} />
          </Route>
          <Route element={<Screen name="requirePermission" permission="locations:create-non-product" />}>
            <Route path={paths.adminCreateCommercial.path} element={<Screen name="createCommercial" />} />
          </Route>
          <Route element={<Screen name="requirePermission" permission="contact:read" />}>
            <Route path={paths.adminMessages.path} element={<Screen name="messages" />} />
          </Route>
          <Route element={<Screen name="requirePermission" permission="vehicles:verify" />}>
            <Route path={paths.adminCertificates.path} element={<Screen name="certificates" />} />
          </Route>
          <Route element={<Screen name="requirePermission" permission="content:edit" />}>
            <Route path={paths.adminWidgets.path} element={<Screen name="widgets" />} />
            <Route path={paths.adminContent.path} element={<Screen name="content" />} />
            <Route path={paths.adminContentDoc.path} element={<Screen name="contentEditor" />} />
          </Route>
          <Route path="/admin/*" element={<NotFound />} />
        </Route>
      </Route>
    </Route>
    <Route path="*" element={<NotFound />} />
  </Route>
);
// /widget/{slug} is not the app: the server sends the widget's own small page, widget.html.
