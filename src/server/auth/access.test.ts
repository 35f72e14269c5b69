// The authorisation matrix: every /v1 route and the health checks, called by every kind of person, on their own record
// and on someone else's. It reads the server's own route table, so a route added without a row here
// fails, and it checks what each route declares against the permission table of
// src/domain/roles.ts (decision 014).
//
// Each row is built so that a missing rule shows: the person whose record it is gets a different
// answer from everyone else (the subject is a host with a payout account, so their payout routes
// answer 200, not the 404 a person without one gets), and where a rule changes the body rather than
// the status (search, a listing's address, the user list) the row observes the body too.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import { can, type Permission, type Viewer } from '../../domain/roles';
import type { Role } from '../../domain/constants';
import {
  bookings,
  calendarImports,
  images,
  messages,
  messageThreads,
  sessions,
  rateLimitCounters,
  secondFactorRecoveries,
  sites,
  users,
  vehicles,
} from '../db/schema';
import { createTestApp, type TestContext } from '../testing/test-app';
import { signUp, TEST_PASSWORD, type Actor } from '../testing/actors';
import { createBooking, createLocation, createUser } from '../testing/fixtures';
import type { Requirement } from './guards';

const PEOPLE = ['guest', 'host', 'system_admin', 'administrator', 'addpropertiesonly_administrator'] as const;
type Person = (typeof PEOPLE)[number];
type ActorName = 'anonymous' | Person;
const ACTORS: ActorName[] = ['anonymous', ...PEOPLE];

/** Who each person is, as the permission table sees them. */
const VIEWERS: Record<ActorName, Viewer> = {
  anonymous: null,
  guest: { userId: 'guest', roles: [], accountValid: false },
  host: { userId: 'host', roles: [], accountValid: true },
  system_admin: { userId: 'system_admin', roles: ['system_admin'], accountValid: false },
  administrator: { userId: 'administrator', roles: ['administrator'], accountValid: false },
  addpropertiesonly_administrator: {
    userId: 'addpropertiesonly_administrator',
    roles: ['addpropertiesonly_administrator'],
    accountValid: false,
  },
};

/** Whose record a request is about: a user and the property they own. */
type Subject = { id: string; locationId: number };
type World = {
  people: Record<Person, Actor & Subject>;
  /** Someone else: a host with a payout account and a property, whose record nobody above owns. */
  someone: Actor & Subject;
  unlistedLocationId: number;
  /** Another property of someone's, where every person and someone hold a night (GET /v1/bookings). */
  bookedLocationId: number;
  /** Each person's own night there, by user id, kept for the cancel row (another date). */
  cancellableNights: Record<string, number>;
  /** An upload of someone's: only its owner and those who manage every property may put it on one. */
  someoneImage: { id: string; url: string };
  publicUrl: string;
};
/** A status, or a status and what the row observed in the body. */
type Outcome = number | string;
type Row = {
  /** What the route must declare. */
  requires: Requirement;
  request: (w: World, subject: Subject) => InjectOptions | Promise<InjectOptions>;
  observe?: (res: LightMyRequestResponse, w: World) => string;
  /** Each actor on someone else's record (or the route's only request, for routes without one). */
  others: Record<ActorName, Outcome>;
  /** Each signed-in person on their own record, for routes about a record with an owner. */
  own?: Record<Person, Outcome>;
  /** The permission that reaches everyone's record of this kind (default users:manage-any). */
  reachesAny?: Permission;
  /** A sensitive action (decision 057): it needs a recent sign-in always, or for some requests. */
  recentSignIn?: 'always' | 'sometimes';
};

/** A request to book that does not exist (a payment id nobody has). */
const NO_SUCH_REQUEST = '0b5d7c1e-4a2f-4e3b-9c8d-7e6f5a4b3c2d';

const everyone = (outcome: Outcome) =>
  Object.fromEntries(ACTORS.map((a) => [a, outcome])) as Record<ActorName, Outcome>;
const eachPerson = (outcome: Outcome) =>
  Object.fromEntries(PEOPLE.map((p) => [p, outcome])) as Record<Person, Outcome>;
/** Someone else's user record: administrators reach it; everyone else is told it does not exist. */
const othersUser = (adminOutcome: Outcome): Record<ActorName, Outcome> => ({
  anonymous: 401,
  guest: 404,
  host: 404,
  system_admin: adminOutcome,
  administrator: adminOutcome,
  addpropertiesonly_administrator: 404,
});
/** One's own payout account: only the host has one; the rest hear NO_PAYOUT_ACCOUNT (404). */
const ownPayout = (hostOutcome: Outcome): Record<Person, Outcome> => ({
  ...eachPerson(404),
  host: hostOutcome,
});

/** An admin-only call: every administrator gets `adminOutcome`, everyone else is refused. */
const adminsOnly = (adminOutcome: Outcome): Record<ActorName, Outcome> => ({
  anonymous: 401,
  guest: 403,
  host: 403,
  system_admin: adminOutcome,
  administrator: adminOutcome,
  addpropertiesonly_administrator: adminOutcome,
});

/** Calls of POST /v1/tags so far: each gets its own label. */
let tagCalls = 0;
/** Calls of POST /v1/admin/users/:id/second-factors/remove so far: each about a new person. */
let factorCalls = 0;
/** Calls of POST /v1/contact_us so far: each comes from its own address. */
let contactCalls = 0;
const userUrl = (subject: Subject, rest = '') => `/v1/users/${subject.id}${rest}`;

/** Someone else's property: those who manage every property reach it; everyone else hears it does not exist. */
const othersProperty = (adminOutcome: Outcome): Record<ActorName, Outcome> => ({
  anonymous: 401,
  guest: 404,
  host: 404,
  system_admin: adminOutcome,
  administrator: adminOutcome,
  addpropertiesonly_administrator: adminOutcome,
});
/** One's own property: managing it needs a valid payout account, or the right to manage any. */
const ownProperty = (outcome: Outcome): Record<Person, Outcome> => ({
  ...eachPerson(outcome),
  guest: '403 property.needPayoutAccount',
});

/** The first site of the subject's property, and an address under it. */
async function siteOf(subject: Subject): Promise<number> {
  const [row] = await t.database.db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.locationId, subject.locationId))
    .orderBy(sites.id)
    .limit(1);
  return row!.id;
}
const siteUrl = async (subject: Subject, rest: string) =>
  `/v1/locations/${subject.locationId}/sites/${await siteOf(subject)}${rest}`;

/** A property as the editor sends it back: read from GET /v1/locations/{id}, at its current version. */
async function propertyBody(locationId: number) {
  const d = (await t.app.inject({ url: `/v1/locations/${locationId}` })).json() as {
    name: string;
    version: number;
    images: { id: string; url: string }[];
    propertyInformation: { sites: { id: number; name: string; spaces: number; price: number }[] };
  };
  return {
    ...newProperty([]),
    name: d.name,
    images: d.images,
    propertyInformation: {
      sites: d.propertyInformation.sites.map(({ id, name, spaces, price }) => ({ id, name, spaces, price })),
    },
    version: d.version,
  };
}

function newProperty(imageList: { id: string }[]) {
  return {
    name: 'Matrix Farm',
    description: 'A quiet paddock.',
    propertyType: 'Farm',
    address: { address: '1 Matrix Road', city: 'Wellington' },
    latitude: -41.29,
    longitude: 174.78,
    images: imageList,
    propertyInformation: { sites: [{ name: 'Paddock', spaces: 2, price: 2500 }] },
  };
}

/** Each subject's inquiry thread (they are its guest) with a host of its own, made on first use. */
const threadsOf = new Map<string, number>();
let threadHostId: string | null = null;
async function threadOf(subject: Subject): Promise<number> {
  const known = threadsOf.get(subject.id);
  if (known) return known;
  // Made in the database: sign-ups are rate limited per address and the matrix uses them up.
  threadHostId ??= (await createUser(t.database.db, { email: 'messages-host@access.test' })).id;
  const place = await createLocation(t.database.db, { ownerId: threadHostId, name: `Chat ${subject.id}` });
  const [thread] = await t.database.db
    .insert(messageThreads)
    .values({ locationId: place.id, guestId: subject.id, hostId: threadHostId })
    .returning({ id: messageThreads.id });
  await t.database.db.insert(messages).values({ threadId: thread!.id, senderId: subject.id, body: 'Hello' });
  threadsOf.set(subject.id, thread!.id);
  return thread!.id;
}

const MATRIX: Record<string, Row> = {
  // The load balancer's checks (decision 054) answer everyone alike, signed in or not.
  'GET /health': { requires: 'public', request: () => ({ url: '/health' }), others: everyone(200) },
  'GET /health/live': { requires: 'public', request: () => ({ url: '/health/live' }), others: everyone(200) },
  'GET /health/ready': {
    requires: 'public',
    request: () => ({ url: '/health/ready' }),
    others: everyone(200),
  },
  'GET /v1/auth/*': {
    requires: 'public',
    request: () => ({ url: '/v1/auth/get-session' }),
    others: everyone(200),
  },
  'POST /v1/auth/*': {
    requires: 'public',
    request: () => ({
      method: 'POST',
      url: '/v1/auth/sign-in/email',
      payload: { email: 'nobody@example.test', password: 'whatever' },
    }),
    others: everyone(404),
  },
  'GET /v1/config': { requires: 'public', request: () => ({ url: '/v1/config' }), others: everyone(200) },
  'GET /v1/locations': {
    // Unlisted properties are found only by those who may manage any property.
    requires: 'public',
    request: () => ({ url: '/v1/locations?status=inactive' }),
    observe: (res, w) =>
      (res.json() as { items: { id: number }[] }).items.some((l) => l.id === w.unlistedLocationId)
        ? 'unlisted found'
        : 'listed only',
    others: {
      ...everyone('200 listed only'),
      system_admin: '200 unlisted found',
      administrator: '200 unlisted found',
      addpropertiesonly_administrator: '200 unlisted found',
    },
  },
  'GET /v1/locations/:id': {
    // The street address goes to the property's owner and full administrators (decision 012).
    requires: 'public',
    request: (_, subject) => ({ url: `/v1/locations/${subject.locationId}` }),
    observe: (res) => ((res.json() as { address: unknown }).address ? 'address' : 'town only'),
    others: {
      ...everyone('200 town only'),
      system_admin: '200 address',
      administrator: '200 address',
    },
    own: eachPerson('200 address'),
  },
  'GET /v1/locations/:id/availability': {
    requires: 'public',
    request: (w) => ({ url: `/v1/locations/${w.someone.locationId}/availability` }),
    others: everyone(200),
  },
  'GET /v1/locations/:id/map.webp': {
    // The exact spot as the address is (decision 012), the area around the public position for
    // everyone else (decision 053). The test app's tile address is dead: nothing is fetched.
    requires: 'public',
    request: (_, subject) => ({ url: `/v1/locations/${subject.locationId}/map.webp` }),
    observe: (res) => String(res.headers['x-map-position']),
    others: {
      ...everyone('200 public'),
      system_admin: '200 exact',
      administrator: '200 exact',
    },
    own: eachPerson('200 exact'),
  },
  // The property rows come before the payout rows, whose bogus bank token leaves the host's payout
  // account unverified (no longer a host) for the rest of the host's run.
  'POST /v1/locations': {
    // Every signed-in person reaches it, so one who is not a host hears why (403 with its own code,
    // not the guard's). Someone's upload: administrators may use any stored image (201), a host only
    // their own (400 property.unknownImages).
    requires: 'locations:own',
    request: (w) => ({
      method: 'POST',
      url: '/v1/locations',
      payload: newProperty([{ id: w.someoneImage.id }]),
    }),
    others: {
      anonymous: 401,
      guest: '403 property.needPayoutAccount',
      host: 400,
      system_admin: 201,
      administrator: 201,
      addpropertiesonly_administrator: 201,
    },
  },
  'PUT /v1/locations/:id': {
    requires: 'locations:own',
    request: async (_, subject) => ({
      method: 'PUT',
      url: `/v1/locations/${subject.locationId}`,
      payload: await propertyBody(subject.locationId),
    }),
    others: othersProperty(200),
    own: ownProperty(200),
    reachesAny: 'locations:manage-any',
  },
  'PUT /v1/locations/:id/status': {
    requires: 'locations:own',
    request: (_, subject) => ({
      method: 'PUT',
      url: `/v1/locations/${subject.locationId}/status`,
      payload: { status: 'active' },
    }),
    others: othersProperty(200),
    own: ownProperty(200),
    reachesAny: 'locations:manage-any',
  },
  // Calendar sync of a site (decision 047): the property editor's rule.
  'GET /v1/locations/:id/sites/:siteId/calendar-sync': {
    requires: 'locations:own',
    request: async (_, subject) => ({ url: await siteUrl(subject, '/calendar-sync') }),
    others: othersProperty(200),
    own: ownProperty(200),
    reachesAny: 'locations:manage-any',
  },
  'POST /v1/locations/:id/sites/:siteId/calendar-feed-token': {
    requires: 'locations:own',
    request: async (_, subject) => ({ method: 'POST', url: await siteUrl(subject, '/calendar-feed-token') }),
    others: othersProperty(200),
    own: ownProperty(200),
    reachesAny: 'locations:manage-any',
  },
  'POST /v1/locations/:id/sites/:siteId/calendar-imports': {
    // A loopback address: refused as not public before any connection, so the row fetches nothing.
    requires: 'locations:own',
    request: async (_, subject) => ({
      method: 'POST',
      url: await siteUrl(subject, '/calendar-imports'),
      payload: { name: 'Matrix', url: 'http://127.0.0.1:9/matrix.ics' },
    }),
    others: othersProperty(201),
    own: ownProperty(201),
    reachesAny: 'locations:manage-any',
  },
  'DELETE /v1/locations/:id/sites/:siteId/calendar-imports/:importId': {
    requires: 'locations:own',
    request: async (_, subject) => {
      const siteId = await siteOf(subject);
      const [row] = await t.database.db
        .insert(calendarImports)
        .values({ siteId, name: 'Matrix', url: 'https://calendar.example/matrix.ics' })
        .returning();
      return { method: 'DELETE', url: await siteUrl(subject, `/calendar-imports/${row!.id}`) };
    },
    others: othersProperty(200),
    own: ownProperty(200),
    reachesAny: 'locations:manage-any',
  },
  'GET /v1/calendar-feeds/:token': {
    // Public to whoever holds the site's secret token (a wrong one is 404: the calendar sync tests).
    requires: 'public',
    request: async (w) => {
      const siteId = await siteOf(w.someone);
      await t.database.db
        .update(sites)
        .set({ calendarToken: 'matrix-feed-token' })
        .where(eq(sites.id, siteId));
      return { url: '/v1/calendar-feeds/matrix-feed-token.ics' };
    },
    others: everyone(200),
  },
  'GET /v1/users/:id/properties': {
    requires: 'locations:own',
    request: (_, subject) => ({ url: userUrl(subject, '/properties') }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  'POST /v1/images/existing': {
    // Someone's upload, by url: its owner's, or anyone's for those who manage every property.
    requires: 'images:upload',
    request: (w) => ({
      method: 'POST',
      url: '/v1/images/existing',
      payload: { images: [{ url: w.someoneImage.url }] },
    }),
    others: {
      anonymous: 401,
      guest: 400,
      host: 400,
      system_admin: 200,
      administrator: 200,
      addpropertiesonly_administrator: 200,
    },
  },
  'POST /v1/locations/:id/bookings': {
    // Every signed-in person may book; nobody here has a saved card, so each is told to add one
    // (400 payments.noCard) and nothing is reserved.
    requires: 'bookings:create',
    request: (w) => ({
      method: 'POST',
      url: `/v1/locations/${w.someone.locationId}/bookings`,
      headers: { 'idempotency-key': '4b8f7a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' },
      payload: { bookings: [{ siteId: 1, date: '2999-01-01' }] },
    }),
    others: { ...everyone(400), anonymous: 401 },
  },
  'POST /v1/locations/:id/bookings/quote': {
    // Every signed-in person may ask what a code takes off; a night far off is refused (400) before
    // any code is looked at, and nothing is reserved or counted.
    requires: 'bookings:create',
    request: (w) => ({
      method: 'POST',
      url: `/v1/locations/${w.someone.locationId}/bookings/quote`,
      payload: { bookings: [{ siteId: 1, date: '2999-01-01' }], code: 'ANYCODE' },
    }),
    others: { ...everyone(400), anonymous: 401 },
  },
  'POST /v1/locations/:id/reviews': {
    // Every signed-in person may review where they have stayed; nobody here stayed at someone's
    // property, so each is refused (409 reviews.noStay; 403 is kept for a missing permission) and
    // nothing is written.
    requires: 'reviews:write',
    request: (w) => ({
      method: 'POST',
      url: `/v1/locations/${w.someone.locationId}/reviews`,
      payload: { rating: 5, comment: 'Lovely' },
    }),
    others: { ...everyone(409), anonymous: 401 },
  },
  'GET /v1/locations/:id/reviews': {
    requires: 'public',
    request: (w) => ({ url: `/v1/locations/${w.someone.locationId}/reviews` }),
    others: everyone(200),
  },
  'GET /v1/users/:id/reviews': {
    requires: 'users:manage-own',
    request: (_, subject) => ({ url: userUrl(subject, '/reviews') }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  'PUT /v1/bookings/:id/status': {
    // A night of the subject's, in the past: administrators cancel anyone's (a full refund, nothing
    // paid by card here); the guest who booked it is told it has passed; anyone else hears it does
    // not exist.
    requires: 'bookings:cancel-own',
    request: (w, subject) => ({
      method: 'PUT',
      url: `/v1/bookings/${w.cancellableNights[subject.id]}/status`,
      payload: { status: 'cancelled' },
    }),
    others: {
      anonymous: 401,
      guest: 404,
      host: 404,
      system_admin: 200,
      administrator: 200,
      addpropertiesonly_administrator: 404,
    },
    own: eachPerson(400),
  },
  // Requests to book (issue 26): every signed-in person may answer the requests at their own
  // properties and withdraw their own; anyone else's (here none exists) is not found. The owner rules
  // (only the host answers, only the guest withdraws) are held by booking-requests.test.ts.
  'POST /v1/bookings/requests/:paymentId/accept': {
    requires: 'bookings:answer-requests',
    request: () => ({ method: 'POST', url: `/v1/bookings/requests/${NO_SUCH_REQUEST}/accept` }),
    others: { ...everyone(404), anonymous: 401 },
  },
  'POST /v1/bookings/requests/:paymentId/decline': {
    requires: 'bookings:answer-requests',
    request: () => ({
      method: 'POST',
      url: `/v1/bookings/requests/${NO_SUCH_REQUEST}/decline`,
      payload: { reason: 'Full that week' },
    }),
    others: { ...everyone(404), anonymous: 401 },
  },
  'POST /v1/bookings/requests/:paymentId/withdraw': {
    requires: 'bookings:cancel-own',
    request: () => ({ method: 'POST', url: `/v1/bookings/requests/${NO_SUCH_REQUEST}/withdraw` }),
    others: { ...everyone(404), anonymous: 401 },
  },
  'POST /v1/admin/refund': {
    // Administrators only; a night that does not exist shows the guard let them through (404).
    requires: 'bookings:refund',
    recentSignIn: 'sometimes',
    request: () => ({
      method: 'POST',
      url: '/v1/admin/refund',
      payload: { uid: '4b8f7a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', reason: 'A reason of ten characters' },
    }),
    others: {
      anonymous: 401,
      guest: 403,
      host: 403,
      system_admin: 404,
      administrator: 404,
      addpropertiesonly_administrator: 403,
    },
  },
  'GET /v1/bookings': {
    // A guest's nights: one's own (everyone holds a night at bookedLocationId), anyone's for those
    // who read any booking; anyone else's id answers as an unknown one. The host's view is below.
    requires: 'bookings:read-own',
    request: (_, subject) => ({ url: `/v1/bookings?guest=${subject.id}` }),
    observe: (res) => {
      const guests = new Set((res.json() as { items: { guest: string }[] }).items.map((n) => n.guest));
      return guests.size === 1 ? 'one guest' : `${guests.size} guests`;
    },
    others: {
      anonymous: 401,
      guest: 404,
      host: 404,
      system_admin: '200 one guest',
      administrator: '200 one guest',
      addpropertiesonly_administrator: 404,
    },
    own: eachPerson('200 one guest'),
  },
  'GET /v1/tags': { requires: 'public', request: () => ({ url: '/v1/tags' }), others: everyone(200) },
  'POST /v1/tags': {
    // A new label each call, so each administrator's call adds a tag (201).
    requires: 'tags:manage',
    request: () => ({
      method: 'POST',
      url: '/v1/tags',
      payload: { label: `matrix_tag_${++tagCalls}`, name: 'Matrix tag', group: 'others' },
    }),
    others: {
      anonymous: 401,
      guest: 403,
      host: 403,
      system_admin: 201,
      administrator: 201,
      addpropertiesonly_administrator: 403,
    },
  },
  'GET /v1/places': {
    requires: 'public',
    request: () => ({ url: '/v1/places?query=Nelson' }),
    others: everyone(200),
  },
  'GET /v1/content/pages/:slug': {
    requires: 'public',
    request: () => ({ url: '/v1/content/pages/nope' }),
    others: everyone(404),
  },
  'GET /v1/content/collectionPage/:slug': {
    requires: 'public',
    request: () => ({ url: '/v1/content/collectionPage/nope' }),
    others: everyone(404),
  },
  'GET /v1/content/collections': {
    requires: 'public',
    request: () => ({ url: '/v1/content/collections' }),
    others: everyone(200),
  },
  'GET /v1/content/widgets/:slug': {
    requires: 'public',
    request: () => ({ url: '/v1/content/widgets/nope' }),
    others: everyone(404),
  },
  'GET /v1/admin/widgets': {
    requires: 'content:edit',
    request: () => ({ url: '/v1/admin/widgets' }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  'GET /v1/dev/mailbox': {
    requires: 'public',
    request: () => ({ url: '/v1/dev/mailbox' }),
    others: everyone(200),
  },
  'POST /v1/dev/bookings/sweep': {
    // The journeys' test clock (issue 26), outside production only: the sweeper as at now.
    requires: 'public',
    request: () => ({
      method: 'POST',
      url: '/v1/dev/bookings/sweep',
      payload: { at: new Date().toISOString() },
    }),
    others: everyone(200),
  },
  'POST /v1/contact_us': {
    // Each call from its own address, so the per-address limit never answers for the matrix.
    requires: 'public',
    request: () => ({
      method: 'POST',
      url: '/v1/contact_us',
      remoteAddress: `192.0.2.${++contactCalls}`,
      payload: { firstName: 'Matrix', email: 'matrix@example.com', message: 'Hello' },
    }),
    others: everyone(201),
  },
  'GET /v1/admin/contact-messages': {
    requires: 'contact:read',
    request: () => ({ url: '/v1/admin/contact-messages' }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  'GET /v1/users': {
    // Everyone gets their own profile; only those who manage users get the list of everyone.
    requires: 'users:manage-own',
    request: () => ({ url: '/v1/users' }),
    observe: (res, w) =>
      (res.json() as { items: { id: string }[] }).items.some((u) => u.id === w.someone.id)
        ? 'everyone'
        : 'own',
    others: {
      anonymous: 401,
      guest: '200 own',
      host: '200 own',
      system_admin: '200 everyone',
      administrator: '200 everyone',
      addpropertiesonly_administrator: '200 own',
    },
  },
  'GET /v1/users/:id': {
    requires: 'users:manage-own',
    request: (_, subject) => ({ url: userUrl(subject) }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  'PUT /v1/users/:id': {
    requires: 'users:manage-own',
    recentSignIn: 'sometimes',
    request: (_, subject) => ({ method: 'PUT', url: userUrl(subject), payload: { contact: { phone: '' } } }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  'POST /v1/users': {
    // Always one's own profile: the caller's, whoever they are.
    requires: 'users:manage-own',
    recentSignIn: 'sometimes',
    request: () => ({ method: 'POST', url: '/v1/users', payload: { contact: { phone: '' } } }),
    others: { ...everyone(200), anonymous: 401 },
  },
  'GET /v1/users/:id/sessions': {
    // One's own sessions only: administrators too are told another person's do not exist.
    requires: 'users:manage-own',
    request: (_, subject) => ({ url: userUrl(subject, '/sessions') }),
    others: othersUser(404),
    own: eachPerson(200),
    reachesAny: 'users:manage-own',
  },
  'DELETE /v1/users/:id/sessions': {
    // Each person in the matrix has one session, so signing out of the others ends none of theirs.
    requires: 'users:manage-own',
    request: (_, subject) => ({ method: 'DELETE', url: userUrl(subject, '/sessions') }),
    others: othersUser(404),
    own: eachPerson(200),
    reachesAny: 'users:manage-own',
  },
  'DELETE /v1/users/:id/sessions/:sessionId': {
    // A session of the subject's made for the row, so the owner's answer is 200.
    requires: 'users:manage-own',
    request: async (_, subject) => ({
      method: 'DELETE',
      url: userUrl(subject, `/sessions/${await extraSessionOf(subject)}`),
    }),
    others: othersUser(404),
    own: eachPerson(200),
    reachesAny: 'users:manage-own',
  },
  'POST /v1/users/:id/reauthenticate': {
    requires: 'users:manage-own',
    request: (_, subject) => ({
      method: 'POST',
      url: userUrl(subject, '/reauthenticate'),
      payload: { password: TEST_PASSWORD },
    }),
    others: othersUser(404),
    own: eachPerson(200),
    reachesAny: 'users:manage-own',
  },
  'POST /v1/dev/sessions/current/age': {
    // The journeys' test clock: 0 minutes, so the people of the matrix stay freshly signed in.
    requires: 'users:manage-own',
    request: () => ({ method: 'POST', url: '/v1/dev/sessions/current/age', payload: { minutes: 0 } }),
    others: { ...everyone(200), anonymous: 401 },
  },
  'PUT /v1/users/:id/referral': {
    // An unknown code: whoever reaches the record gets as far as the code check.
    requires: 'users:manage-own',
    request: (_, subject) => ({
      method: 'PUT',
      url: userUrl(subject, '/referral'),
      payload: { referrer: 'NO-SUCH-CODE' },
    }),
    others: othersUser(400),
    own: eachPerson(400),
  },
  'PUT /v1/users/:id/gst': {
    // Not registered: what everyone is already, so the matrix changes nothing.
    requires: 'payouts:manage-own',
    request: (_, subject) => ({
      method: 'PUT',
      url: userUrl(subject, '/gst'),
      payload: { registered: false },
    }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  'POST /v1/users/:id/payment/setup': {
    requires: 'payments:manage-own',
    request: (_, subject) => ({ method: 'POST', url: userUrl(subject, '/payment/setup') }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  'PUT /v1/users/:id/payment': {
    // A token the provider cannot read: whoever reaches the record gets as far as the provider.
    requires: 'payments:manage-own',
    request: (_, subject) => ({
      method: 'PUT',
      url: userUrl(subject, '/payment'),
      payload: { token: 'tok_bogus' },
    }),
    others: othersUser(400),
    own: eachPerson(400),
  },
  'POST /v1/users/:id/account/stripe': {
    requires: 'payouts:manage-own',
    recentSignIn: 'always',
    request: (_, subject) => ({
      method: 'POST',
      url: userUrl(subject, '/account/stripe'),
      payload: { token: 'btok_bogus' },
    }),
    others: othersUser(400),
    own: eachPerson(400),
  },
  'PUT /v1/users/:id/account/stripe': {
    requires: 'payouts:manage-own',
    recentSignIn: 'always',
    request: (_, subject) => ({
      method: 'PUT',
      url: userUrl(subject, '/account/stripe'),
      payload: { token: 'btok_bogus' },
    }),
    others: othersUser(400),
    own: ownPayout(400),
  },
  'GET /v1/users/:id/requirements': {
    requires: 'payouts:manage-own',
    request: (_, subject) => ({ url: userUrl(subject, '/requirements') }),
    others: othersUser(200),
    own: ownPayout(200),
  },
  'POST /v1/users/:id/account-verification-link': {
    requires: 'payouts:manage-own',
    request: (w, subject) => ({
      method: 'POST',
      url: userUrl(subject, '/account-verification-link'),
      payload: { successUrl: `${w.publicUrl}/ok`, failureUrl: `${w.publicUrl}/no` },
    }),
    others: othersUser(200),
    own: ownPayout(200),
  },
  'POST /v1/users/:id/account-update-link': {
    requires: 'payouts:manage-own',
    request: (w, subject) => ({
      method: 'POST',
      url: userUrl(subject, '/account-update-link'),
      payload: { successUrl: `${w.publicUrl}/ok`, failureUrl: `${w.publicUrl}/no` },
    }),
    others: othersUser(200),
    own: ownPayout(200),
  },
  'GET /v1/users/:id/account/balance': {
    requires: 'payouts:manage-own',
    request: (_, subject) => ({ url: userUrl(subject, '/account/balance') }),
    others: othersUser(200),
    own: ownPayout(200),
  },
  'GET /v1/users/:id/account/transactions': {
    requires: 'payouts:manage-own',
    request: (_, subject) => ({ url: userUrl(subject, '/account/transactions') }),
    others: othersUser(200),
    own: ownPayout(200),
  },
  // A host's earnings (decision 050): anyone signed in reads their own (a guest's are empty),
  // administrators anyone's; nobody else learns whether the user exists.
  'GET /v1/users/:id/earnings': {
    requires: 'locations:own',
    request: (_, subject) => ({ url: userUrl(subject, '/earnings?from=2026-01&to=2026-12') }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  'GET /v1/users/:id/earnings/csv': {
    requires: 'locations:own',
    request: (_, subject) => ({ url: userUrl(subject, '/earnings/csv?from=2026-01&to=2026-12') }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  // Personal data (decision 058): one's own export, or anyone's for an administrator; deleting an
  // account is one's own only (a wrong typed email here, so the matrix deletes nobody).
  'GET /v1/users/:id/data-export': {
    requires: 'users:manage-own',
    request: (_, subject) => ({ url: userUrl(subject, '/data-export') }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  'POST /v1/users/:id/deletion': {
    requires: 'users:manage-own',
    recentSignIn: 'always',
    request: (_, subject) => ({
      method: 'POST',
      url: userUrl(subject, '/deletion'),
      payload: { email: 'not-the-account@example.com' },
    }),
    others: othersUser(404),
    own: eachPerson(400),
  },
  'POST /v1/payments/webhook': {
    requires: 'public',
    request: () => ({ method: 'POST', url: '/v1/payments/webhook', payload: { id: 'evt_1', type: 'ping' } }),
    others: everyone(400),
  },
  'POST /v1/payments/local/card-tokens': {
    requires: 'public',
    request: () => ({
      method: 'POST',
      url: '/v1/payments/local/card-tokens',
      payload: { cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: '40', cvc: '123' },
    }),
    others: everyone(200),
  },
  'POST /v1/payments/local/bank-tokens': {
    requires: 'public',
    request: () => ({
      method: 'POST',
      url: '/v1/payments/local/bank-tokens',
      payload: {
        accountName: 'A Host',
        accountNumber: '0068389000',
        routingNumber: '010902',
        currency: 'nzd',
        country: 'NZ',
      },
    }),
    others: everyone(200),
  },
  'GET /v1/payments/local/account-links/:id': {
    requires: 'public',
    request: () => ({ url: '/v1/payments/local/account-links/acctlink_local_nope' }),
    others: everyone(404),
  },
  'POST /v1/payments/local/account-links/:id': {
    requires: 'public',
    request: () => ({
      method: 'POST',
      url: '/v1/payments/local/account-links/acctlink_local_nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    }),
    others: everyone(404),
  },
  'POST /v1/images': {
    requires: 'images:upload',
    request: () => ({
      method: 'POST',
      url: '/v1/images',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    }),
    others: { ...everyone(400), anonymous: 401 },
  },
  'GET /v1/admin/users/:id/audit': {
    requires: 'users:manage-any',
    request: (_, subject) => ({ url: `/v1/admin/users/${subject.id}/audit` }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  'GET /v1/admin/locations/:id/audit': {
    requires: 'locations:manage-any',
    request: (_, subject) => ({ url: `/v1/admin/locations/${subject.locationId}/audit` }),
    others: adminsOnly(200),
  },
  // ---- issue 11: admin users rows ----
  'PUT /v1/admin/user/update/:id': {
    // Their own address again: whoever gets past the guard changes nothing other rows rely on.
    requires: 'users:manage-any',
    recentSignIn: 'sometimes',
    request: (_, subject) => ({
      method: 'PUT',
      url: `/v1/admin/user/update/${subject.id}`,
      payload: { email: 'someone@access.test' },
    }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  ...(() => {
    let passwordCalls = 0;
    const newPerson = async () => (await signUp(t, `password-${++passwordCalls}@access.test`)).id;
    return Object.fromEntries(
      (['PUT', 'POST'] as const).flatMap((method) => [
        [
          `${method} /v1/admin/user/:userId/password`,
          {
            // A new person each call: setting a password ends their sessions, and other rows use someone's.
            requires: 'users:manage-any',
            recentSignIn: 'always',
            request: async () => ({
              method,
              url: `/v1/admin/user/${await newPerson()}/password`,
              payload: { password: 'matrix-password' },
            }),
            others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
          } satisfies Row,
        ],
        [
          `${method} /v1/admin/user/:userId/password/*`,
          {
            requires: 'users:manage-any',
            recentSignIn: 'always',
            request: async () => ({
              method,
              url: `/v1/admin/user/${await newPerson()}/password/matrix-password`,
            }),
            others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
          } satisfies Row,
        ],
      ]),
    );
  })(),
  'PUT /v1/admin/user/:id/roles': {
    // The roles someone has (none): allowed to every administrator, a change to nobody.
    requires: 'users:manage-any',
    request: (_, subject) => ({
      method: 'PUT',
      url: `/v1/admin/user/${subject.id}/roles`,
      payload: { roles: [] },
    }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  // ---- issue 11: admin locations rows ----
  'GET /v1/admin/locations': {
    // Those who manage any property find unlisted ones too; everyone else is refused.
    requires: 'locations:manage-any',
    request: () => ({ url: '/v1/admin/locations?status=INACTIVE' }),
    observe: (res, w) =>
      (res.json() as { items: { id: number }[] }).items.some((l) => l.id === w.unlistedLocationId)
        ? 'unlisted found'
        : 'not found',
    others: adminsOnly('200 unlisted found'),
  },
  'GET /v1/admin/locations/:id': {
    requires: 'locations:manage-any',
    request: (_, subject) => ({ url: `/v1/admin/locations/${subject.locationId}` }),
    others: adminsOnly(200),
  },
  'POST /v1/admin/locations': {
    requires: 'locations:create-non-product',
    request: () => ({
      method: 'POST',
      url: '/v1/admin/locations',
      payload: {
        type: 'freedom_campsite',
        name: 'Matrix Reserve',
        description: 'A gravel area by the river.',
        address: { address: '2 Matrix Road', city: 'Wellington' },
        latitude: -41.29,
        longitude: 174.78,
      },
    }),
    others: adminsOnly(201),
  },
  'PUT /v1/admin/locations/:id': {
    // The subject's property is a hosted one: administrators reach the route and hear it has its
    // own editor (409); everyone else is refused by the guard.
    requires: 'locations:manage-any',
    request: (_, subject) => ({
      method: 'PUT',
      url: `/v1/admin/locations/${subject.locationId}`,
      payload: {
        type: 'freedom_campsite',
        name: 'Matrix Reserve',
        description: 'A gravel area by the river.',
        address: { address: '2 Matrix Road', city: 'Wellington' },
        latitude: -41.29,
        longitude: 174.78,
        version: 1,
      },
    }),
    others: adminsOnly(409),
  },
  // ---- issue 11: data import rows ----
  'POST /v1/locations/many': {
    // Administrators with import:run; the narrower addpropertiesonly_administrator may not import.
    requires: 'import:run',
    request: () => ({
      method: 'POST',
      url: '/v1/locations/many',
      payload: {
        locations: [
          {
            foreignKey: 'matrix-import-1',
            name: 'Matrix Import',
            type: 'freedom_campsite',
            address: '3 Matrix Road',
            latitude: -41.29,
            longitude: 174.78,
          },
        ],
      },
    }),
    // The first administrator's call creates it, the next find it unchanged: imported either way.
    observe: (res) =>
      (res.json() as { rows: { outcome: string }[] }).rows[0]!.outcome === 'refused' ? 'refused' : 'imported',
    others: { ...adminsOnly('200 imported'), addpropertiesonly_administrator: 403 },
  },
  'POST /v1/locations/many/images': {
    requires: 'import:run',
    request: () => ({
      method: 'POST',
      url: '/v1/locations/many/images',
      payload: { items: [{ foreignKey: 'matrix-no-such-import', images: ['/uploads/nope.webp'] }] },
    }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  // ---- issue 12: campaigns rows ----
  ...(() => {
    // Each call its own code; the PUT row changes a campaign the system administrator made for it.
    let campaignCalls = 0;
    const newCampaign = () => ({
      type: 'Discount',
      code: `MATRIX${++campaignCalls}`,
      userMessage: '10% off one night',
      validFrom: '2030-01-01',
      percentageDiscount: 10,
      numberOfNights: 1,
    });
    const made = async (w: World) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/campaigns',
          headers: w.people.system_admin.headers,
          payload: newCampaign(),
        })
      ).json().id as number;
    return {
      'POST /v1/campaigns': {
        requires: 'campaigns:manage',
        request: () => ({ method: 'POST', url: '/v1/campaigns', payload: newCampaign() }),
        others: { ...adminsOnly(201), addpropertiesonly_administrator: 403 },
      } satisfies Row,
      'PUT /v1/campaigns/:id': {
        requires: 'campaigns:manage',
        request: async (w) => ({
          method: 'PUT',
          url: `/v1/campaigns/${await made(w)}`,
          payload: { status: 'inactive' },
        }),
        others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
      } satisfies Row,
      'GET /v1/campaigns/search': {
        requires: 'campaigns:manage',
        request: () => ({ url: '/v1/campaigns/search?code=matrix' }),
        observe: (res) => ((res.json() as { items: unknown[] }).items.length > 0 ? 'found' : 'none'),
        others: { ...adminsOnly('200 found'), addpropertiesonly_administrator: 403 },
      } satisfies Row,
    };
  })(),
  // ---- issue 12: affiliates rows ----
  // Unknown users and nights: administrators get past the guard to the 404, changing nobody.
  'GET /v1/users/affiliates': {
    requires: 'affiliates:manage',
    request: () => ({ url: '/v1/users/affiliates' }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  'PUT /v1/users/:id/affiliate': {
    requires: 'affiliates:manage',
    request: () => ({
      method: 'PUT',
      url: '/v1/users/matrix-no-such-user/affiliate',
      payload: { feePercentage: 10 },
    }),
    others: { ...adminsOnly(404), addpropertiesonly_administrator: 403 },
  },
  'PUT /v1/users/:id/affiliate/add': {
    requires: 'affiliates:manage',
    request: (_, subject) => ({
      method: 'PUT',
      url: userUrl(subject, '/affiliate/add'),
      payload: { email: 'matrix-no-such-user@example.com', feePercentage: 10 },
    }),
    others: { ...adminsOnly(404), addpropertiesonly_administrator: 403 },
  },
  'DELETE /v1/users/:id/affiliate/del': {
    requires: 'affiliates:manage',
    request: () => ({ method: 'DELETE', url: '/v1/users/matrix-no-such-user/affiliate/del' }),
    others: { ...adminsOnly(404), addpropertiesonly_administrator: 403 },
  },
  'GET /v1/users/:id/affiliate/summary': {
    requires: 'users:manage-own',
    request: (_, subject) => ({ url: userUrl(subject, '/affiliate/summary') }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  'POST /v1/admin/transfer': {
    requires: 'affiliates:manage',
    request: () => ({
      method: 'POST',
      url: '/v1/admin/transfer',
      payload: { referrer: 'matrix-no-such-user', bookings: ['4b8f7a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'] },
    }),
    others: { ...adminsOnly(404), addpropertiesonly_administrator: 403 },
  },
  // ---- issue 13: content editor rows (a page of its own, so public pages stay as they are) ----
  'GET /v1/admin/content': {
    requires: 'content:edit',
    request: () => ({ url: '/v1/admin/content' }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  'GET /v1/admin/content/:kind/:slug': {
    requires: 'content:edit',
    request: () => ({ url: '/v1/admin/content/page/matrix-no-such-page' }),
    others: { ...adminsOnly(404), addpropertiesonly_administrator: 403 },
  },
  'GET /v1/admin/content/:kind/:slug/versions': {
    requires: 'content:edit',
    request: () => ({ url: '/v1/admin/content/page/matrix-page/versions' }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  'PUT /v1/admin/content/:kind/:slug/draft': {
    requires: 'content:edit',
    request: () => ({
      method: 'PUT',
      url: '/v1/admin/content/page/matrix-page/draft',
      payload: { document: { title: 'Matrix', homeBanner: null, rows: [] } },
    }),
    others: { ...adminsOnly(201), addpropertiesonly_administrator: 403 },
  },
  'POST /v1/admin/content/:kind/:slug/publish': {
    requires: 'content:edit',
    request: () => ({
      method: 'POST',
      url: '/v1/admin/content/page/matrix-page/publish',
      payload: { document: { title: 'Matrix', homeBanner: null, rows: [] } },
    }),
    others: { ...adminsOnly(201), addpropertiesonly_administrator: 403 },
  },
  'POST /v1/admin/content/:kind/:slug/versions/:id/restore': {
    requires: 'content:edit',
    request: () => ({ method: 'POST', url: '/v1/admin/content/page/matrix-page/versions/999999/restore' }),
    others: { ...adminsOnly(404), addpropertiesonly_administrator: 403 },
  },
  // ---- Messages (issue 26) ----
  'GET /v1/messages/threads': {
    // Each person's own threads only: the body is theirs whoever asks (the service filters by viewer).
    requires: 'messages:own',
    request: () => ({ url: '/v1/messages/threads' }),
    others: { ...everyone(200), anonymous: 401 },
  },
  'GET /v1/messages/unread-count': {
    requires: 'messages:own',
    request: () => ({ url: '/v1/messages/unread-count' }),
    others: { ...everyone(200), anonymous: 401 },
  },
  'GET /v1/messages/threads/:id': {
    // Only the thread's two people read it here; administrators read through the admin call.
    requires: 'messages:own',
    request: async (_, subject) => ({ url: `/v1/messages/threads/${await threadOf(subject)}` }),
    others: { ...everyone(404), anonymous: 401 },
    own: eachPerson(200),
    reachesAny: 'messages:read-any',
  },
  'POST /v1/messages/threads/:id/messages': {
    requires: 'messages:own',
    request: async (_, subject) => ({
      method: 'POST',
      url: `/v1/messages/threads/${await threadOf(subject)}/messages`,
      payload: { body: 'Matrix' },
    }),
    others: { ...everyone(404), anonymous: 401 },
    own: eachPerson(201),
    reachesAny: 'messages:read-any',
  },
  'POST /v1/locations/:id/inquiries': {
    // Anyone signed in may ask a host; the host of the property may not ask themselves (409).
    requires: 'messages:own',
    request: (_, subject) => ({
      method: 'POST',
      url: `/v1/locations/${subject.locationId}/inquiries`,
      payload: { body: 'Is there room for a van?' },
    }),
    others: { ...everyone(201), anonymous: 401 },
    own: eachPerson(409),
  },
  'POST /v1/bookings/stays/:paymentId/thread': {
    // No such stay for anyone (its guest and host get its thread: messages.test.ts).
    requires: 'messages:own',
    request: () => ({
      method: 'POST',
      url: '/v1/bookings/stays/00000000-0000-4000-8000-000000000000/thread',
    }),
    others: { ...everyone(404), anonymous: 401 },
  },
  'GET /v1/messages/stream': {
    // A stream never ends by itself: the request is cut after a moment, which ends it.
    requires: 'messages:own',
    request: () => ({
      url: '/v1/messages/stream',
      headers: { accept: 'text/event-stream' },
      signal: AbortSignal.timeout(200),
    }),
    others: { ...everyone(200), anonymous: 401 },
  },
  'GET /v1/locations/:id/response-stats': {
    requires: 'public',
    request: (w) => ({ url: `/v1/locations/${w.someone.locationId}/response-stats` }),
    others: everyone(200),
  },
  'GET /v1/admin/messages/threads': {
    requires: 'messages:read-any',
    request: (_, subject) => ({ url: `/v1/admin/messages/threads?userId=${subject.id}` }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  'POST /v1/admin/messages/threads/:id/read': {
    requires: 'messages:read-any',
    request: async (_, subject) => ({
      method: 'POST',
      url: `/v1/admin/messages/threads/${await threadOf(subject)}/read`,
      payload: { reason: 'A dispute about the stay' },
    }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  // ---- issue 11: overview rows ----
  'GET /v1/admin/overview': {
    requires: 'bookings:read-any',
    request: () => ({ url: '/v1/admin/overview' }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  // ---- Vehicles and certificates (issue 27): a guest's own; administrators read and review ----
  'GET /v1/users/:id/vehicles': {
    // The registration, certificate number and photo url: the guest's own, and full administrators'.
    requires: 'vehicles:manage-own',
    request: async (_, subject) => {
      await vehicleOf(subject);
      return { url: userUrl(subject, '/vehicles') };
    },
    observe: (res) => (res.body.includes('/uploads/') ? 'photo url' : 'no photo url'),
    others: othersUser('200 photo url'),
    own: eachPerson('200 photo url'),
  },
  'POST /v1/users/:id/vehicles': {
    // Only the guest adds their vehicles: administrators too hear someone's does not exist.
    requires: 'vehicles:manage-own',
    request: (_, subject) => ({
      method: 'POST',
      url: userUrl(subject, '/vehicles'),
      payload: MATRIX_VEHICLE,
    }),
    others: { ...everyone(404), anonymous: 401 },
    own: eachPerson(201),
  },
  'PUT /v1/users/:id/vehicles/:vehicleId': {
    requires: 'vehicles:manage-own',
    request: async (_, subject) => ({
      method: 'PUT',
      url: userUrl(subject, `/vehicles/${await vehicleOf(subject)}`),
      payload: MATRIX_VEHICLE,
    }),
    others: { ...everyone(404), anonymous: 401 },
    own: eachPerson(200),
  },
  'DELETE /v1/users/:id/vehicles/:vehicleId': {
    requires: 'vehicles:manage-own',
    request: async (_, subject) => ({
      method: 'DELETE',
      url: userUrl(subject, `/vehicles/${await vehicleOf(subject, true)}`),
    }),
    others: { ...everyone(404), anonymous: 401 },
    own: eachPerson(200),
  },
  'GET /v1/admin/vehicle-certificates': {
    requires: 'vehicles:verify',
    request: async (w) => {
      await vehicleOf(w.someone);
      return { url: '/v1/admin/vehicle-certificates' };
    },
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  'POST /v1/admin/vehicle-certificates/:vehicleId/approve': {
    // A fresh pending certificate of someone's each time.
    requires: 'vehicles:verify',
    request: async (w) => {
      const id = await vehicleOf(w.someone, true);
      return {
        method: 'POST',
        url: `/v1/admin/vehicle-certificates/${id}/approve`,
        payload: { submittedAt: MATRIX_SUBMITTED_AT.toISOString() },
      };
    },
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  'POST /v1/admin/vehicle-certificates/:vehicleId/reject': {
    requires: 'vehicles:verify',
    request: async (w) => {
      const id = await vehicleOf(w.someone, true);
      return {
        method: 'POST',
        url: `/v1/admin/vehicle-certificates/${id}/reject`,
        payload: { submittedAt: MATRIX_SUBMITTED_AT.toISOString(), reason: 'The photo cannot be read.' },
      };
    },
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  // ---- Tax documents (issue 28, decision 051) ----
  'GET /v1/bookings/stays/:paymentId/receipt': {
    // No such stay for anyone (its guest and administrators read it: tax-documents.test.ts).
    requires: 'bookings:read-own',
    request: () => ({ url: `/v1/bookings/stays/${NO_SUCH_REQUEST}/receipt` }),
    others: { ...everyone(404), anonymous: 401 },
  },
  'GET /v1/bookings/stays/:paymentId/receipt.pdf': {
    requires: 'bookings:read-own',
    request: () => ({ url: `/v1/bookings/stays/${NO_SUCH_REQUEST}/receipt.pdf` }),
    others: { ...everyone(404), anonymous: 401 },
  },
  'GET /v1/users/:id/statements': {
    // A host's statements: their own, administrators anyone's; everyone else hears there is no such user.
    requires: 'bookings:read-own',
    request: (_, subject) => ({ url: userUrl(subject, '/statements') }),
    others: othersUser(200),
    own: eachPerson(200),
    reachesAny: 'bookings:read-any',
  },
  'GET /v1/users/:id/statements/:month': {
    requires: 'bookings:read-own',
    request: (_, subject) => ({ url: userUrl(subject, '/statements/2026-01') }),
    others: othersUser(200),
    own: eachPerson(200),
    reachesAny: 'bookings:read-any',
  },
  'GET /v1/users/:id/statements/:month.pdf': {
    requires: 'bookings:read-own',
    request: (_, subject) => ({ url: userUrl(subject, '/statements/2026-01.pdf') }),
    others: othersUser(200),
    own: eachPerson(200),
    reachesAny: 'bookings:read-any',
  },
  // ---- Reviews both ways and no-shows (issue 27, decision 043) ----
  'GET /v1/bookings/stays/:night/reviews': {
    // A stay's guest and host see its reviews; administrators anyone's; everyone else hears it does
    // not exist. Each person's own stay is the night they hold at someone's property.
    requires: 'bookings:read-own',
    request: async (_, subject) => ({ url: `/v1/bookings/stays/${await stayNightOf(subject)}/reviews` }),
    others: { ...othersUser(200) },
    own: eachPerson(200),
    reachesAny: 'bookings:read-any',
  },
  'POST /v1/bookings/stays/:night/guest-review': {
    // Only the stay's host reviews its guest: nobody here hosts someone's stay (its host is someone).
    requires: 'reviews:write',
    request: async (_, subject) => ({
      method: 'POST',
      url: `/v1/bookings/stays/${await stayNightOf(subject)}/guest-review`,
      payload: { rating: 4, comment: 'Tidy' },
    }),
    others: { ...everyone(404), anonymous: 401 },
  },
  'POST /v1/bookings/stays/:night/no-show': {
    requires: 'reviews:write',
    request: async (_, subject) => ({
      method: 'POST',
      url: `/v1/bookings/stays/${await stayNightOf(subject)}/no-show`,
      payload: {},
    }),
    others: { ...everyone(404), anonymous: 401 },
  },
  'POST /v1/reviews/:id/reply': {
    // Only the host of the reviewed property replies; no such review for anyone here.
    requires: 'reviews:write',
    request: () => ({ method: 'POST', url: '/v1/reviews/2000000000/reply', payload: { reply: 'Thanks' } }),
    others: { ...everyone(404), anonymous: 401 },
  },
  'GET /v1/users/:id/guest-profile': {
    // Oneself, administrators, and hosts with a booking, request or conversation with the guest
    // (stay-reviews.test.ts); nobody here hosts someone.
    requires: 'users:manage-own',
    request: (_, subject) => ({ url: userUrl(subject, '/guest-profile') }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  'POST /v1/admin/users/:id/no-shows/clear': {
    // Administrators who manage users; someone has no no-show to clear (409), and nothing changes.
    requires: 'users:manage-any',
    request: (_, subject) => ({
      method: 'POST',
      url: `/v1/admin/users/${subject.id}/no-shows/clear`,
      payload: { reason: 'Cleared after a phone call' },
    }),
    others: { ...adminsOnly(409), addpropertiesonly_administrator: 403 },
  },
  // ---- The second factor (decision 056) ----
  'GET /v1/users/:id/second-factors': {
    requires: 'users:manage-own',
    request: (_, subject) => ({ url: userUrl(subject, '/second-factors') }),
    others: othersUser(200),
    own: eachPerson(200),
  },
  'POST /v1/users/:id/second-factors/decline-offer': {
    // One's own choice only: administrators too hear someone else's does not exist.
    requires: 'users:manage-own',
    request: (_, subject) => ({ method: 'POST', url: userUrl(subject, '/second-factors/decline-offer') }),
    others: { ...everyone(404), anonymous: 401 },
    own: eachPerson(200),
  },
  'DELETE /v1/users/:id/second-factor-recovery': {
    // A removal waits on the record each time (the owner's call stops it); only the owner may stop it.
    requires: 'users:manage-own',
    request: async (_, subject) => {
      await t.database.db
        .insert(secondFactorRecoveries)
        .values({ userId: subject.id, dueAt: new Date(Date.now() + 86_400_000) });
      return { method: 'DELETE', url: userUrl(subject, '/second-factor-recovery') };
    },
    others: { ...everyone(404), anonymous: 401 },
    own: eachPerson(200),
  },
  'POST /v1/admin/users/:id/second-factors/remove': {
    // A new person each call: the removal ends their sessions, and other rows use someone's.
    requires: 'users:manage-any',
    request: async () => ({
      method: 'POST',
      url: `/v1/admin/users/${(await createUser(t.database.db, { email: `factors-${++factorCalls}@access.test` })).id}/second-factors/remove`,
      payload: { reason: 'Lost their phone; checked by a call' },
    }),
    others: { ...adminsOnly(200), addpropertiesonly_administrator: 403 },
  },
  'POST /v1/second-factor-recovery': {
    requires: 'public',
    // Another email each call: a few an hour for one account.
    request: () => ({
      method: 'POST',
      url: '/v1/second-factor-recovery',
      payload: { email: `nobody-${++factorCalls}@access.test` },
    }),
    others: everyone(200),
  },
  'POST /v1/second-factor-recovery/confirm': {
    requires: 'public',
    request: () => ({
      method: 'POST',
      url: '/v1/second-factor-recovery/confirm',
      payload: { token: 'no-such-link' },
    }),
    others: everyone(400),
  },
  'POST /v1/second-factor-recovery/cancel': {
    requires: 'public',
    request: () => ({
      method: 'POST',
      url: '/v1/second-factor-recovery/cancel',
      payload: { token: 'no-such-link' },
    }),
    others: everyone(400),
  },
};

/** A vehicle without a certificate, as the matrix adds and edits one. */
const MATRIX_VEHICLE = { type: 'campervan', lengthMetres: 5.2, registration: 'MTX1', certificate: null };
const MATRIX_SUBMITTED_AT = new Date('2026-01-01T00:00:00.000Z');
const vehiclesOf = new Map<string, string>();
let vehicleCount = 0;
/**
 * A vehicle of the subject's with a pending certificate (its photo an upload of theirs): the same one
 * each time, or a new one when `fresh` (a row that removes or reviews it).
 */
async function vehicleOf(subject: Subject, fresh = false): Promise<string> {
  const known = vehiclesOf.get(subject.id);
  if (known && !fresh) return known;
  const db = t.database.db;
  const [photo] = await db
    .insert(images)
    .values({
      ownerId: subject.id,
      storageKey: `images/certificate-${subject.id}/original.jpg`,
      url: `/uploads/images/certificate-${subject.id}-${++vehicleCount}/1600.webp`,
      contentType: 'image/jpeg',
    })
    .returning({ id: images.id });
  const [row] = await db
    .insert(vehicles)
    .values({
      ownerId: subject.id,
      type: 'motorhome',
      lengthCm: 720,
      registration: 'MTX2',
      certificateKind: 'green',
      certificateExpiresOn: '2030-01-31',
      certificateNumber: 'SC-MATRIX',
      certificatePhotoId: photo!.id,
      certificateStatus: 'pending',
      certificateSubmittedAt: MATRIX_SUBMITTED_AT,
    })
    .returning({ id: vehicles.id });
  if (!known) vehiclesOf.set(subject.id, row!.id);
  return row!.id;
}

/** A session of the subject's besides the one the matrix uses (its id), for the row that ends one. */
async function extraSessionOf(subject: Subject): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(sessions).values({
    id,
    userId: subject.id,
    token: randomUUID(),
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  return id;
}

/** The uid of the subject's first night at the booked property (a stay of theirs hosted by someone). */
async function stayNightOf(subject: Subject): Promise<string> {
  const [night] = await t.database.db
    .select({ uid: bookings.uid })
    .from(bookings)
    .where(and(eq(bookings.guestId, subject.id), eq(bookings.locationId, world.bookedLocationId)))
    .orderBy(bookings.date)
    .limit(1);
  return night!.uid;
}

let t: TestContext;
let world: World;

/** A person with a property of their own; `payout` opens a payout account through the API. */
async function person(email: string, roles: Role[], payout: boolean): Promise<Actor & Subject> {
  const actor = await signUp(t, email, { roles });
  if (payout) {
    const bank = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/local/bank-tokens',
      payload: {
        accountName: 'A Host',
        accountNumber: '0068389000',
        routingNumber: '010902',
        currency: 'nzd',
        country: 'NZ',
      },
    });
    const opened = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${actor.id}/account/stripe`,
      headers: actor.headers,
      payload: { token: bank.json().token, bankName: bank.json().bankName },
    });
    if (opened.statusCode !== 200) throw new Error(`payout account for ${email}: ${opened.body}`);
    // Verified at once, as the provider's webhook would: a host is a valid payout account.
    await t.database.db.update(users).set({ accountValid: true }).where(eq(users.id, actor.id));
  }
  const location = await createLocation(t.database.db, { ownerId: actor.id });
  return { ...actor, locationId: location.id };
}

/**
 * The rows sign people up from one address, as many as its hourly sign-up limit allows: a test that
 * signs up more starts the count again (the limit is not what it is about).
 */
async function forgetSignUpLimits() {
  await t.database.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, '%/sign-up/email'));
}

/** A system_admin who has not added a second factor (made by hand: signUp's roles enrol one). */
let waiting: Actor;

beforeAll(async () => {
  t = await createTestApp();
  waiting = await signUp(t, 'no-factor@access.test');
  await t.database.db
    .update(users)
    .set({ roles: ['system_admin'] })
    .where(eq(users.id, waiting.id));
  await forgetSignUpLimits();
  world = {
    people: {
      guest: await person('guest@access.test', [], false),
      host: await person('host@access.test', [], true),
      system_admin: await person('system-admin@access.test', ['system_admin'], false),
      administrator: await person('administrator@access.test', ['administrator'], false),
      addpropertiesonly_administrator: await person(
        'addpropertiesonly@access.test',
        ['addpropertiesonly_administrator'],
        false,
      ),
    },
    someone: await person('someone@access.test', [], true),
    unlistedLocationId: (await createLocation(t.database.db, { status: 'inactive', name: 'Unlisted' })).id,
    bookedLocationId: 0,
    cancellableNights: {},
    someoneImage: { id: '', url: '' },
    publicUrl: t.config.publicUrl,
  };
  const [image] = await t.database.db
    .insert(images)
    .values({
      ownerId: world.someone.id,
      storageKey: 'images/matrix/original.png',
      url: '/uploads/images/matrix/800.webp',
      contentType: 'image/png',
    })
    .returning({ id: images.id, url: images.url });
  world.someoneImage = image!;
  // A night in the past for everyone at another property of someone's: far from any night a row books.
  const booked = await createLocation(t.database.db, { ownerId: world.someone.id, sites: [{ spaces: 10 }] });
  world.bookedLocationId = booked.id;
  for (const person of [...Object.values(world.people), world.someone]) {
    await createBooking(t.database.db, {
      locationId: booked.id,
      siteId: booked.sites[0]!.id,
      guestId: person.id,
      date: '2025-01-15',
    });
    const night = await createBooking(t.database.db, {
      locationId: booked.id,
      siteId: booked.sites[0]!.id,
      guestId: person.id,
      date: '2025-01-16',
    });
    world.cancellableNights[person.id] = night.id;
  }
  await t.database.db
    .update(bookings)
    .set({ hostId: world.someone.id })
    .where(eq(bookings.locationId, booked.id));
});
afterAll(() => t.close());

async function outcome(row: Row, actor: ActorName, subject: Subject): Promise<Outcome> {
  const request = await row.request(world, subject);
  const auth = actor === 'anonymous' ? {} : world.people[actor].headers;
  const res = await t.app.inject({
    method: 'GET',
    ...request,
    headers: { ...(request.headers ?? {}), ...auth },
  });
  // A 403 of a service's own (not the guard's) names its code, so the rows tell the two apart.
  const code = res.statusCode === 403 ? (res.json() as { code: string }).code : null;
  if (code && code !== 'access.notAnAdmin') return `403 ${code}`;
  return row.observe && res.statusCode === 200
    ? `${res.statusCode} ${row.observe(res, world)}`
    : res.statusCode;
}

describe('the authorisation matrix', () => {
  it('has a row for every route the server serves, and no row for a route it does not', () => {
    const served = t.app.routeTable.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(served);
  });

  it('finds each route declaring the access its row expects', () => {
    const declared = Object.fromEntries(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.requires]));
    const expected = Object.fromEntries(Object.entries(MATRIX).map(([route, row]) => [route, row.requires]));
    expect(declared).toEqual(expected);
  });

  it('finds the sensitive actions declaring a recent sign-in (decision 057)', () => {
    const declared = Object.fromEntries(
      t.app.routeTable.filter((r) => r.recentSignIn).map((r) => [`${r.method} ${r.url}`, r.recentSignIn]),
    );
    const expected = Object.fromEntries(
      Object.entries(MATRIX)
        .filter(([, row]) => row.recentSignIn)
        .map(([route, row]) => [route, row.recentSignIn]),
    );
    expect(declared).toEqual(expected);
  });

  it('expects what the permission table says: 401 for visitors and 403 for those without the permission', () => {
    // The rows must agree with roles.ts, so a row cannot quietly expect a guarded route to be open.
    for (const [route, row] of Object.entries(MATRIX)) {
      if (row.requires === 'public') continue;
      for (const actor of ACTORS) {
        // Only a bare 401 or 403 is the guard's: a service's 403 carries its code ('403 code').
        const status = row.others[actor];
        const wanted = actor === 'anonymous' ? 401 : can(VIEWERS[actor], row.requires) ? 'not 401/403' : 403;
        expect([route, actor, status === 401 || status === 403 ? status : 'not 401/403']).toEqual([
          route,
          actor,
          wanted,
        ]);
      }
    }
  });

  it('tells each owner and each stranger apart on every route about a record with an owner', () => {
    // The subject is a host like `host`, so `host`'s answer on their own record is the owner's. A row
    // where a stranger gets that same answer could not notice a missing owner rule.
    for (const [route, row] of Object.entries(MATRIX)) {
      if (!row.own) continue;
      const strangers = PEOPLE.filter((p) => !can(VIEWERS[p], row.reachesAny ?? 'users:manage-any'));
      const sameAsOwner = strangers.filter((p) => row.others[p] === row.own!.host);
      expect([route, sameAsOwner]).toEqual([route, []]);
    }
  });

  // Each test below is hundreds of requests: about 4 s on a quiet machine, over 30 s when both cores are
  // loaded by other suites. The limit only guards against a hang.
  const MATRIX_TIMEOUT = { timeout: 180_000 };

  for (const actor of ACTORS) {
    it(
      `answers every route as it should for ${actor}, on their own record and someone else's`,
      MATRIX_TIMEOUT,
      async () => {
        const got: Record<string, Outcome> = {};
        const wanted: Record<string, Outcome> = {};
        for (const [route, row] of Object.entries(MATRIX)) {
          got[route] = await outcome(row, actor, world.someone);
          wanted[route] = row.others[actor];
          if (row.own && actor !== 'anonymous') {
            got[`${route} (own)`] = await outcome(row, actor, world.people[actor]);
            wanted[`${route} (own)`] = row.own[actor];
          }
        }
        expect(got).toEqual(wanted);
      },
    );
  }

  it(
    'refuses every administrators’ route to an administrator without a second factor, in one place',
    MATRIX_TIMEOUT,
    async () => {
      // The guard, not each route: an administrator who has not added a factor is a guest until then.
      await forgetSignUpLimits();
      const adminOnly = (p: Requirement) =>
        p !== 'public' && can(VIEWERS.system_admin, p) && !can(VIEWERS.host, p);
      const got: Record<string, Outcome> = {};
      const wanted: Record<string, Outcome> = {};
      for (const [route, row] of Object.entries(MATRIX)) {
        if (!adminOnly(row.requires)) continue;
        const request = await row.request(world, world.someone);
        const res = await t.app.inject({
          method: 'GET',
          ...request,
          headers: { ...(request.headers ?? {}), ...waiting.headers },
        });
        got[route] = `${res.statusCode} ${(res.json() as { code?: string }).code}`;
        wanted[route] = '403 auth.secondFactorRequired';
      }
      expect(Object.keys(wanted).length).toBeGreaterThan(20);
      expect(got).toEqual(wanted);
    },
  );

  it('lists the guests at a host’s property to that host and administrators, and a guest their own nights only', async () => {
    const nights = async (actor: ActorName, query: string) => {
      const res = await t.app.inject({
        url: `/v1/bookings${query}`,
        headers: actor === 'anonymous' ? {} : world.people[actor].headers,
      });
      return res.statusCode === 200
        ? [...new Set((res.json() as { items: { guest: string }[] }).items.map((n) => n.guest))].sort()
        : res.statusCode;
    };
    const everyGuest = [...Object.values(world.people), world.someone].map((p) => p.id).sort();
    // The matrix's payout rows (a bogus bank token on someone's account) may have left someone's
    // payout account unverified; a host is a verified one.
    await t.database.db.update(users).set({ accountValid: true }).where(eq(users.id, world.someone.id));
    // someone is the host of bookedLocationId: only they and administrators see its guests.
    const asHost = await t.app.inject({
      url: `/v1/bookings?host=${world.someone.id}`,
      headers: world.someone.headers,
    });
    expect(
      [...new Set((asHost.json() as { items: { guest: string }[] }).items.map((n) => n.guest))].sort(),
    ).toEqual(everyGuest);
    const hostQuery = `?host=${world.someone.id}`;
    expect(
      Object.fromEntries(
        await Promise.all(ACTORS.map(async (a) => [a, await nights(a, hostQuery)] as const)),
      ),
    ).toEqual({
      anonymous: 401,
      guest: 404,
      host: 404,
      system_admin: everyGuest,
      administrator: everyGuest,
      addpropertiesonly_administrator: 404,
    });
    // Without a query, each person gets their own night and nobody else's.
    for (const person of PEOPLE) expect(await nights(person, '')).toEqual([world.people[person].id]);
    expect(await nights('anonymous', '')).toBe(401);
  });
});
