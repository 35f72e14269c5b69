// Texts of the shared components (src/web/components): page states, cards, the place search.

export const common = {
  tryAgain: 'Try again',
  loading: 'Loading…',
  loadingMap: 'Loading map',
  /** Read after a link that opens a new tab, for screen readers. */
  opensInNewTab: '(opens in a new tab)',
  pageTitle: {
    site: "Stopover: overnight stays on hosts' land in New Zealand",
    page: '{{title}} | Stopover',
  },
  appBadges: {
    appStoreKicker: 'Download on the',
    appStore: 'App Store',
    googlePlayKicker: 'Get it on',
    googlePlay: 'Google Play',
  },
  errorMessage: {
    title: 'Something went wrong',
    newVersion:
      'A newer version of Stopover is available, or the connection dropped while loading this page.',
    generic: 'Sorry, this page could not be shown. Please reload the page or try again in a moment.',
    reload: 'Reload page',
  },
  queryError: {
    title: 'This page could not be loaded',
    fallback: 'Please try again.',
  },
  notFound: {
    backHome: 'Back to the home page',
  },
  locationCard: {
    noPhoto: 'No photo yet',
    fromPerNight: 'from {{price}} / night',
    priceOnRequest: 'Price on request',
  },
  placeSearch: {
    form: 'Place search',
    label: 'Where are you going?',
    placeholder: 'Search a town or region, e.g. Wanaka',
    places: 'Places',
    submit: 'Search',
    empty: 'Type a place to search for.',
    noMatch: 'No place in New Zealand matches "{{query}}".',
    unavailable: 'Place search is not available right now. Please try again.',
  },
  noPayoutAccount: {
    title: 'You have no payout account yet',
    text: 'Add the bank account your payouts go to in Host Details. Our payment provider then checks your details, and guests’ payments for your sites are paid into it.',
    setUp: 'Set up a payout account',
  },
};
