// The environment, parsed once. This is the only module that reads process.env.

import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Fill an empty embedded database with demo data on start. */
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  GEOCODER_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
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
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('./dist/web'),
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

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; poolSize: number };
  seedDemo: boolean;
  publicUrl: string;
  tileUrl: string;
  tileAttribution: string;
  geocoderUrl: string | null;
  smtpUrl: string | null;
  emailFrom: string;
  authSecret: string | null;
  /** Sign-in with Google and Facebook; null where not configured. */
  socialProviders: Record<SocialProvider, SocialProviderConfig | null>;
  payments: PaymentsConfig;
  platformFeePercent: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** Where uploaded files go: `$DATA_DIR/uploads`, or a bucket when S3_BUCKET is set. */
  storage: { kind: 'disk'; dir: string } | S3StorageConfig;
  maxUploadBytes: number;
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
    // Demo data belongs to the embedded default; a PostgreSQL deployment opts in explicitly.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : database.kind === 'pglite' && e.NODE_ENV !== 'test',
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    tileUrl: e.TILE_URL,
    tileAttribution: e.TILE_ATTRIBUTION,
    geocoderUrl: e.GEOCODER_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    emailFrom: e.EMAIL_FROM,
    authSecret: e.AUTH_SECRET ?? null,
    socialProviders,
    payments,
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
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
  };
}
