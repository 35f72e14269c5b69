// The environment, parsed once. This is the only module that reads process.env.

import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '../domain/fees';
import { DEFAULT_PLATFORM_GST_NUMBER, DEFAULT_TAX_RATES, type TaxRates } from '../domain/gst';
import { normaliseIrdNumber } from '../domain/ird-number';
import { DEFAULT_RECENT_SIGN_IN_MINUTES } from '../domain/sessions';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Streaming replicas of DATABASE_URL's primary, comma-separated; reads that may lag go there (decision 055). */
  DATABASE_REPLICA_URLS: z.preprocess(emptyToUndefined, z.string().optional()),
  /** A replica further behind the primary than this is skipped, and the primary serves. */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().positive().default(1000),
  /** After a signed-in user's write, how long that user's reads stay on the primary. */
  REPLICA_READ_YOUR_WRITES_MS: z.coerce.number().int().positive().default(5000),
  /** Fill an empty embedded database with demo data on start. */
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** The proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, comma-separated. */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  GEOCODER_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /**
   * Where 'Partner With Us' in the top navigation goes (spec section 2: an external link), an http(s)
   * address; unset or empty keeps it on the About page's partner section.
   */
  PARTNER_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((u) => /^https?:\/\//.test(u), 'Must start with http:// or https://')
      .optional(),
  ),
  /** Outgoing mail, e.g. smtp://user:pass@host:587 or smtps://…; unset keeps mail in the outbox. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((u) => /^smtps?:\/\//.test(u), 'Must start with smtp:// or smtps://')
      .optional(),
  ),
  /** Signs sessions; at least 32 characters. The embedded default keeps one in DATA_DIR. */
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'Must be at least 32 characters').optional(),
  ),
  EMAIL_FROM: z.string().min(1).default('Stopover <no-reply@stopover.localhost>'),
  /** Where the Contact Us form's messages are sent. */
  SUPPORT_EMAIL: z.string().trim().email().default('support@stopover.test'),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** An OpenID Connect discovery URL that replaces Google's own endpoints (tests, staging). */
  GOOGLE_DISCOVERY_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  FACEBOOK_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  FACEBOOK_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  FACEBOOK_DISCOVERY_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Card payments and host payouts: Stripe Connect when STRIPE_SECRET_KEY is set, else the local simulation. */
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().startsWith('sk_').optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyToUndefined, z.string().startsWith('pk_').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().startsWith('whsec_').optional()),
  /** Another address for Stripe's API, e.g. http://127.0.0.1:12111 (contract tests). */
  STRIPE_API_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Set to 'local' to run the test payments provider in production (benchmarks, staging). */
  PAYMENTS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'stripe']).optional()),
  /** The platform's share of each booking, in percent of what the guest pays. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_PLATFORM_FEE_PERCENT),
  /**
   * New Zealand's GST on the stays sold (decision 049), in percent; a change applies to stays booked
   * after it, never to past ones (each payment keeps the rates it was booked at).
   */
  GST_RATE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .default(DEFAULT_TAX_RATES.gstRateBp / 100),
  /** The flat-rate credit passed on to hosts who are not GST-registered, in percent of the GST-exclusive value. */
  GST_FLAT_RATE_CREDIT_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .default(DEFAULT_TAX_RATES.flatRateCreditBp / 100),
  /** Stopover's GST number, printed on receipts and statements. The default is Inland Revenue's example number. */
  PLATFORM_GST_NUMBER: z
    .string()
    .default(DEFAULT_PLATFORM_GST_NUMBER)
    .refine((v) => normaliseIrdNumber(v) !== null, 'must be a valid IRD number'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The share of successful GET and HEAD requests logged (0 to 1). Every error and every write is
   * always logged. Defaults to 1, and to 0.01 in production, where reads are the hot path (issue 14).
   */
  LOG_READS_SAMPLE: z.coerce.number().min(0).max(1).optional(),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  /** The web build's renderer of first screens (`vite build --ssr`); without it pages are drawn by the browser. */
  SSR_DIST_DIR: z.string().default('./dist/ssr'),
  /** Uploaded images go to an S3-compatible bucket when S3_BUCKET is set; to DATA_DIR otherwise. */
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Unset means AWS S3 itself; set it for MinIO, R2, Spaces, Garage… */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.string().url().optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Where browsers read the bucket's objects: the bucket's public URL or a CDN in front of it. */
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** `bucket` in the path rather than the host name (MinIO and most self-hosted stores). */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  /** The largest image file accepted by POST /v1/images; 10 MiB by default. */
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(10_485_760),
  /** Images one user may upload in an hour (counted in the database, shared by every server copy). */
  UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(120),
  /** The pixels of all the images of one POST /v1/images together, in megapixels (decoding is the cost). */
  MAX_UPLOAD_MEGAPIXELS: z.coerce.number().positive().default(250),
  /**
   * The same two limits for those who run data imports (import:run), whose photos come in batches
   * of 100 (spec section 9): 2,000 images an hour, and 100 photos of 10 megapixels in one batch.
   */
  IMPORT_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(2000),
  IMPORT_MAX_UPLOAD_MEGAPIXELS: z.coerce.number().positive().default(1000),
  /** Longest time to receive a whole request, body included; an image upload must fit. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Longest time to receive a request's headers. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How long an idle keep-alive connection stays open after an answer. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** After SIGTERM, how long accepted requests may take before the connections are cut and the process exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * After SIGTERM, how long the server keeps serving while /health/ready answers 503, so a load
   * balancer stops sending it requests before it closes (decision 054). 5 s in production, else 0.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().nonnegative().optional(),
  /** How long after signing in (or giving the password again) sensitive actions are allowed (decision 057). */
  RECENT_SIGN_IN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(DEFAULT_RECENT_SIGN_IN_MINUTES),
  /** An administrator's refund larger than this (cents, NZD) needs a recent sign-in (decision 057). */
  REFUND_RECENT_SIGN_IN_ABOVE_CENTS: z.coerce.number().int().nonnegative().default(20_000),
  /** Calendar sync (decision 047): the largest external calendar read, 5 MiB by default. */
  CALENDAR_FETCH_MAX_BYTES: z.coerce.number().int().positive().default(5_242_880),
  /** The longest one fetch of an external calendar may take, redirects included. */
  CALENDAR_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How long a visitor's prerendered page is reused (decision 026); journeys shorten it (decision 048). */
  PRERENDER_CACHE_MS: z.coerce.number().int().nonnegative().default(30_000),
  /** How often the arrival reminders job runs (issue 26); journeys shorten it (decision 048). */
  ARRIVAL_REMINDERS_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  /** Tests only: let calendar sync fetch from loopback addresses (refused in production). */
  CALENDAR_FETCH_ALLOW_LOOPBACK: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
});

export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
  forcePathStyle: boolean;
};

export type SocialProviderConfig = { clientId: string; clientSecret: string; discoveryUrl: string | null };
export type SocialProvider = 'google' | 'facebook';

export type PaymentsConfig =
  | { kind: 'local' }
  | {
      kind: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      apiUrl: string | null;
    };

/**
 * How often each replica's lag is measured, and how long a measurement may take (decision 055). A
 * measurement is trusted until the next one is due: the interval and two timeouts.
 */
export const REPLICA_PROBE = { intervalMs: 500, timeoutMs: 500 } as const;
export const REPLICA_PROBE_TRUSTED_MS = REPLICA_PROBE.intervalMs + 2 * REPLICA_PROBE.timeoutMs;

/** Read replicas (decision 055). */
export type ReplicasConfig = {
  urls: string[];
  poolSize: number;
  maxLagMs: number;
  readYourWritesMs: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; poolSize: number };
  /** The primary's read replicas; null without DATABASE_REPLICA_URLS. */
  replicas: ReplicasConfig | null;
  seedDemo: boolean;
  publicUrl: string;
  /** The proxies (addresses, CIDR ranges or proxy-addr's named ranges) trusted to tell the client's address; false trusts none. */
  trustProxy: string[] | false;
  tileUrl: string;
  tileAttribution: string;
  geocoderUrl: string | null;
  /** The external 'Partner With Us' page; null keeps the link on the About page's partner section. */
  partnerUrl: string | null;
  smtpUrl: string | null;
  emailFrom: string;
  /** The support address: Contact Us messages are mailed here. */
  supportEmail: string;
  authSecret: string | null;
  /** Sign-in with Google and Facebook; null where not configured. */
  socialProviders: Record<SocialProvider, SocialProviderConfig | null>;
  payments: PaymentsConfig;
  platformFeePercent: number;
  /** GST and the flat-rate credit, in basis points (decision 049). */
  taxRates: TaxRates;
  /** Stopover's GST number, digits only. */
  platformGstNumber: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The share of successful reads logged; errors and writes always are. */
  logReadsSample: number;
  webDistDir: string;
  ssrDistDir: string;
  /** Where uploaded files go: `$DATA_DIR/uploads`, or a bucket when S3_BUCKET is set. */
  storage: { kind: 'disk'; dir: string } | S3StorageConfig;
  maxUploadBytes: number;
  uploadsPerHour: number;
  maxUploadPixels: number;
  /** The upload limits of those who run data imports (import:run). */
  importUploads: { perHour: number; pixels: number };
  /** Connection limits (milliseconds): a slow or idle client cannot hold a connection open. */
  timeouts: {
    requestMs: number;
    headersMs: number;
    keepAliveMs: number;
    shutdownMs: number;
    drainMs: number;
  };
  /** How long a visitor's prerendered page is reused. */
  /** Sensitive actions (decision 057): how recent the session's last authentication must be, and the refund above which it applies. */
  recentSignIn: { windowMs: number; refundAboveCents: number };
  prerenderCacheMs: number;
  /** How often the arrival reminders job runs. */
  arrivalRemindersIntervalMs: number;
  /** What fetching an external calendar may take (decision 047). */
  calendarFetch: { maxBytes: number; timeoutMs: number; allowLoopback: boolean };
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET: required in production');
  }
  const problems: string[] = [];
  const social = (id: string, clientId?: string, clientSecret?: string, discoveryUrl?: string) => {
    if (!clientId && !clientSecret) return null;
    if (!clientId || !clientSecret) {
      problems.push(`  ${id}_CLIENT_ID and ${id}_CLIENT_SECRET: set both or neither`);
      return null;
    }
    return { clientId, clientSecret, discoveryUrl: discoveryUrl ?? null };
  };
  const socialProviders = {
    google: social('GOOGLE', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_DISCOVERY_URL),
    facebook: social('FACEBOOK', e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, e.FACEBOOK_DISCOVERY_URL),
  };
  if (e.PAYMENTS_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    problems.push('  STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER is stripe');
  }
  // The local provider moves no money: a production server takes it only when told to.
  if (e.NODE_ENV === 'production' && !e.STRIPE_SECRET_KEY && e.PAYMENTS_PROVIDER !== 'local') {
    problems.push(
      '  STRIPE_SECRET_KEY: required in production (or PAYMENTS_PROVIDER=local for the test provider)',
    );
  }
  if (e.STRIPE_SECRET_KEY) {
    for (const key of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!e[key]) problems.push(`  ${key}: required when STRIPE_SECRET_KEY is set`);
    }
  }
  // Node refuses a headers timeout longer than the whole request's.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    problems.push('  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  }
  if (e.NODE_ENV === 'production' && e.CALENDAR_FETCH_ALLOW_LOOPBACK === 'true') {
    problems.push('  CALENDAR_FETCH_ALLOW_LOOPBACK: not allowed in production');
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY, problems);
  const replicas = parseReplicas(e, problems);
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const payments: PaymentsConfig =
    e.STRIPE_SECRET_KEY && e.PAYMENTS_PROVIDER !== 'local'
      ? {
          kind: 'stripe',
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          apiUrl: e.STRIPE_API_URL ?? null,
        }
      : { kind: 'local' };
  const s3Missing = e.S3_BUCKET
    ? (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const).filter((k) => !e[k])
    : [];
  if (s3Missing.length) {
    const problems = s3Missing.map((k) => `  ${k}: required when S3_BUCKET is set`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const database: Config['database'] = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dir: path.join(dataDir, 'db') };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    replicas,
    // Demo data belongs to the embedded default; a PostgreSQL deployment opts in explicitly.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : database.kind === 'pglite' && e.NODE_ENV !== 'test',
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    trustProxy,
    tileUrl: e.TILE_URL,
    tileAttribution: e.TILE_ATTRIBUTION,
    geocoderUrl: e.GEOCODER_URL ?? null,
    partnerUrl: e.PARTNER_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    emailFrom: e.EMAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    authSecret: e.AUTH_SECRET ?? null,
    socialProviders,
    payments,
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    taxRates: {
      gstRateBp: Math.round(e.GST_RATE_PERCENT * 100),
      flatRateCreditBp: Math.round(e.GST_FLAT_RATE_CREDIT_PERCENT * 100),
    },
    platformGstNumber: normaliseIrdNumber(e.PLATFORM_GST_NUMBER)!,
    logLevel: e.LOG_LEVEL,
    logReadsSample: e.LOG_READS_SAMPLE ?? (e.NODE_ENV === 'production' ? 0.01 : 1),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    ssrDistDir: path.resolve(e.SSR_DIST_DIR),
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : { kind: 'disk', dir: path.join(dataDir, 'uploads') },
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    maxUploadPixels: Math.round(e.MAX_UPLOAD_MEGAPIXELS * 1_000_000),
    importUploads: {
      perHour: e.IMPORT_UPLOADS_PER_HOUR,
      pixels: Math.round(e.IMPORT_MAX_UPLOAD_MEGAPIXELS * 1_000_000),
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      shutdownMs: e.SHUTDOWN_TIMEOUT_MS,
      drainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 0),
    },
    recentSignIn: {
      windowMs: e.RECENT_SIGN_IN_MINUTES * 60_000,
      refundAboveCents: e.REFUND_RECENT_SIGN_IN_ABOVE_CENTS,
    },
    prerenderCacheMs: e.PRERENDER_CACHE_MS,
    arrivalRemindersIntervalMs: e.ARRIVAL_REMINDERS_INTERVAL_MS,
    calendarFetch: {
      maxBytes: e.CALENDAR_FETCH_MAX_BYTES,
      timeoutMs: e.CALENDAR_FETCH_TIMEOUT_MS,
      allowLoopback: e.CALENDAR_FETCH_ALLOW_LOOPBACK === 'true',
    },
  };
}

function isPostgresUrl(url: string): boolean {
  try {
    return /^postgres(ql)?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** DATABASE_REPLICA_URLS and its two settings, checked like DATABASE_URL. */
function parseReplicas(
  e: Pick<
    z.infer<typeof envSchema>,
    | 'DATABASE_URL'
    | 'DATABASE_REPLICA_URLS'
    | 'DATABASE_POOL_SIZE'
    | 'REPLICA_MAX_LAG_MS'
    | 'REPLICA_READ_YOUR_WRITES_MS'
  >,
  problems: string[],
): ReplicasConfig | null {
  if (e.DATABASE_REPLICA_URLS === undefined) return null;
  if (!e.DATABASE_URL) {
    problems.push('  DATABASE_REPLICA_URLS: only with DATABASE_URL (replicas of its PostgreSQL primary)');
    return null;
  }
  const urls = e.DATABASE_REPLICA_URLS.split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const invalid = urls.filter((url) => !isPostgresUrl(url));
  if (invalid.length || !urls.length) {
    problems.push('  DATABASE_REPLICA_URLS: each entry must be a postgres:// or postgresql:// URL');
    return null;
  }
  // A write must be on every replica still in use when the window ends: one within the lag bound at
  // its last measurement, which is trusted for up to REPLICA_PROBE_TRUSTED_MS.
  const least = e.REPLICA_MAX_LAG_MS + REPLICA_PROBE_TRUSTED_MS;
  if (e.REPLICA_READ_YOUR_WRITES_MS < least) {
    problems.push(
      `  REPLICA_READ_YOUR_WRITES_MS: must be at least REPLICA_MAX_LAG_MS + ${REPLICA_PROBE_TRUSTED_MS} (${least})`,
    );
  }
  return {
    urls,
    poolSize: e.DATABASE_POOL_SIZE,
    maxLagMs: e.REPLICA_MAX_LAG_MS,
    readYourWritesMs: e.REPLICA_READ_YOUR_WRITES_MS,
  };
}

/** Ranges Fastify's trustProxy (proxy-addr) knows by name: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (prefix length or IPv4 netmask) or a named range. */
function isProxyRange(entry: string): boolean {
  if (NAMED_PROXY_RANGES.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(mask) === 4;
}

/**
 * TRUST_PROXY: unset trusts no proxy, so the client's address is the connection's. Neither `true`
 * nor a hop count is accepted: both believe an X-Forwarded-For sent by a client that connects
 * directly, which lets anyone choose their address (and Fastify no longer honours a hop count).
 */
function parseTrustProxy(value: string | undefined, problems: string[]): string[] | false {
  if (value === undefined) return false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && /^(true|\d+)$/.test(entries[0]!)) {
    problems.push(
      `  TRUST_PROXY: "${entries[0]}" would let any client choose its address; list the proxies' addresses or CIDR ranges instead (e.g. 10.0.0.0/8)`,
    );
    return false;
  }
  const invalid = entries.filter((entry) => !isProxyRange(entry));
  if (invalid.length) {
    problems.push(
      `  TRUST_PROXY: each entry must be an IP address, a CIDR range, loopback, linklocal or uniquelocal; not ${invalid.map((entry) => `"${entry}"`).join(', ')}`,
    );
    return false;
  }
  return entries.length ? entries : false;
}
