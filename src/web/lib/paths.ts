// Every URL of the app, in one place. `path` is the router pattern, `href` builds a link.

import { formatCentre, formatTagIds, type LatLng } from './geo';

export const paths = {
  home: { path: '/', href: () => '/' },
  locations: {
    path: '/locations',
    href: (opts: { centre?: LatLng | null; tags?: readonly number[] } = {}) => {
      const params = new URLSearchParams();
      if (opts.centre) params.set('c', formatCentre(opts.centre));
      if (opts.tags && opts.tags.length > 0) params.set('tags', formatTagIds(opts.tags));
      const search = params.toString();
      // Commas are legal in a query and keep ?c=lat,lng readable.
      return search ? `/locations?${search.replaceAll('%2C', ',')}` : '/locations';
    },
  },
  location: { path: '/locations/:locationId', href: (id: number | string) => `/locations/${id}` },
  collections: { path: '/collections', href: () => '/collections' },
  collection: {
    path: '/collections/:slug',
    href: (slug: string) => `/collections/${encodeURIComponent(slug)}`,
  },
  widget: { path: '/widget/:slug', href: (slug: string) => `/widget/${encodeURIComponent(slug)}` },
  signup: { path: '/signup', href: () => '/signup' },
  login: { path: '/login', href: () => '/login' },
  becomeAHost: { path: '/become-a-host', href: () => '/become-a-host' },
  // Accounts
  account: {
    path: '/account',
    /** `tab` opens Payment Details or Host Details instead of My Details. */
    href: (tab?: 'payment' | 'host') => (tab ? `/account?tab=${tab}` : '/account'),
  },
  onboarding: { path: '/onboarding', href: () => '/onboarding' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  emailVerified: { path: '/email-verified', href: () => '/email-verified' },
  bookings: { path: '/bookings', href: () => '/bookings' },
  hosting: { path: '/hosting/*', href: () => '/hosting/locations' },
  hostingLocations: { path: '/hosting/locations', href: () => '/hosting/locations' },
  hostingBookings: { path: '/hosting/bookings', href: () => '/hosting/bookings' },
  hostingTransactions: { path: '/hosting/transactions', href: () => '/hosting/transactions' },
  createProperty: { path: '/create-a-property', href: () => '/create-a-property' },
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
  admin: { path: '/admin/*', href: () => '/admin' },
  /** Development only: the mail the app would have sent. */
  devMailbox: { path: '/dev/mailbox', href: () => '/dev/mailbox' },
  // Static content pages; they are served by the content feature later.
  about: { path: '/about', href: () => '/about' },
  media: { path: '/media', href: () => '/media' },
  contactUs: { path: '/contact-us', href: () => '/contact-us' },
  howItWorks: { path: '/how-stopover-works', href: () => '/how-stopover-works' },
  faqGuest: { path: '/faq-guest', href: () => '/faq-guest' },
  faqHost: { path: '/faq-host', href: () => '/faq-host' },
  afterBooking: { path: '/after-booking', href: () => '/after-booking' },
  etiquette: { path: '/rules-of-etiquette', href: () => '/rules-of-etiquette' },
  healthAndSafety: { path: '/health-and-safety', href: () => '/health-and-safety' },
  terms: { path: '/terms-and-conditions', href: () => '/terms-and-conditions' },
  privacy: { path: '/privacy-policy', href: () => '/privacy-policy' },
  cancellation: { path: '/cancellation-policy', href: () => '/cancellation-policy' },
} as const;

export type NavLink = { label: string; href: string };

export const helpLinks: NavLink[] = [
  { label: 'How Stopover Works', href: paths.howItWorks.href() },
  { label: 'FAQ Guests', href: paths.faqGuest.href() },
  { label: 'FAQ Hosts', href: paths.faqHost.href() },
  { label: 'After Booking', href: paths.afterBooking.href() },
  { label: 'Rules of Etiquette', href: paths.etiquette.href() },
  { label: 'Health and Safety', href: paths.healthAndSafety.href() },
  { label: 'Terms and Conditions', href: paths.terms.href() },
  { label: 'Contact Us', href: paths.contactUs.href() },
];

export const companyLinks: NavLink[] = [
  { label: 'About', href: paths.about.href() },
  { label: 'Media', href: paths.media.href() },
  { label: 'Contact Us', href: paths.contactUs.href() },
];

export const legalLinks: NavLink[] = [
  { label: 'Terms and Conditions', href: paths.terms.href() },
  { label: 'Privacy Policy', href: paths.privacy.href() },
  { label: 'Cancellation Policy', href: paths.cancellation.href() },
];
