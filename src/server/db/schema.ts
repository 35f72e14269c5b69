// The database schema for the whole specification (section 3). Money columns are integer cents;
// nights are `date` values in Pacific/Auckland. Later features add behaviour, not tables.

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MACRON_FOLD } from '../../domain/search-text';
import type { PropertyRules, SiteRuleOverrides } from '../../domain/stay-rules';
import {
  CERTIFICATE_KINDS,
  CERTIFICATE_LIFECYCLE,
  VEHICLE_TYPES,
  type CertificateKind,
  type CertificateStatus,
  type VehicleType,
} from '../../domain/vehicle-certificates';
import {
  BOOKING_MODES,
  NIGHT_LIFECYCLE,
  PAYMENT_LIFECYCLE,
  REQUEST_LIFECYCLE,
  statesOf,
  type Lifecycle,
  type BookingMode,
  type NightStatus,
  type PaymentStatus,
  type RequestStatus,
} from '../../domain/lifecycles';

/** earthdistance's point type; written only by the database (a generated column). */
const cube = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });

/**
 * A text as the text searches compare it: macrons folded (MACRON_FOLD), so 'Taupo' and 'Taupō' are
 * one name. The trigram indexes of names and towns are on this very expression, which a search must
 * write the same way for PostgreSQL to use them.
 */
export const searchFolded = (text: SQLWrapper): SQL =>
  sql`translate(${text}, ${sql.raw(`'${MACRON_FOLD.from}'`)}, ${sql.raw(`'${MACRON_FOLD.to}'`)})`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- Accounts (shaped for Better Auth: user, session, account, verification) ----

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    /** The language the person chose (en, fr, es, de, zh); null: the browser's. Emails go out in it. */
    language: text('language'),
    /** The affiliate who referred this user (their referral code). */
    referrer: text('referrer'),
    /** This user's own code, when they are an affiliate. */
    referralCode: text('referral_code'),
    isReferrer: boolean('is_referrer').notNull().default(false),
    referralFeePercentage: numeric('referral_fee_percentage', { precision: 5, scale: 2 }),
    paymentCustomerId: text('payment_customer_id'),
    paymentMethodToken: text('payment_method_token'),
    paymentValid: boolean('payment_valid').notNull().default(false),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    connectedAccountId: text('connected_account_id'),
    accountValid: boolean('account_valid').notNull().default(false),
    bankName: text('bank_name'),
    /**
     * Whether the host is GST-registered (decision 049), with their GST number (digits): a registered
     * host's stays get no flat-rate credit.
     */
    gstRegistered: boolean('gst_registered').notNull().default(false),
    gstNumber: text('gst_number'),
    /**
     * Whether the person has a second factor (a confirmed authenticator app or a passkey; decision
     * 056). Better Auth's two-factor plugin reads it to ask for the second step after the password.
     */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** When a host declined the offer to add a second factor after their payout set-up: not asked again. */
    secondFactorDeclinedAt: timestamp('second_factor_declined_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_gst_number_check', sql`not ${t.gstRegistered} or ${t.gstNumber} is not null`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    // The admin overview's new users a day (GET /v1/admin/overview).
    index('users_created_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The last authenticated request, written at most every few minutes (decision 057). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** When the password was last given again on this session (POST …/reauthenticate, decision 057). */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** An authenticator app (TOTP) of Better Auth's two-factor plugin: secret and recovery codes, encrypted. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    /** False until the person confirms the app with a code. */
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

/** A passkey (WebAuthn credential) of Better Auth's passkey plugin. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    aaguid: text('aaguid'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId), uniqueIndex('passkeys_credential_key').on(t.credentialID)],
);

/**
 * A request to remove every second factor of an account whose owner lost them (decision 056): made
 * from an emailed link, carried out once `dueAt` has passed unless the owner cancelled it.
 */
export const secondFactorRecoveries = pgTable(
  'second_factor_recoveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('second_factor_recoveries_user_idx').on(t.userId)],
);

// ---- Catalogue ----

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
  name: text('name').notNull(),
  group: text('group').notNull(),
  status: text('status').notNull().default('active'),
  createdAt: createdAt(),
});

export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
  storageKey: text('storage_key').notNull(),
  url: text('url').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width'),
  height: integer('height'),
  /** Web sizes made from the original: { [width]: url }. */
  variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('property'),
    propertyType: text('property_type'),
    status: text('status').notNull().default('inactive'),
    region: text('region'),
    address: text('address').notNull().default(''),
    city: text('city'),
    postcode: text('postcode'),
    country: text('country').notNull().default('nz'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /**
     * The public position (each coordinate rounded to 2 decimals, decision 012) as an earth cube:
     * what nearest-first search orders by and measures to (decisions 001, 030). The exact point is
     * in no index, so no order can give it away. `round(x::numeric, 2)` is privacy.ts's
     * PUBLIC_POSITION_DECIMALS: changing that needs a migration of this column.
     */
    publicPoint: cube('public_point').generatedAlwaysAs(
      sql`ll_to_earth(round(latitude::numeric, 2)::float8, round(longitude::numeric, 2)::float8)::cube`,
    ),
    /** Lowest nightly price of its active sites, in cents; kept by the service that saves sites. */
    price: integer('price'),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    /** Cover image url (the first image). */
    image: text('image'),
    /** The location's tags and those of its active sites: what search filters on. */
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** The location's own tags (set by administrators), without its sites': tag_ids = these ∪ sites'. */
    ownTagIds: integer('own_tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    website: text('website'),
    directions: text('directions'),
    /**
     * What a booked guest needs to arrive (gate code, where to park, quiet hours): shown to a guest
     * with a confirmed stay from 48 hours before arrival, and to nobody else (issue 26).
     */
    arrivalInstructions: text('arrival_instructions'),
    /** Id in the system a bulk import came from. */
    foreignKey: text('foreign_key'),
    noticePeriod: integer('notice_period').notNull().default(0),
    /**
     * Its active sites with all their rules, as search by dates and the calendar read them (decisions
     * 020, 046): [[id, spaces, price, [[type, from, to, days, months, price, spaces], ...], host-rule
     * overrides], ...]. Written only by the database: location_search_sites(id), called by triggers
     * on sites and availability_rules.
     */
    searchSites: json('search_sites')
      .notNull()
      .default(sql`'[]'::json`),
    /** flexible | moderate | strict: what a guest who cancels gets back (src/domain/cancellation.ts). */
    cancellationPolicy: text('cancellation_policy').notNull().default('moderate'),
    /**
     * Host rules (issue 27, decision 041): the rules the host set, by name (src/domain/stay-rules.ts);
     * a rule left out is the default, which refuses nothing. Sites override them in sites.stay_rules.
     */
    stayRules: jsonb('stay_rules').$type<PropertyRules>().notNull().default({}),
    /**
     * What search filters on, derived from the rules of the active sites by refreshDerived: the
     * longest vehicle some site takes (null: some site takes any length), whether some site takes
     * pets, and whether every site wants self-contained vehicles only.
     */
    rulesMaxVehicleMetres: real('rules_max_vehicle_metres'),
    rulesPets: boolean('rules_pets').notNull().default(false),
    rulesSelfContainedOnly: boolean('rules_self_contained_only').notNull().default(false),
    /** Goes up with every save of the property: a save made from an older version answers 409 (decision 021). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_owner_idx').on(t.ownerId),
    // The admin overview's new listings a day, and the admin list's newest first.
    index('locations_created_idx').on(t.createdAt),
    index('locations_tag_ids_idx').using('gin', t.tagIds),
    uniqueIndex('locations_foreign_key_key').on(t.foreignKey),
    check('locations_notice_period_check', sql`${t.noticePeriod} in (0, 1)`),
    check(
      'locations_cancellation_policy_check',
      sql`${t.cancellationPolicy} in ('flexible', 'moderate', 'strict')`,
    ),
    check('locations_price_check', sql`${t.price} is null or ${t.price} >= 0`),
    check('locations_stay_rules_check', sql`jsonb_typeof(${t.stayRules}) = 'object'`),
    index('locations_active_public_point_idx')
      .using('gist', t.publicPoint)
      .where(sql`${t.status} = 'active'`),
    index('locations_public_point_idx').using('gist', t.publicPoint),
    // Free-text search (name, town) ignores macrons: the indexes hold the folded text.
    index('locations_name_folded_trgm_idx').using('gin', sql`${searchFolded(t.name)} gin_trgm_ops`),
    index('locations_city_folded_trgm_idx').using('gin', sql`${searchFolded(t.city)} gin_trgm_ops`),
  ],
);

export const locationImages = pgTable(
  'location_images',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('location_images_location_idx').on(t.locationId, t.position)],
);

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    spaces: integer('spaces').notNull(),
    price: integer('price').notNull(),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    directions: text('directions'),
    status: text('status').notNull().default('active'),
    /** instant: booked at once; request: the host accepts or declines each request (issue 26). */
    bookingMode: text('booking_mode').$type<BookingMode>().notNull().default('instant'),
    /** What this site's host rules override (decision 041): a rule left out or null is the property's. */
    stayRules: jsonb('stay_rules').$type<SiteRuleOverrides>().notNull().default({}),
    position: integer('position').notNull().default(0),
    /**
     * The secret of the site's private iCalendar feed (issue 28, decision 047): whoever has it reads
     * the site's booked and blocked nights. Made on first use; the host may replace it.
     */
    calendarToken: text('calendar_token'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sites_location_idx').on(t.locationId, t.position),
    uniqueIndex('sites_calendar_token_key').on(t.calendarToken),
    check(
      'sites_booking_mode_check',
      sql`${t.bookingMode} in (${sql.raw(BOOKING_MODES.map((m) => `'${m}'`).join(', '))})`,
    ),
    check('sites_spaces_check', sql`${t.spaces} >= 0`),
    check('sites_stay_rules_check', sql`jsonb_typeof(${t.stayRules}) = 'object'`),
    check('sites_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * An external calendar a host syncs into a site (issue 28, decision 047): fetched every 15 minutes,
 * once across server copies (the copy that moves next_fetch_at on claims the fetch). Its nights are
 * stored as availability_rules rows; a failed fetch keeps them and records what went wrong.
 */
export const calendarImports = pgTable(
  'calendar_imports',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** When the job may next fetch it. */
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last fetch whose nights are the ones stored. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** The message code of the last attempt's failure; null when it succeeded. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_imports_site_idx').on(t.siteId),
    index('calendar_imports_next_fetch_idx').on(t.nextFetchAt),
  ],
);

export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    days: text('days').array(),
    months: text('months').array(),
    price: integer('price'),
    spaces: integer('spaces').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    /**
     * Set on the closures an external calendar's last good fetch wrote (decision 047): Date Range
     * rules with 0 spaces after the host's own rules, so they close their nights for the calendar,
     * search, quote and booking alike. The host's editor neither shows nor replaces them.
     */
    calendarImportId: integer('calendar_import_id').references(() => calendarImports.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('availability_rules_site_idx').on(t.siteId, t.position),
    index('availability_rules_calendar_import_idx').on(t.calendarImportId),
    check('availability_rules_type_check', sql`${t.type} in ('Custom', 'Date Range')`),
    check('availability_rules_spaces_check', sql`${t.spaces} >= 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    // ---- Reviews both ways (issue 27, decision 043) ----
    /**
     * The stay a review written from My Trips is about (its arrival and departure): such a review is
     * blind until the host has reviewed that stay or 14 days have passed since departure. Null for a
     * review through the spec's call without a stay, which shows at once.
     */
    stayArrival: date('stay_arrival'),
    stayDeparture: date('stay_departure'),
    /** Whether the property's rating and review count include it (false while it is blind). */
    countedInRating: boolean('counted_in_rating').notNull().default(true),
    /** The host's one public reply under the review. */
    hostReply: text('host_reply'),
    hostRepliedAt: timestamp('host_replied_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_location_idx').on(t.locationId),
    uniqueIndex('reviews_location_user_key').on(t.locationId, t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A host's review of a guest after a stay at their property (issue 27, decision 043): one per stay,
 * the stay named by its property, guest and arrival. Blind to the guest until the guest has reviewed
 * the stay or 14 days have passed since departure.
 */
export const guestReviews = pgTable(
  'guest_reviews',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    guestId: text('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: text('host_id').references(() => users.id, { onDelete: 'set null' }),
    arrival: date('arrival').notNull(),
    departure: date('departure').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('guest_reviews_stay_key').on(t.locationId, t.guestId, t.arrival),
    index('guest_reviews_guest_idx').on(t.guestId, t.departure),
    check('guest_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('guest_reviews_dates_check', sql`${t.departure} > ${t.arrival}`),
  ],
);

/**
 * A host's mark that a booked guest never came (issue 27, decision 043): once per stay, from the day
 * after arrival. Three not cleared within 12 months stop the guest booking instantly; an administrator
 * clears one (audited).
 */
export const noShows = pgTable(
  'no_shows',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    guestId: text('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: text('host_id').references(() => users.id, { onDelete: 'set null' }),
    arrival: date('arrival').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: text('cleared_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('no_shows_stay_key').on(t.locationId, t.guestId, t.arrival),
    index('no_shows_guest_idx').on(t.guestId, t.arrival),
    check('no_shows_note_length_check', sql`${t.note} is null or char_length(${t.note}) <= 1000`),
  ],
);

// ---- Bookings and money ----

/** One guest's purchase of one or more nights: what the charge pays for. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guestId: text('guest_id')
      .notNull()
      .references(() => users.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    hostId: text('host_id').references(() => users.id),
    /** Its place in PAYMENT_LIFECYCLE (src/domain/lifecycles.ts); the CHECK below refuses others. */
    status: text('status').$type<PaymentStatus>().notNull(),
    amount: integer('amount').notNull(),
    discount: integer('discount').notNull().default(0),
    platformFee: integer('platform_fee').notNull().default(0),
    /**
     * New Zealand GST on the stay (decision 049), fixed when it is booked: the rates in basis points,
     * the GST within the amount, and the flat-rate credit passed on to a host who is not
     * GST-registered (0 for a registered one). Stays booked before the rules carry zeros.
     */
    gstRateBp: integer('gst_rate_bp').notNull().default(0),
    flatRateCreditBp: integer('flat_rate_credit_bp').notNull().default(0),
    gst: integer('gst').notNull().default(0),
    flatRateCredit: integer('flat_rate_credit').notNull().default(0),
    campaignId: integer('campaign_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerChargeId: text('provider_charge_id'),
    /**
     * The card the reservation is charged with, fixed when it is made: a retry of the charge (same
     * idempotency key) must ask with the same parameters even if the guest saved another card since.
     */
    paymentMethodToken: text('payment_method_token'),
    failureMessage: text('failure_message'),
    /** The provider's hold on the card while a request to book waits for the host (issue 26). */
    providerAuthorisationId: text('provider_authorisation_id'),
    /** Its place in REQUEST_LIFECYCLE; null for an instant booking. */
    requestStatus: text('request_status').$type<RequestStatus>(),
    /** When an unanswered request expires and its hold is released. */
    requestExpiresAt: timestamp('request_expires_at', { withTimezone: true }),
    /** When the host (or the expiry, or the guest's withdrawal) answered the request. */
    requestAnsweredAt: timestamp('request_answered_at', { withTimezone: true }),
    /** The host's reason for declining, shown to the guest (optional). */
    declineReason: text('decline_reason'),
    /** When the arrival reminder (48 hours before the first night) was queued; null: not yet. */
    arrivalReminderQueuedAt: timestamp('arrival_reminder_queued_at', { withTimezone: true }),
    /** The guest's vehicle for this stay (issue 27, decision 042); null when none was picked. */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_guest_idx').on(t.guestId),
    // The expiry job finds requests whose time is up; the host's list finds those waiting.
    index('payments_requested_idx')
      .on(t.requestExpiresAt)
      .where(sql`${t.requestStatus} = 'requested'`),
    index('payments_host_idx').on(t.hostId, t.createdAt),
    check(
      'payments_request_status_check',
      sql`${t.requestStatus} is null or ${inLifecycle(t.requestStatus, REQUEST_LIFECYCLE)}`,
    ),
    // The booking sweeper finds reservations a lost request left open (decision 018).
    index('payments_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('reserved', 'charged')`),
    check('payments_status_check', inLifecycle(t.status, PAYMENT_LIFECYCLE)),
    check(
      'payments_gst_check',
      sql`${t.gst} >= 0 and ${t.flatRateCredit} >= 0 and ${t.gst} <= ${t.amount} and ${t.gstRateBp} >= 0 and ${t.flatRateCreditBp} >= 0`,
    ),
  ],
);

/** A CHECK that `column` holds one of the lifecycle's states (the list is written into the migration). */
function inLifecycle(column: SQLWrapper, lifecycle: Lifecycle<string>) {
  return sql`${column} in (${sql.raw(
    statesOf(lifecycle)
      .map((state) => `'${state}'`)
      .join(', '),
  )})`;
}

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().unique().defaultRandom(),
    paymentId: uuid('payment_id').references(() => payments.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    guestId: text('guest_id')
      .notNull()
      .references(() => users.id),
    hostId: text('host_id').references(() => users.id),
    date: date('date').notNull(),
    /** Its place in NIGHT_LIFECYCLE (src/domain/lifecycles.ts); the CHECK below refuses others. */
    status: text('status').$type<NightStatus>().notNull().default('accepted'),
    price: integer('price').notNull(),
    paid: boolean('paid').notNull().default(false),
    refunded: boolean('refunded').notNull().default(false),
    refundDate: timestamp('refund_date', { withTimezone: true }),
    refundReason: text('refund_reason'),
    transactionReference: text('transaction_reference'),
    guestVehicleRegistration: text('guest_vehicle_registration'),
    referrerId: text('referrer_id').references(() => users.id),
    /** Set once the affiliate has been paid for this night. */
    referrerTransfer: text('referrer_transfer'),
    /** Who cancelled the night: guest | host | admin (null while it is not cancelled by anyone). */
    cancelledBy: text('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The cents a cancellation or an administrator's refund promised back for this night, set before
     * the provider is asked; `refunded` becomes true once it answered. Null: nothing is due.
     */
    refundAmount: integer('refund_amount'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_site_date_idx')
      .on(t.siteId, t.date)
      .where(sql`${t.status} <> 'cancelled'`),
    index('bookings_location_date_idx').on(t.locationId, t.date),
    // The booked counts of a search by dates read only this index (an index-only scan).
    index('bookings_location_date_site_open_idx')
      .on(t.locationId, t.date, t.siteId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('bookings_guest_date_idx').on(t.guestId, t.date),
    index('bookings_host_date_idx').on(t.hostId, t.date),
    index('bookings_referrer_idx').on(t.referrerId),
    // The admin overview's nights booked a day.
    index('bookings_created_idx').on(t.createdAt),
    check('bookings_price_check', sql`${t.price} >= 0`),
    check('bookings_status_check', inLifecycle(t.status, NIGHT_LIFECYCLE)),
    check('bookings_refund_amount_check', sql`${t.refundAmount} is null or ${t.refundAmount} >= 0`),
    // The sweeper finds cancelled nights whose refund is still due.
    index('bookings_refund_due_idx')
      .on(t.id)
      .where(sql`${t.refundAmount} > 0 and not ${t.refunded}`),
  ],
);

/**
 * Every movement of money is a row here (src/server/modules/ledger, decisions 010 and 013), in signed
 * cents, as the change to the balance it names: the guest's payments for charge (+) and refund (-); the
 * platform's (user_id null) for platform_fee (+) and fee_refund (-); the host's or affiliate's
 * connected account for host_transfer (+), transfer_reversal (-), affiliate_transfer (+) and payout (-).
 * So a charge equals its platform_fee plus host_transfer, a refund its fee_refund plus
 * transfer_reversal, and a connected account's balance the sum of its rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    /** charge | platform_fee | host_transfer | refund | transfer_reversal | fee_refund | affiliate_transfer | payout */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('nzd'),
    paymentId: uuid('payment_id').references(() => payments.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    /** Whose balance the entry moves: the host or affiliate for transfers, the guest for charges. */
    userId: text('user_id').references(() => users.id),
    description: text('description').notNull().default(''),
    providerReference: text('provider_reference'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.createdAt),
    index('ledger_entries_payment_idx').on(t.paymentId),
    // The admin overview's revenue and fees a day.
    index('ledger_entries_created_idx').on(t.createdAt),
  ],
);

/**
 * A request that is creating a user's object at the payment provider (their customer, their connected
 * account) claims it here first, so concurrent requests create one (decision 011). The row lives
 * only while the provider call is under way: `request` and `idempotency_key` are what was sent, so a
 * request that takes over a stale or failed claim replays exactly that and gets the same object back.
 */
export const providerClaims = pgTable(
  'provider_claims',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** customer | connected_account */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    request: jsonb('request').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    /** Credit | Discount | SiteDiscount | TourDiscount (sent with spaces removed). */
    type: text('type').notNull(),
    code: text('code').notNull(),
    userMessage: text('user_message').notNull(),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until'),
    creditAmount: integer('credit_amount'),
    numberOfNights: integer('number_of_nights'),
    percentageDiscount: numeric('percentage_discount', { precision: 5, scale: 2 }),
    locationId: integer('location_id').references(() => locations.id),
    siteId: integer('site_id').references(() => sites.id),
    collectionSlug: text('collection_slug'),
    userEmail: text('user_email'),
    maximumRedeemCount: integer('maximum_redeem_count'),
    redeemCount: integer('redeem_count').notNull().default(0),
    affiliateEmail: text('affiliate_email'),
    status: text('status').notNull().default('active'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('campaigns_code_key').on(t.code)],
);

export const campaignRedemptions = pgTable(
  'campaign_redemptions',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_redemptions_campaign_idx').on(t.campaignId)],
);

// ---- Content ----

/** The published text of a page, one row per slug and language (English is the fallback). */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    homeBanner: jsonb('home_banner').$type<{ title: string; tagline: string } | null>(),
    rows: jsonb('rows').$type<unknown[]>().notNull().default([]),
    language: text('language').notNull().default('en'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.language] })],
);

/**
 * Every saved version of a page, collection page or widget edited at /admin/content: drafts and
 * published versions, kept so any published version can be restored. `document` is the whole
 * thing as its table holds it (title, rows, banner, slides ...).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    /** page | collection | widget */
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    language: text('language').notNull().default('en'),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /** draft | published */
    status: text('status').notNull(),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('content_versions_doc_idx').on(t.kind, t.slug, t.language, t.id)],
);

export const collectionPages = pgTable('collection_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  banner: text('banner'),
  thumbnail: text('thumbnail'),
  tagId: integer('tag_id').references(() => tags.id),
  rows: jsonb('rows').$type<unknown[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

export const widgets = pgTable('widgets', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  tagLine: text('tag_line').notNull(),
  buttonUrl: text('button_url').notNull(),
  slides: jsonb('slides').$type<{ size: string; url: string }[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Where replies go when not to the sender (a Contact Us message: the visitor). */
    replyTo: text('reply_to'),
    /** queued | sent | failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

// ---- Conversation (issue 26) ----

/**
 * A conversation between a guest and a host: an inquiry about a property before booking (payment_id
 * null, one per guest and property), or the thread of a stay (one per payment). Each side's last
 * read marks what it has not read; each side's last email keeps notifications to one per thread per
 * 15 minutes while unread.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    guestId: text('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: text('host_id').references(() => users.id, { onDelete: 'set null' }),
    /** The stay this thread is about; null while it is an inquiry. */
    paymentId: uuid('payment_id').references(() => payments.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    guestReadAt: timestamp('guest_read_at', { withTimezone: true }),
    hostReadAt: timestamp('host_read_at', { withTimezone: true }),
    guestEmailedAt: timestamp('guest_emailed_at', { withTimezone: true }),
    hostEmailedAt: timestamp('host_emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_threads_payment_key').on(t.paymentId),
    uniqueIndex('message_threads_inquiry_key')
      .on(t.locationId, t.guestId)
      .where(sql`${t.paymentId} is null`),
    index('message_threads_guest_idx').on(t.guestId, t.lastMessageAt),
    index('message_threads_host_idx').on(t.hostId, t.lastMessageAt),
  ],
);

/** One message of a thread: plain text, at most 2,000 characters, never edited. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.id),
    check('messages_body_length_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

// ---- Administration ----

/**
 * The audit trail: one row per administrator action (who, when, what, on which record, why), shown
 * on the affected user's and location's admin pages. Rows are only ever added (decision 022).
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, as a message code under `audit.actions` (e.g. `booking.refund`). */
    action: text('action').notNull(),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetLocationId: integer('target_location_id').references(() => locations.id, { onDelete: 'set null' }),
    targetBookingUid: text('target_booking_uid'),
    reason: text('reason'),
    /** What changed, for reading (never a password or a card). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_user_idx').on(t.targetUserId, t.id),
    index('admin_actions_location_idx').on(t.targetLocationId, t.id),
  ],
);

// ---- Abuse protection ----

/** Fixed-window counters for rate limits, shared by every server copy (src/server/auth/rate-limit.ts). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});

// ---- Periodic jobs (issue 30, decision 054) ----

/**
 * Which server copy runs each periodic job's round (src/server/jobs/): a copy claims a job's row when
 * its lease has expired, renews it while the round runs and lets it go at the end; a crashed copy's
 * lease simply expires. Names are the job names of src/server/jobs/jobs.ts.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    name: text('name').primaryKey(),
    /** The copy that claimed it last (host, process and a random part; jobs.ts's `THIS_COPY`). */
    holder: text('holder').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    /** Another copy may claim the job from this moment on. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('job_leases_name_check', sql`${t.name} ~ '^[a-z][a-z0-9-]{0,62}$'`),
    check('job_leases_holder_check', sql`length(${t.holder}) between 1 and 200`),
    check('job_leases_expiry_check', sql`${t.expiresAt} >= ${t.claimedAt}`),
  ],
);

// ---- Local payments provider ----
// The records of the embedded `local` payment provider (src/server/adapters/payments/local.ts), which
// simulates a card processor with connected accounts. They stand for the provider's own database: only
// that file reads or writes them, and nothing here references our tables. Timestamps come from the
// provider's clock (tests move it), so none has a default.

const localTime = (name: string) => timestamp(name, { withTimezone: true }).notNull();

/** The first answer to every call made with an idempotency key: `{ ok, value }` or `{ ok: false, error }`. */
export const localIdempotency = pgTable('local_idempotency', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  requestHash: text('request_hash').notNull(),
  result: jsonb('result').notNull(),
  createdAt: localTime('created_at'),
});

export const localCustomers = pgTable('local_customers', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  defaultCardId: text('default_card_id'),
  createdAt: localTime('created_at'),
});

export const localCards = pgTable(
  'local_cards',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => localCustomers.id),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    brand: text('brand').notNull(),
    /** ok | charge_fail (test card 4000 0000 0000 0341: saves, then every charge is declined). */
    behaviour: text('behaviour').notNull(),
    createdAt: localTime('created_at'),
  },
  (t) => [index('local_cards_customer_idx').on(t.customerId)],
);

export const localConnectedAccounts = pgTable('local_connected_accounts', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  email: text('email').notNull(),
  bankName: text('bank_name'),
  bankLast4: text('bank_last4').notNull(),
  routingNumber: text('routing_number').notNull(),
  /** unverified | verified | failed: only a verified account has nothing currently due. */
  verification: text('verification').notNull().default('unverified'),
  /** The last payout date (a 15th) settled, or the day the account was opened. */
  lastPayoutDate: date('last_payout_date').notNull(),
  createdAt: localTime('created_at'),
  updatedAt: localTime('updated_at'),
});

export const localCharges = pgTable('local_charges', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => localCustomers.id),
  cardId: text('card_id')
    .notNull()
    .references(() => localCards.id),
  amount: integer('amount').notNull(),
  platformFee: integer('platform_fee').notNull(),
  destinationAccountId: text('destination_account_id')
    .notNull()
    .references(() => localConnectedAccounts.id),
  transferId: text('transfer_id'),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  feeRefunded: integer('fee_refunded').notNull().default(0),
  /**
   * captured: the money is taken (and the host's share transferred); authorised: held on the card
   * until captured or released (a request to book); released: the hold was let go, nothing moved.
   */
  status: text('status').notNull().default('captured'),
  createdAt: localTime('created_at'),
});

export const localRefunds = pgTable(
  'local_refunds',
  {
    id: text('id').primaryKey(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => localCharges.id),
    amount: integer('amount').notNull(),
    feeRefund: integer('fee_refund').notNull(),
    transferReversal: integer('transfer_reversal').notNull(),
    reason: text('reason'),
    createdAt: localTime('created_at'),
  },
  (t) => [index('local_refunds_charge_idx').on(t.chargeId)],
);

export const localTransfers = pgTable('local_transfers', {
  id: text('id').primaryKey(),
  destinationAccountId: text('destination_account_id')
    .notNull()
    .references(() => localConnectedAccounts.id),
  amount: integer('amount').notNull(),
  amountReversed: integer('amount_reversed').notNull().default(0),
  /** The charge this transfer paid the host for; null for transfers to affiliates. */
  chargeId: text('charge_id'),
  description: text('description').notNull(),
  createdAt: localTime('created_at'),
});

/** Every movement of a connected account's balance; the balance is their sum. */
export const localBalanceTransactions = pgTable(
  'local_balance_transactions',
  {
    id: text('id').primaryKey(),
    /** Orders transactions made at the same instant. */
    seq: serial('seq').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => localConnectedAccounts.id),
    /** payment (a host's share of a charge) | payment_refund (its reversal) | transfer | payout */
    type: text('type').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    /** The transfer, refund or payout that made it: one transaction each. */
    sourceId: text('source_id').notNull().unique(),
    availableOn: localTime('available_on'),
    createdAt: localTime('created_at'),
  },
  (t) => [index('local_balance_transactions_account_idx').on(t.accountId, t.createdAt, t.seq)],
);

/** Links to the local verification page (GET /v1/payments/local/account-links/:id). */
export const localAccountLinks = pgTable('local_account_links', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => localConnectedAccounts.id),
  /** verification | update */
  type: text('type').notNull(),
  successUrl: text('success_url').notNull(),
  failureUrl: text('failure_url').notNull(),
  expiresAt: localTime('expires_at'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: localTime('created_at'),
});

// ---- Vehicles and self-containment certificates (issue 27, decision 042) ----

/**
 * A guest's vehicle. Its self-containment certificate, when it has one, is kept on the row (one per
 * vehicle): all of its columns are set together or none. A removed vehicle keeps its row (a stay
 * booked with it still shows it to the host) with `removed_at` set.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<VehicleType>().notNull(),
    /** Length in centimetres (the API speaks metres). */
    lengthCm: integer('length_cm').notNull(),
    /** A New Zealand plate, normalised (capitals and digits). */
    registration: text('registration').notNull(),
    certificateKind: text('certificate_kind').$type<CertificateKind>(),
    certificateExpiresOn: date('certificate_expires_on', { mode: 'string' }),
    certificateNumber: text('certificate_number'),
    certificatePhotoId: uuid('certificate_photo_id').references(() => images.id),
    /** Its place in CERTIFICATE_LIFECYCLE (src/domain/vehicle-certificates.ts). */
    certificateStatus: text('certificate_status').$type<CertificateStatus>(),
    /** When the certificate as it stands was sent for review: the admin queue's order. */
    certificateSubmittedAt: timestamp('certificate_submitted_at', { withTimezone: true }),
    certificateReviewedAt: timestamp('certificate_reviewed_at', { withTimezone: true }),
    certificateReviewedBy: text('certificate_reviewed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Why an administrator rejected it; the guest sees it on their vehicle. */
    certificateRejectionReason: text('certificate_rejection_reason'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vehicles_owner_idx').on(t.ownerId),
    index('vehicles_certificate_queue_idx')
      .on(t.certificateSubmittedAt)
      .where(sql`${t.certificateStatus} = 'pending' and ${t.removedAt} is null`),
    check(
      'vehicles_type_check',
      sql`${t.type} in (${sql.raw(VEHICLE_TYPES.map((v) => `'${v}'`).join(', '))})`,
    ),
    check('vehicles_length_check', sql`${t.lengthCm} > 0`),
    check(
      'vehicles_certificate_kind_check',
      sql`${t.certificateKind} is null or ${t.certificateKind} in (${sql.raw(CERTIFICATE_KINDS.map((v) => `'${v}'`).join(', '))})`,
    ),
    check(
      'vehicles_certificate_status_check',
      sql`${t.certificateStatus} is null or ${inLifecycle(t.certificateStatus, CERTIFICATE_LIFECYCLE)}`,
    ),
    // A certificate is whole or absent; a removed vehicle keeps its certificate without the photo,
    // which is deleted with it (decision 045).
    check(
      'vehicles_certificate_whole_check',
      sql`(${t.certificateKind} is null) = (${t.certificateExpiresOn} is null) and (${t.certificateKind} is null) = (${t.certificateNumber} is null) and (${t.certificateKind} is null) = (${t.certificateStatus} is null) and (${t.certificatePhotoId} is null or ${t.certificateKind} is not null) and (${t.certificateKind} is null or ${t.certificatePhotoId} is not null or ${t.removedAt} is not null)`,
    ),
  ],
);
