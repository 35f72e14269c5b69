// The pages a visitor rarely lands on first (sign-up and its emails' pages, contact, a person's own
// pages, hosting, administration) and the guards of the signed-in ones, loaded with the first of
// them: their lazy imports, and the list of what each one needs, stay off the first render of the
// landing pages (home, search, a location, collections, content pages; issue 14).

import { lazy, type ComponentType, type ReactNode } from 'react';
import type { AccountLinkType } from '../lib/payments/requirements';
import type { Permission } from '../../domain/roles';
import { RequirePermission, RequireSignIn } from '../components/require-sign-in';

const screens = {
  requireSignIn: RequireSignIn,
  requirePermission: RequirePermission,
  signup: lazy(() => import('../features/accounts/routes/signup')),
  login: lazy(() => import('../features/accounts/routes/login')),
  whyHost: lazy(() => import('../features/accounts/routes/why-host')),
  resetPassword: lazy(() => import('../features/accounts/routes/reset-password')),
  emailVerified: lazy(() => import('../features/accounts/routes/email-verified')),
  secondFactorRecovery: lazy(() => import('../features/accounts/routes/second-factor-recovery')),
  mailbox: lazy(() => import('../features/dev/routes/mailbox')),
  contactUs: lazy(() => import('../features/contact/routes/contact-us')),
  faqWifi: lazy(() => import('../features/contact/routes/faq-wifi')),
  becomeAHost: lazy(() => import('../features/accounts/routes/become-a-host')),
  createProperty: lazy(() => import('../features/hosting/routes/create-property')),
  editProperty: lazy(() => import('../features/hosting/routes/edit-property')),
  account: lazy(() => import('../features/accounts/routes/account')),
  onboarding: lazy(() => import('../features/accounts/routes/onboarding')),
  myTrips: lazy(() => import('../features/bookings/routes/my-trips')),
  stay: lazy(() => import('../features/bookings/routes/stay')),
  hostingLayout: lazy(() => import('../features/hosting/components/hosting-layout')),
  myProperties: lazy(() => import('../features/hosting/routes/my-properties')),
  guestBookings: lazy(() => import('../features/hosting/routes/guest-bookings')),
  transactions: lazy(() => import('../features/hosting/routes/transactions')),
  // The earnings page brings the chart library and its styles in its own chunk (decision 050).
  earnings: lazy(() => import('../features/hosting/routes/earnings')),
  // ---- Tax documents (issue 28, decision 051) ----
  stayReceipt: lazy(() => import('../features/bookings/routes/stay-receipt')),
  statements: lazy(() => import('../features/hosting/routes/statements')),
  statement: lazy(() => import('../features/hosting/routes/statement')),
  verificationSuccess: lazy(() => import('../features/payments/routes/account-verification-success')),
  linkFailure: lazy(() => import('../features/payments/routes/account-link-failure')),
  requirements: lazy(() => import('../features/payments/routes/requirements')),
  home: lazy(() => import('../features/admin/routes/admin-home')),
  tags: lazy(() => import('../features/admin/routes/admin-tags')),
  users: lazy(() => import('../features/admin/routes/admin-users')),
  user: lazy(() => import('../features/admin/routes/admin-user')),
  locations: lazy(() => import('../features/admin/routes/admin-locations')),
  location: lazy(() => import('../features/admin/routes/admin-location')),
  locationDetails: lazy(() => import('../features/admin/routes/admin-location-details')),
  locationBookings: lazy(() => import('../features/admin/routes/admin-location-bookings')),
  locationHost: lazy(() => import('../features/admin/routes/admin-location-host')),
  campaigns: lazy(() => import('../features/admin/routes/admin-campaigns')),
  affiliates: lazy(() => import('../features/admin/routes/admin-affiliates')),
  affiliate: lazy(() => import('../features/admin/routes/admin-affiliate')),
  dataImport: lazy(() => import('../features/admin/routes/admin-data-import')),
  createCommercial: lazy(() => import('../features/admin/routes/admin-create-commercial')),
  widgets: lazy(() => import('../features/admin/routes/admin-widgets')),
  content: lazy(() => import('../features/admin/routes/admin-content')),
  contentEditor: lazy(() => import('../features/admin/routes/admin-content-editor')),
  messages: lazy(() => import('../features/admin/routes/admin-messages')),
  certificates: lazy(() => import('../features/admin/routes/admin-certificates')),
  // ---- Messages (issue 26) ----
  conversations: lazy(() => import('../features/messages/routes/messages-page')),
  askHost: lazy(() => import('../features/messages/routes/ask-host')),
  stayThread: lazy(() => import('../features/messages/routes/stay-thread')),
};

export type ScreenName = keyof typeof screens;

type ScreenProps = {
  /** The location details screen's property form (administration). */
  propertyEditor?: ReactNode;
  /** Which provider link failed (the verification and update failure pages). */
  type?: AccountLinkType;
  /** What the guard of an area checks. */
  permission?: Permission;
  /** The host's side of a screen shared with guests (messages). */
  hosting?: boolean;
};

export default function Screen({ name, ...props }: ScreenProps & { name: ScreenName }) {
  const Screen = screens[name] as ComponentType<ScreenProps>;
  return <Screen {...props} />;
}
