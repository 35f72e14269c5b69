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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('./dist/web'),
});

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
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
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
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
  };
}
