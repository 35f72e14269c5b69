// Every query key of the web, in one tree (issue 32). A key's first word is its branch: invalidating a
// key refreshes every query under it, so a write names what it changed here, not in its own words.
// Branches in SHARED_QUERY_BRANCHES hold what anyone may see and survive signing out; every other
// branch is the signed-in person's own and is dropped then (lib/session.ts), so a branch added later
// is private unless it is listed there.

/** Filters and other arguments are part of a key as they are; only their shape matters to the cache. */
type Part = string | number | boolean | null | undefined | object;

export const queryKeys = {
  session: ['session'] as const,
  config: ['config'] as const,
  tags: ['tags'] as const,
  places: (name: string) => ['places', name] as const,
  signInMethods: ['sign-in-methods'] as const,
  /** One's second factors and passkeys (decision 056). */
  security: {
    all: ['security'] as const,
    factors: (userId: string) => ['security', 'factors', userId] as const,
    passkeys: ['security', 'passkeys'] as const,
  },

  content: {
    all: ['content'] as const,
    page: (slug: string, language: string) => ['content', 'pages', slug, language] as const,
    collections: ['content', 'collections'] as const,
    collectionPage: (slug: string) => ['content', 'collectionPage', slug] as const,
  },

  /** Listings as visitors see them: search, pages, calendars, reviews. */
  locations: {
    all: ['locations'] as const,
    search: (search: Part) => ['locations', 'search', search] as const,
    /** Every listing's detail: reset on sign-out, as a host's or booked guest's copy has the exact address. */
    details: ['locations', 'detail'] as const,
    detail: (id: number) => ['locations', 'detail', id] as const,
    name: (id: number) => ['locations', 'name', id] as const,
    availabilityAll: ['locations', 'availability'] as const,
    availabilityOf: (locationId: number) => ['locations', 'availability', locationId] as const,
    availability: (locationId: number, from: string, to: string) =>
      ['locations', 'availability', locationId, from, to] as const,
    reviews: (id: number) => ['locations', 'reviews', id] as const,
    responseStats: (id: number) => ['locations', 'response-stats', id] as const,
  },

  /** A host's own properties and what only they see of them. */
  properties: {
    all: ['properties'] as const,
    ofHost: (userId: string) => ['properties', userId] as const,
    /** The site's private feed address and synced calendars: private, so not under 'locations'. */
    calendarSync: (locationId: number, siteId: number) =>
      ['properties', 'calendar-sync', locationId, siteId] as const,
  },

  users: {
    all: ['users'] as const,
    one: (userId: string) => ['users', userId] as const,
    vehicles: (userId: string) => ['users', userId, 'vehicles'] as const,
    earnings: (userId: string, from: string, to: string) => ['users', userId, 'earnings', from, to] as const,
    balance: (userId: string) => ['users', userId, 'balance'] as const,
    transactions: (userId: string, cursor: string) => ['users', userId, 'transactions', cursor] as const,
    requirements: (userId: string) => ['users', userId, 'requirements'] as const,
    paymentSetup: (userId: string) => ['users', userId, 'payment-setup'] as const,
    hostProgress: (userId: string) => ['users', userId, 'host-progress'] as const,
    sessions: (userId: string) => ['users', userId, 'sessions'] as const,
    dataExport: (userId: string) => ['users', userId, 'data-export'] as const,
    accountLink: (userId: string, type: string) => ['users', userId, 'account-link', type] as const,
  },

  statements: {
    of: (userId: string | undefined) => ['statements', userId] as const,
    month: (userId: string | undefined, month: string) => ['statements', userId, month] as const,
  },
  receipt: (paymentId: string) => ['receipt', paymentId] as const,
  stayLocation: (id: number | undefined) => ['stays', 'location', id] as const,
  savedTrips: (userId: string) => ['offline', 'saved', userId] as const,

  bookings: {
    all: ['bookings'] as const,
    list: (filter: Part) => ['bookings', 'list', filter] as const,
    hosted: (query: Part) => ['bookings', 'hosted', query] as const,
    hostedToReview: (query: Part) => ['bookings', 'hosted', 'to-review', query] as const,
    ofUserForAdmin: (userId: string) => ['bookings', 'admin-user', userId] as const,
    affiliatesAll: ['bookings', 'affiliates'] as const,
    ofAffiliate: (userId: string, from: Part, to: Part) =>
      ['bookings', 'affiliates', userId, from, to] as const,
  },

  reviews: {
    all: ['reviews'] as const,
    byUser: (userId: string) => ['reviews', 'user', userId] as const,
    ofStay: (night: string) => ['reviews', 'stay', night] as const,
    guestProfile: (guestId: string) => ['reviews', 'guest-profile', guestId] as const,
  },

  messages: {
    all: ['messages'] as const,
    threads: (role: string) => ['messages', 'threads', role] as const,
    thread: (id: number) => ['messages', 'thread', id] as const,
    unread: ['messages', 'unread'] as const,
  },

  affiliates: {
    all: ['affiliates'] as const,
    list: ['affiliates', 'list'] as const,
    summary: (userId: string) => ['affiliates', 'summary', userId] as const,
  },

  widgets: ['widgets', 'list'] as const,
  mailbox: (limit: number) => ['dev', 'mailbox', limit] as const,

  /** The admin area: every admin write refreshes the whole branch, so its tables show what was done. */
  admin: {
    all: ['admin'] as const,
    overview: ['admin', 'overview'] as const,
    userSearch: (search: Part) => ['admin', 'users', 'search', search] as const,
    user: (userId: string) => ['admin', 'users', 'profile', userId] as const,
    userProperties: (userId: string) => ['admin', 'users', 'properties', userId] as const,
    userTransactions: (userId: string) => ['admin', 'users', 'transactions', userId] as const,
    locationSearch: (search: Part) => ['admin', 'locations', 'search', search] as const,
    location: (id: number) => ['admin', 'locations', 'summary', id] as const,
    locationBookings: (locationId: number) => ['admin', 'locations', 'bookings', locationId] as const,
    audit: ['admin', 'audit'] as const,
    auditOf: (about: Part) => ['admin', 'audit', about] as const,
    campaigns: ['admin', 'campaigns'] as const,
    campaignSearch: (filters: Part) => ['admin', 'campaigns', filters] as const,
    campaignSites: (locationId: number | null) => ['admin', 'campaigns', 'sites', locationId] as const,
    campaignCollections: ['admin', 'campaigns', 'collections'] as const,
    content: ['admin', 'content'] as const,
    contentList: ['admin', 'content', 'list'] as const,
    contentDocument: (doc: Part) => ['admin', 'content', 'doc', doc] as const,
    contentVersions: (doc: Part) => ['admin', 'content', 'versions', doc] as const,
    contactMessages: ['admin', 'contact-messages'] as const,
    messageThreads: (about: Part) => ['admin', 'message-threads', about] as const,
    certificates: ['admin', 'vehicle-certificates'] as const,
  },
};

/** Branches anyone may see: they survive signing out (spec section 4: logout keeps shared data). */
export const SHARED_QUERY_BRANCHES: readonly string[] = [
  queryKeys.config[0],
  queryKeys.tags[0],
  queryKeys.locations.all[0],
  'places',
  queryKeys.content.all[0],
];
