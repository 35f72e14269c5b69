// The mobile apps' contract: every call of the specification's section 7 ("The calls it makes"),
// with a request written from the specification's words and the answer fields it names. The OpenAPI
// document at /docs is annotated from this table (openapi.ts): these operations carry `x-spec-call`
// and the spec's request as their first example; every other /v1 operation is marked as a product
// addition. `openapi.test.ts` fails when a call here has no operation (a route renamed or removed).
//
// Paths are Fastify's (`:id`); parameter names do not matter (clients never see them), so
// `/v1/admin/user/:userId/password/:password` matches the route's `/password/*`.
// Answer fields are dotted paths through objects; arrays are walked through (`items.id` is the id of
// each item). The behaviour itself is guarded by the contract suite (src/server/contract/).

export type SpecMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type SpecCall = {
  method: SpecMethod;
  path: string;
  /** The specification's own words for the call (section 7, its row). */
  words: string;
  /** A query written from the spec's query names. */
  query?: Record<string, string | number>;
  /** A JSON body written from the spec's field names. */
  body?: unknown;
  /** Answer fields the specification names (section 7, or the entity of section 3 the call returns). */
  answer?: string[];
  /** Why the product has no operation for it yet; the document test expects it to stay absent. */
  gap?: string;
};

const LOCATION_ID = 12;
const USER_ID = 'user-id';

const address = {
  address: '12 Moa Road, Tākaka',
  latitude: -40.85,
  longitude: 172.8,
  postcode: '7110',
  country: 'nz',
  city: 'Tākaka',
};

const USER_FIELDS = [
  'id',
  'roles',
  'email',
  'emailVerified',
  'firstName',
  'lastName',
  'phone',
  'image',
  'referrer',
  'isReferrer',
  'referralTerms.feePercentage',
  'paymentInformation.valid',
  'accountInformation.valid',
];

const BOOKING_FIELDS = [
  'id',
  'uid',
  'date',
  'location',
  'locationName',
  'site',
  'siteName',
  'guest',
  'host',
  'status',
  'paid',
  'price',
  'transactionReference',
  'hostFirstName',
  'hostLastName',
  'hostEmail',
  'hostPhone',
  'guestFirstName',
  'guestLastName',
  'guestEmail',
  'guestPhone',
  'guestVehicle.registration',
];

export const SPEC_CALLS: SpecCall[] = [
  {
    method: 'GET',
    path: '/v1/users',
    words: 'query search, cursor (admin list; also fetches current user’s profile)',
    query: { search: 'smith' },
  },
  {
    method: 'POST',
    path: '/v1/users',
    words: 'body and response not shown',
    // Ours: sign-up makes the profile, and this call completes it with PUT /v1/users/{id}'s fields.
    body: { names: { firstName: 'Aroha', lastName: 'Ngata' }, contact: { phone: '+64 21 123 4567' } },
    answer: USER_FIELDS,
  },
  { method: 'GET', path: '/v1/users/:id', words: 'the user', answer: USER_FIELDS },
  {
    method: 'PUT',
    path: '/v1/users/:id',
    words:
      'profile update: names {firstName, lastName}, contact {phone}, image {url}, referrerEmail, email, optional id; returns updated user',
    body: {
      id: USER_ID,
      names: { firstName: 'Ann', lastName: 'Smith' },
      contact: { phone: '+64 21 123 4567' },
      image: { url: 'https://example.com/ann.jpg' },
    },
    answer: USER_FIELDS,
  },
  {
    method: 'GET',
    path: '/v1/users/:id/requirements',
    words: 'response currentlyDue (and link)',
    answer: ['currentlyDue'],
  },
  {
    method: 'POST',
    path: '/v1/users/:id/account/stripe',
    words: 'payout account, body {token}',
    body: { token: 'btok_from_the_provider' },
  },
  {
    method: 'PUT',
    path: '/v1/users/:id/account/stripe',
    words: 'payout account, body {token}',
    body: { token: 'btok_from_the_provider' },
  },
  {
    method: 'GET',
    path: '/v1/users/:id/account/balance',
    words: 'account balance: available[0].amount',
    answer: ['available.amount'],
  },
  {
    method: 'GET',
    path: '/v1/users/:id/account/transactions',
    words: 'cursor; transactions: date, description, amount',
    answer: ['items.date', 'items.description', 'items.amount'],
  },
  {
    method: 'POST',
    path: '/v1/users/:id/account-verification-link',
    words: 'body successUrl, failureUrl',
    body: { successUrl: 'https://stopover.example/hosting/account', failureUrl: 'https://stopover.example/' },
  },
  {
    method: 'POST',
    path: '/v1/users/:id/account-update-link',
    words: 'body successUrl, failureUrl',
    body: { successUrl: 'https://stopover.example/hosting/account', failureUrl: 'https://stopover.example/' },
  },
  {
    method: 'PUT',
    path: '/v1/users/:id/referral',
    words: 'body referrer',
    body: { referrer: 'REFERRER' },
  },
  { method: 'PUT', path: '/v1/users/:id/affiliate', words: 'make the user an affiliate' },
  {
    method: 'PUT',
    path: '/v1/users/:id/affiliate/add',
    words: 'body email',
    body: { email: 'guest@example.com' },
  },
  { method: 'DELETE', path: '/v1/users/:id/affiliate/del', words: 'remove an affiliate' },
  { method: 'GET', path: '/v1/users/affiliates', words: 'the affiliates' },
  { method: 'GET', path: '/v1/users/:id/properties', words: 'response items', answer: ['items'] },
  { method: 'GET', path: '/v1/users/:id/reviews', words: 'the user’s reviews' },
  {
    method: 'GET',
    path: '/v1/bookings',
    words: 'query host, location, cursor, guest, from, referrer, fromDate, toDate',
    query: { guest: USER_ID, fromDate: '2026-12-01', toDate: '2026-12-31' },
    answer: BOOKING_FIELDS.map((field) => `items.${field}`),
  },
  {
    method: 'PUT',
    path: '/v1/bookings/:id/status',
    words: 'body status=cancelled',
    body: { status: 'cancelled' },
  },
  {
    method: 'POST',
    path: '/v1/locations/:id/bookings',
    words: 'body bookings; response list with status, locationName, host, paid, transactionReference',
    body: { bookings: [{ location: LOCATION_ID, site: 34, date: '2026-12-24', price: 2000 }] },
    answer: ['status', 'locationName', 'host', 'paid', 'transactionReference'],
  },
  {
    method: 'GET',
    path: '/v1/locations',
    words: 'query tags, latitude, longitude, type, freeFormQuery, status; public and authenticated',
    query: { latitude: -40.85, longitude: 172.8, type: 'property', tags: 'site_feature:water' },
  },
  {
    method: 'POST',
    path: '/v1/locations',
    words:
      'create: type, name, address, latitude, longitude, description, tags, site {spaces, price, tags}, images',
    body: {
      type: 'property',
      name: 'Moa Farm',
      address,
      latitude: address.latitude,
      longitude: address.longitude,
      description: 'A quiet paddock by the river.',
      tags: [],
      site: { spaces: 2, price: 2000, tags: [] },
      images: [{ id: 'moa-farm-1', url: 'https://stopover.example/uploads/moa-farm-1.jpg' }],
    },
  },
  {
    method: 'GET',
    path: '/v1/locations/:id',
    words: 'the location',
    answer: [
      'id',
      'name',
      'description',
      'type',
      'status',
      'address.address',
      'address.city',
      'latitude',
      'longitude',
      'images.url',
      'tags',
      'propertyInformation.sites',
      'propertyInformation.noticePeriod',
    ],
  },
  {
    method: 'PUT',
    path: '/v1/locations/:id',
    words:
      'update: id, name, latitude, longitude, address, tags, images, description, directions, website, propertyInformation {sites, noticePeriod}',
    body: {
      id: LOCATION_ID,
      name: 'Moa Farm',
      latitude: address.latitude,
      longitude: address.longitude,
      address,
      tags: [],
      images: [{ id: 'moa-farm-1', url: 'https://stopover.example/uploads/moa-farm-1.jpg' }],
      description: 'A quiet paddock by the river.',
      directions: 'Second gate on the left.',
      website: 'https://moafarm.example',
      propertyInformation: {
        sites: [{ id: 34, name: 'Paddock', spaces: 2, price: 2000, tags: [], status: 'active' }],
        noticePeriod: 0,
      },
    },
  },
  {
    method: 'PUT',
    path: '/v1/locations/:id/status',
    words: 'body status (active or inactive)',
    body: { status: 'active' },
  },
  {
    method: 'GET',
    path: '/v1/locations/:id/availability',
    words: 'query from, to (default window 28 days)',
    query: { from: '2026-12-20', to: '2027-01-16' },
  },
  {
    method: 'POST',
    path: '/v1/locations/:id/reviews',
    words: 'body rating, comment',
    body: { rating: 5, comment: 'Lovely hosts and a quiet night.' },
  },
  {
    method: 'POST',
    path: '/v1/locations/many',
    words: 'body locations (bulk import)',
    body: { locations: [] },
  },
  {
    method: 'POST',
    path: '/v1/images',
    words: 'multipart files; returns objects with url',
    answer: ['url'],
  },
  {
    method: 'POST',
    path: '/v1/images/existing',
    words: 'body images',
    body: { images: [{ url: 'https://example.com/photo.jpg' }] },
  },
  {
    method: 'GET',
    path: '/v1/tags',
    words: 'the tags',
    answer: ['items.id', 'items.label', 'items.name', 'items.group', 'items.status'],
  },
  {
    method: 'POST',
    path: '/v1/tags',
    words: 'add a tag: label, name, group',
    body: { label: 'site_feature:firewood', name: 'Firewood', group: 'site_feature' },
    answer: ['id', 'label', 'name', 'group', 'status'],
  },
  {
    method: 'GET',
    path: '/v1/content/pages/:slug',
    words: 'content page: slug, rows, homeBanner (title, tagline)',
    answer: ['slug', 'rows', 'homeBanner.title', 'homeBanner.tagline'],
  },
  {
    method: 'GET',
    path: '/v1/content/widgets/:slug',
    words: 'widget: title, tagLine, buttonUrl, slides in sizes 300x600, 300x250, 728x90, 160x600',
    answer: ['title', 'tagLine', 'buttonUrl', 'slides'],
  },
  {
    method: 'GET',
    path: '/v1/content/collectionPage/:slug',
    words: 'collection page: slug, title, banner url, thumbnail, collection.tag, rows',
    answer: ['slug', 'title', 'banner', 'thumbnail', 'collection.tag', 'rows'],
  },
  {
    method: 'POST',
    path: '/v1/contact_us',
    words: 'unauthenticated; firstName, lastName, email, phone, message',
    body: {
      firstName: 'Ann',
      lastName: 'Smith',
      email: 'ann@example.com',
      phone: '+64 21 123 4567',
      message: 'Can I bring a dog?',
    },
  },
  {
    method: 'POST',
    path: '/v1/campaigns',
    words:
      'create: type, code, userMessage, validFrom, validUntil, creditAmount, numberOfNights, percentageDiscount, location, site, tourCode, collection, userEmail, maximumRedeemCount, affiliateEmail',
    body: {
      type: 'Credit',
      code: 'WELCOME10',
      userMessage: 'Welcome to Stopover',
      validFrom: '2026-12-01',
      validUntil: '2027-01-01',
      creditAmount: 1000,
      maximumRedeemCount: 100,
    },
  },
  {
    method: 'PUT',
    path: '/v1/campaigns/:id',
    words: 'validUntil, status',
    body: { validUntil: '2027-02-01', status: 'active' },
  },
  {
    method: 'GET',
    path: '/v1/campaigns/search',
    words: 'query type, code, cursor, limit',
    query: { type: 'Credit', code: 'WELCOME10', limit: 25 },
  },
  {
    method: 'PUT',
    path: '/v1/admin/user/update/:id',
    words: 'body email',
    body: { email: 'new-address@example.com' },
  },
  {
    method: 'PUT',
    path: '/v1/admin/user/:userId/password/:password',
    words: 'set a user’s password (auth token)',
  },
  {
    method: 'POST',
    path: '/v1/admin/user/:userId/password/:password',
    words: 'set a user’s password (auth token)',
  },
  {
    method: 'POST',
    path: '/v1/admin/refund',
    words: 'body uid, reason',
    body: { uid: 'booking-uid', reason: 'The host closed the paddock.' },
  },
  {
    method: 'POST',
    path: '/v1/admin/transfer',
    words:
      'body referrer, bookings (list of booking uids); response updatedBookings, referrerTransfer.referrer',
    body: { referrer: USER_ID, bookings: ['booking-uid'] },
    answer: ['updatedBookings', 'referrerTransfer.referrer'],
  },
];

/** A path template with its parameters' names dropped: /v1/users/{id} and /v1/users/:userId → /v1/users/{}. */
export function pathShape(path: string): string {
  return path.replace(/:\w+|\{[^}]*\}|\*/g, '{}');
}

/** The spec call a method and path (Fastify's or OpenAPI's form) answers, if any. */
export function findSpecCall(method: string, path: string): SpecCall | undefined {
  const shape = pathShape(path);
  const upper = method.toUpperCase();
  return SPEC_CALLS.find((call) => call.method === upper && pathShape(call.path) === shape);
}
