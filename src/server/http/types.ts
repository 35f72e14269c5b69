import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Geocoder } from '../adapters/geocoding/geocoder';
import type { Outbox } from '../adapters/email/outbox';
import type { Storage } from '../adapters/storage/storage';
import type { Auth } from '../auth/auth';
import type { PaymentsProvider } from '../adapters/payments/payments';
import type { Reads } from './reads';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What route modules are given: the database and the adapters, chosen once at start-up. */
export type AppDeps = {
  config: Config;
  database: Database;
  /** Reads that may lag the primary by about a second: a replica's when there are any (decision 055). */
  reads: Reads;
  geocoder: Geocoder;
  outbox: Outbox;
  storage: Storage;
  auth: Auth;
  payments: PaymentsProvider;
};
