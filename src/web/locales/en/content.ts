// Texts of the content screens: the home page, collections and the partner widget.

export const content = {
  home: {
    partial: 'Some of this page could not be loaded',
    partialText:
      'You can still search for a place above, or browse <mapLink>every stay on the map</mapLink>.',
    collections: 'Collections',
    seeAllCollections: 'See all collections',
    collectionsError: 'Collections could not be loaded',
  },
  banner: {
    brand: 'Stopover',
    /** Shown when the content service is unreachable, so the page still says what it is. */
    fallbackTitle: 'Stay somewhere special tonight',
    fallbackTagline:
      "Overnight stays for campers and motorhomes on farms, vineyards and hosts' land across New Zealand.",
    /** The home search's dates, carried to /locations (decision 020). */
    dates: 'Dates (optional)',
  },
  page: {
    helpMenu: 'Help topics',
    loading: 'Loading page…',
  },
  blocks: {
    seeCollection: 'See all of {{title}}',
  },
  listings: {
    none: 'No stays to show here yet.',
  },
  collections: {
    title: 'Collections',
    intro: 'Hand-picked stays, grouped by what makes them special.',
    loading: 'Loading collection…',
    staysIn: 'Stays in {{title}}',
  },
  widget: {
    title: 'Find a stopover in New Zealand',
    text: 'Stay overnight on farms, vineyards and private land with Stopover.',
  },
};
