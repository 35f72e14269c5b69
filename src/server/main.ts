// Start Stopover: open the database, migrate, seed the embedded demo once, listen, shut down cleanly.

import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed/first-start';
import { seedDemoMoney } from './db/seed/demo-money';
import { seedDemoSecondFactor } from './db/seed/demo-second-factor';
import { createGazetteerGeocoder } from './adapters/geocoding/gazetteer';
import { createPhotonGeocoder } from './adapters/geocoding/photon';
import { createSmtpTransport } from './adapters/email/email';
import { createAuth } from './auth/auth';
import { readOrCreateAuthSecret } from './auth/secret';
import { createOutbox, startDelivery } from './adapters/email/outbox';
import { createDiskStorage } from './adapters/storage/disk';
import { createPaymentsProvider } from './adapters/payments';
import { takeInQueuedConnections } from './http/connections';
import { createReads } from './http/reads';
import { startBookingSweeper } from './modules/bookings/booking-sweeper';
import { startArrivalReminders } from './modules/bookings/arrival-reminders';
import { startCalendarSync } from './modules/calendar-sync/calendar-sync-job';
import { createJobs } from './jobs/jobs';
import { clearJobLeases } from './jobs/job-leases';

const config = loadConfig();
const database = await openDatabase(config.database);
await migrate(database);
const seeded = config.seedDemo && (await seedDemoIfEmpty(database.db, path.join(config.dataDir, 'uploads')));

const geocoder = config.geocoderUrl ? createPhotonGeocoder(config.geocoderUrl) : createGazetteerGeocoder();
// Without SMTP_URL mail stays in the outbox, readable at /v1/dev/mailbox outside production.
const outbox = createOutbox(
  database.db,
  config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
  config.emailFrom,
);
const authSecret = config.authSecret ?? readOrCreateAuthSecret(config.dataDir);
const auth = createAuth(database.db, { ...config, authSecret }, outbox);
const payments = createPaymentsProvider({ ...config, authSecret }, database.db);
// Demo stays are paid through the embedded provider; a real provider never sees demo cards.
if (seeded && payments.kind === 'local') await seedDemoMoney({ db: database.db, payments, config });
// The demo administrator's authenticator app is encrypted with the auth secret (decision 056).
if (seeded) await seedDemoSecondFactor(database.db, authSecret);
// The AWS SDK takes ~0.6 s to load: only when a bucket is configured.
const storage =
  config.storage.kind === 's3'
    ? (await import('./adapters/storage/s3')).createS3Storage(config.storage)
    : createDiskStorage(config.storage.dir);
// Reads that may lag go to DATABASE_REPLICA_URLS' replicas, when set (decision 055).
const reads = createReads(config, database, authSecret);
const app = await buildApp({ config, database, reads, geocoder, outbox, auth, storage, payments });
// Each periodic job's round runs in one server copy at a time, the one holding its lease (decision
// 054). The embedded database is opened by one process at a time: a lease found there was left by
// a process that stopped, and would only delay its jobs.
if (database.kind === 'pglite') await clearJobLeases(database.db);
const jobs = createJobs(database.db);
const stopDelivery = config.smtpUrl
  ? startDelivery(jobs, outbox, { onError: (err) => app.log.error({ err }, 'email delivery failed') })
  : async () => {};
// Finishes bookings and refunds a lost request left half done (decision 018).
const stopSweeper = startBookingSweeper(
  jobs,
  { db: database.db, payments, platformFeePercent: config.platformFeePercent, emailFrom: config.emailFrom },
  { onError: (err) => app.log.error({ err }, 'booking sweep failed') },
);
// Queues each booked stay's arrival reminder 48 hours before it (issue 26).
const stopArrivalReminders = startArrivalReminders(
  jobs,
  { db: database.db, emailFrom: config.emailFrom },
  {
    intervalMs: config.arrivalRemindersIntervalMs,
    onError: (err) => app.log.error({ err }, 'arrival reminders failed'),
  },
);
// Fetches the hosts' external calendars every 15 minutes (decision 047).
const stopCalendarSync = startCalendarSync(
  jobs,
  { db: database.db, fetchLimits: config.calendarFetch, publicUrl: config.publicUrl },
  { onError: (err) => app.log.error({ err }, 'calendar sync failed') },
);

let closing = false;
/** Ends the drain at once: a second signal while draining. */
let endDrain: (() => void) | null = null;

/**
 * First drains (decision 054): /health/ready answers 503 so the load balancer stops sending this copy
 * requests, while everything that still comes is served for SHUTDOWN_DRAIN_MS (a second signal ends
 * the drain at once). Then stops accepting connections, closes idle keep-alive ones at once, lets
 * the requests already accepted finish, then closes the database. A slow client cannot hold the
 * process: connections still open when most of the deadline (counted from the end of the drain)
 * has passed are cut, leaving the rest for closing the database, and the process leaves at the
 * deadline whatever is still pending.
 */
async function shutdown(signal: string) {
  if (closing) {
    if (endDrain) app.log.info({ signal }, 'drain ended early by a second signal');
    endDrain?.();
    return;
  }
  closing = true;
  app.drain.begin();
  const drainMs = config.timeouts.drainMs;
  if (drainMs > 0) {
    app.log.info({ signal, drainMs }, 'draining: not ready, still serving');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, drainMs);
      endDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    endDrain = null;
  }
  const deadlineMs = config.timeouts.shutdownMs;
  app.log.info({ signal, deadlineMs }, 'shutting down');
  setTimeout(() => {
    app.log.warn('shutdown deadline reached: exiting with work still pending');
    process.exit(1);
  }, deadlineMs).unref();
  const cut = setTimeout(() => {
    app.log.warn('cutting the connections still open to meet the shutdown deadline');
    app.server.closeAllConnections();
  }, deadlineMs * 0.8);
  await takeInQueuedConnections(app.server, deadlineMs * 0.2);
  await app.close();
  clearTimeout(cut);
  await stopDelivery();
  await stopSweeper();
  await stopArrivalReminders();
  await stopCalendarSync();
  await reads.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
