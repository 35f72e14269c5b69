// Texts of the shared components (src/web/components): page states, cards, the place search.

export const common = {
  tryAgain: 'Try again',
  loading: 'Loading…',
  loadingMap: 'Loading map',
  /** Read after a link that opens a new tab, for screen readers. */
  opensInNewTab: '(opens in a new tab)',
  /** A property's cancellation policy (src/domain/cancellation.ts, decision 018). */
  cancellationPolicy: {
    label: 'Cancellation policy',
    flexible: {
      name: 'Flexible',
      terms: 'Full refund of each night cancelled at least 1 day before it.',
    },
    moderate: {
      name: 'Moderate',
      terms:
        'Full refund of each night cancelled at least 7 days before it; half of it from 1 to 6 days before.',
    },
    strict: {
      name: 'Strict',
      terms:
        'Full refund of each night cancelled at least 14 days before it; half of it from 7 to 13 days before.',
    },
    sameDay: 'A night cancelled on the day is not refunded.',
    byHost: 'If the host cancels, every night is refunded in full.',
    /** What a cancellation gives back, before paying or cancelling. */
    quote: 'Cancelling now would refund {{refund}} of {{paid}}.',
  },
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
    /** A search by dates: what the whole stay costs on the cheapest open site. */
    stayTotal_one: '{{total}} for {{count}} night',
    stayTotal_other: '{{total}} for {{count}} nights',
  },
  /** The arrival and departure fields of a search (components/stay-dates.tsx). */
  stayDates: {
    legend: 'Dates',
    arrival: 'Arrival',
    departure: 'Departure',
    format: 'DD/MM/YYYY',
    clearArrival: 'Clear arrival date',
    clearDeparture: 'Clear departure date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
    chooseMonth: 'Choose a month',
    chooseYear: 'Choose a year',
  },
  placeSearch: {
    form: 'Place search',
    label: 'Where are you going?',
    placeholder: 'Search a town or region, e.g. Wānaka',
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
