// Every URL of the app, in one place. `path` is the router pattern, `href` builds a link.

import type { layout } from '../locales/en/layout';
import type { StayDates } from '../../domain/stay-search';
import { formatCentre, formatTagIds, type LatLng } from './geo';

/** The admin bar's screens (spec section 2). */
type AdminSection =
  | 'users'
  | 'locations'
  | 'tags'
  | 'campaigns'
  | 'affiliates'
  | 'dataimport'
  | 'createcommercial'
  | 'widgets'
  | 'messages'
  | 'certificates'
  | 'content';

export type AdminUserSection = 'details' | 'properties' | 'bookings' | 'transactions';
export type AdminLocationSection = 'details' | 'bookings' | 'host';

export const paths = {
  home: { path: '/', href: () => '/' },
  locations: {
    path: '/locations',
    /** `address`: the name of the place searched for, which opens the map closer than a bare centre. */
    href: (
      opts: {
        centre?: LatLng | null;
        address?: string;
        tags?: readonly number[];
        stay?: StayDates | null;
      } = {},
    ) => {
      const params = new URLSearchParams();
      if (opts.centre) params.set('c', formatCentre(opts.centre));
      if (opts.address) params.set('address', opts.address);
      if (opts.tags && opts.tags.length > 0) params.set('tags', formatTagIds(opts.tags));
      if (opts.stay) {
        params.set('arrival', opts.stay.arrival);
        params.set('departure', opts.stay.departure);
      }
      const search = params.toString();
      // Commas are legal in a query and keep ?c=lat,lng readable.
      return search ? `/locations?${search.replaceAll('%2C', ',')}` : '/locations';
    },
  },
  location: {
    path: '/locations/:locationId',
    /** With a stay, from a search by dates: the calendar opens at the arrival (decision 020). */
    href: (id: number | string, stay?: StayDates | null) =>
      stay ? `/locations/${id}?arrival=${stay.arrival}&departure=${stay.departure}` : `/locations/${id}`,
  },
  collections: { path: '/collections', href: () => '/collections' },
  collection: {
    path: '/collections/:slug',
    href: (slug: string) => `/collections/${encodeURIComponent(slug)}`,
  },
  widget: { path: '/widget/:slug', href: (slug: string) => `/widget/${encodeURIComponent(slug)}` },
  signup: { path: '/signup', href: () => '/signup' },
  login: { path: '/login', href: () => '/login' },
  becomeAHost: { path: '/become-a-host', href: () => '/become-a-host' },
  whyHost: { path: '/why-host', href: () => '/why-host' },
  // Accounts
  account: {
    path: '/account',
    /** `tab` opens Payment Details, Host Details or Vehicles instead of My Details. */
    href: (tab?: 'payment' | 'host' | 'vehicles' | 'security') => (tab ? `/account?tab=${tab}` : '/account'),
  },
  /** Lost every second factor: the email recovery (decision 056), and its emails' links. */
  secondFactorRecovery: { path: '/second-factor-recovery', href: () => '/second-factor-recovery' },
  secondFactorRecoveryCancel: {
    path: '/second-factor-recovery/cancel',
    href: () => '/second-factor-recovery/cancel',
  },
  onboarding: { path: '/onboarding', href: () => '/onboarding' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  emailVerified: { path: '/email-verified', href: () => '/email-verified' },
  bookings: { path: '/bookings', href: () => '/bookings' },
  /** One stay of My Trips, by its first night's uid: everything needed to get there, offline too (issue 29). */
  stay: {
    path: '/bookings/stays/:stayKey',
    href: (stayKey: string) => `/bookings/stays/${encodeURIComponent(stayKey)}`,
  },
  /** A stay's receipt (a tax invoice, decision 051), from My Trips. */
  stayReceipt: {
    path: '/bookings/:paymentId/receipt',
    href: (paymentId: string) => `/bookings/${encodeURIComponent(paymentId)}/receipt`,
  },
  hosting: { path: '/hosting/*', href: () => '/hosting/locations' },
  hostingLocations: { path: '/hosting/locations', href: () => '/hosting/locations' },
  hostingLocation: {
    path: '/hosting/locations/:locationId',
    href: (id: number | string) => `/hosting/locations/${id}`,
  },
  hostingBookings: { path: '/hosting/bookings', href: () => '/hosting/bookings' },
  hostingTransactions: { path: '/hosting/transactions', href: () => '/hosting/transactions' },
  hostingEarnings: { path: '/hosting/earnings', href: () => '/hosting/earnings' },
  /** The host's monthly statements (decision 051): the months, and one month's. */
  hostingStatements: { path: '/hosting/statements', href: () => '/hosting/statements' },
  hostingStatement: {
    path: '/hosting/statements/:month',
    href: (month: string) => `/hosting/statements/${encodeURIComponent(month)}`,
  },
  createProperty: { path: '/create-a-property', href: () => '/create-a-property' },
  // ---- Messages (issue 26): a guest's at /messages, a host's under /hosting. ----
  messages: { path: '/messages', href: () => '/messages' },
  messageThread: { path: '/messages/:threadId', href: (id: number) => `/messages/${id}` },
  /** Asking a property's host a question before booking. */
  messageAsk: {
    path: '/messages/ask/:locationId',
    href: (locationId: number) => `/messages/ask/${locationId}`,
  },
  /** A stay's thread, opened (made on first use) from My Trips. */
  messageStay: {
    path: '/messages/stay/:paymentId',
    href: (paymentId: string) => `/messages/stay/${paymentId}`,
  },
  hostingMessages: { path: '/hosting/messages', href: () => '/hosting/messages' },
  hostingMessageThread: {
    path: '/hosting/messages/:threadId',
    href: (id: number) => `/hosting/messages/${id}`,
  },
  /** A stay's thread, opened from Guest Bookings. */
  hostingMessageStay: {
    path: '/hosting/messages/stay/:paymentId',
    href: (paymentId: string) => `/hosting/messages/stay/${paymentId}`,
  },
  // Payments: the payout account's verification pages (the provider's links come back to these) and
  // what the provider still needs.
  accountVerificationSuccess: {
    path: '/account-verification-success',
    href: () => '/account-verification-success',
  },
  accountVerificationFailure: {
    path: '/account-verification-failure',
    href: () => '/account-verification-failure',
  },
  accountUpdateFailure: { path: '/account-update-failure', href: () => '/account-update-failure' },
  requirements: { path: '/requirements', href: () => '/requirements' },
  admin: { path: '/admin', href: () => '/admin' },
  /** The admin bar's screens (spec section 2), all under `admin.path`. */
  adminSection: {
    href: (section: AdminSection) => `/admin/${section}`,
  },
  adminTags: { path: '/admin/tags', href: () => '/admin/tags' },
  adminUsers: {
    path: '/admin/users',
    href: (search?: string) => (search ? `/admin/users?${new URLSearchParams({ search })}` : '/admin/users'),
  },
  /** A user's admin pages; `section` is one of the side menu's: details, properties, bookings, transactions. */
  adminUser: {
    path: '/admin/users/:userId/*',
    href: (userId: string, section: AdminUserSection = 'details') =>
      `/admin/users/${encodeURIComponent(userId)}/${section}`,
  },
  adminLocations: { path: '/admin/locations', href: () => '/admin/locations' },
  /** A location's admin pages: details (the property editor), bookings, host. */
  adminLocation: {
    path: '/admin/locations/:locationId',
    href: (locationId: number, section: AdminLocationSection = 'details') =>
      `/admin/locations/${locationId}/${section}`,
  },
  adminDataImport: { path: '/admin/dataimport', href: () => '/admin/dataimport' },
  adminCampaigns: { path: '/admin/campaigns', href: () => '/admin/campaigns' },
  adminAffiliates: { path: '/admin/affiliates', href: () => '/admin/affiliates' },
  /** An affiliate's bookings over a date range and their payout (the route draws its own sections). */
  adminAffiliate: {
    path: '/admin/affiliates/:userId/*',
    href: (userId: string) => `/admin/affiliates/${encodeURIComponent(userId)}`,
  },
  adminCreateCommercial: { path: '/admin/createcommercial', href: () => '/admin/createcommercial' },
  /** The content editor (decision 024): the list, and one document (a page per language). */
  adminContent: { path: '/admin/content', href: () => '/admin/content' },
  adminContentDoc: {
    path: '/admin/content/:kind/:slug',
    href: (kind: string, slug: string, language?: string) =>
      `/admin/content/${kind}/${encodeURIComponent(slug)}${language && language !== 'en' ? `?language=${language}` : ''}`,
  },
  /** What visitors sent through Contact Us. */
  adminMessages: { path: '/admin/messages', href: () => '/admin/messages' },
  /** Self-containment certificates waiting for review (issue 27). */
  adminCertificates: { path: '/admin/certificates', href: () => '/admin/certificates' },
  /** The promo widgets' copy-paste embed code, for partners' pages. */
  adminWidgets: { path: '/admin/widgets', href: () => '/admin/widgets' },
  /** Development only: the mail the app would have sent. */
  devMailbox: { path: '/dev/mailbox', href: () => '/dev/mailbox' },
  // Static content pages; they are served by the content feature later.
  about: { path: '/about', href: () => '/about' },
  media: { path: '/media', href: () => '/media' },
  contactUs: { path: '/contact-us', href: () => '/contact-us' },
  /** The Wifi FAQ; `language` opens it in that language rather than the app's. */
  faqWifi: {
    path: '/faq-wifi',
    href: (language?: string) => (language ? `/faq-wifi?language=${language}` : '/faq-wifi'),
  },
  howItWorks: { path: '/how-stopover-works', href: () => '/how-stopover-works' },
  faqGuest: { path: '/faq-guest', href: () => '/faq-guest' },
  faqHost: { path: '/faq-host', href: () => '/faq-host' },
  afterBooking: { path: '/after-booking', href: () => '/after-booking' },
  etiquette: { path: '/rules-of-etiquette', href: () => '/rules-of-etiquette' },
  healthAndSafety: { path: '/health-and-safety', href: () => '/health-and-safety' },
  terms: { path: '/terms-and-conditions', href: () => '/terms-and-conditions' },
  privacy: { path: '/privacy-policy', href: () => '/privacy-policy' },
  cancellation: { path: '/cancellation-policy', href: () => '/cancellation-policy' },
  /**
   * 'Partner With Us' in the top navigation: the deployment's external partner page (PARTNER_URL,
   * GET /v1/config's partnerUrl), else the About page's partner section.
   */
  partnerWithUs: { href: (partnerUrl?: string | null) => partnerUrl || '/about#partner-with-us' },
  /** Any other one-segment path is a content page, loaded by its slug (spec section 2). */
  contentPage: { path: '/:slug', href: (slug: string) => `/${encodeURIComponent(slug)}` },
} as const;

/** A link's label is a key of `layout.nav` in the catalogue, rendered with t() where it is shown. */
export type NavLabel = keyof (typeof layout)['nav'];
/** `external`: a page of another site, opened as a plain link rather than by the app's router. */
export type NavLink = { labelKey: NavLabel; href: string; external?: boolean };

export const helpLinks: NavLink[] = [
  { labelKey: 'howItWorks', href: paths.howItWorks.href() },
  { labelKey: 'faqGuests', href: paths.faqGuest.href() },
  { labelKey: 'faqHosts', href: paths.faqHost.href() },
  { labelKey: 'afterBooking', href: paths.afterBooking.href() },
  { labelKey: 'etiquette', href: paths.etiquette.href() },
  { labelKey: 'healthAndSafety', href: paths.healthAndSafety.href() },
  { labelKey: 'terms', href: paths.terms.href() },
  { labelKey: 'contactUs', href: paths.contactUs.href() },
];

export const companyLinks: NavLink[] = [
  { labelKey: 'about', href: paths.about.href() },
  { labelKey: 'media', href: paths.media.href() },
  { labelKey: 'whyHost', href: paths.whyHost.href() },
  { labelKey: 'contactUs', href: paths.contactUs.href() },
];

export const legalLinks: NavLink[] = [
  { labelKey: 'terms', href: paths.terms.href() },
  { labelKey: 'privacy', href: paths.privacy.href() },
  { labelKey: 'cancellation', href: paths.cancellation.href() },
];
