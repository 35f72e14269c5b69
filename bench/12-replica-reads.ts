// Search with reads on the primary vs on a streaming replica (issue 30, decision 055), same run.
// A throwaway PostgreSQL primary and replica (scripts/drill/cluster.ts: initdb, pg_basebackup -R,
// ports from 5461, never the machine's 5432) filled with BENCH_LOCATIONS locations; two servers on
// the same primary, one without DATABASE_REPLICA_URLS (reads on the primary) and one with it (search
// on the replica, checked by its X-Read-From header); the same search paths at the same clients
// against each, then the bare /health baseline, with the ratios. Both clusters, both servers and
// the load run on this one machine: the replica takes no CPU off the primary here, so the figure
// says what routing reads to a replica costs or gains per request, not what a second machine adds.
// Root only (the clusters run as the postgres OS user); everything is removed at the end.

import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedScale } from '../src/server/db/seed/scale';
import { createCluster } from '../scripts/drill/cluster';
import { load, nzCentres, printFigures, startServer, type RunningServer } from './lib';

const LOCATIONS = Number(process.env.BENCH_LOCATIONS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const CENTRES = nzCentres(200);
const paths = CENTRES.map((c) => `/v1/locations?latitude=${c.latitude}&longitude=${c.longitude}&limit=50`);

const cluster = createCluster({ basePort: 5461, label: 'bench-replica' });
const servers: RunningServer[] = [];
let failed = false;
try {
  const started = Date.now();
  const database = await openDatabase({ kind: 'postgres', url: cluster.primaryUrl, poolSize: 8 });
  try {
    await migrate(database);
    await seedScale(database, { locations: LOCATIONS });
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
  console.log(
    `throwaway primary :${cluster.primaryPort} and streaming replica :${cluster.replicaPort}, ` +
      `${LOCATIONS} locations, seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // The replica replays the seed before anything is measured.
  const replica = await openDatabase({ kind: 'postgres', url: cluster.replicaUrl, poolSize: 1 });
  try {
    for (let i = 0; ; i++) {
      const [row] = await queryRows<{ n: number }>(replica.db, sql`select count(*)::int as n from locations`);
      if ((row?.n ?? 0) >= LOCATIONS) break;
      if (i > 600) throw new Error('the replica did not catch up with the seed');
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await replica.close();
  }

  const onPrimary = await startServer({ DATABASE_URL: cluster.primaryUrl, SEED_DEMO: 'false' });
  servers.push(onPrimary);
  const onReplica = await startServer({
    DATABASE_URL: cluster.primaryUrl,
    DATABASE_REPLICA_URLS: cluster.replicaUrl,
    SEED_DEMO: 'false',
  });
  servers.push(onReplica);

  // The replica server reads the replica once its probe trusts it (a round every 500 ms).
  let from = '';
  for (let i = 0; i < 40 && from !== 'replica'; i++) {
    await new Promise((r) => setTimeout(r, 250));
    from = (await fetch(`${onReplica.url}${paths[0]}`)).headers.get('x-read-from') ?? '';
  }
  const primaryFrom = (await fetch(`${onPrimary.url}${paths[0]}`)).headers.get('x-read-from');
  console.log(
    `X-Read-From: server without replicas ${primaryFrom ?? '(none: no replicas configured)'}, with one ${from}`,
  );
  if (from !== 'replica') failed = true;

  // Warm both, then measure in turn, the same paths at the same clients.
  await load(onPrimary.url, paths, CLIENTS, 2);
  await load(onReplica.url, paths, CLIENTS, 2);
  const primary = await load(onPrimary.url, paths, CLIENTS, SECONDS);
  const replicaFigures = await load(onReplica.url, paths, CLIENTS, SECONDS);
  const health = await load(onPrimary.url, ['/health'], CLIENTS, SECONDS);
  const lagged = await fetch(`${onReplica.url}${paths[1]}`);

  printFigures(`search, reads on the primary, ${CLIENTS} clients`, primary);
  printFigures(`search, reads on the replica, ${CLIENTS} clients`, replicaFigures);
  printFigures(`bare /health, ${CLIENTS} clients (same run)`, health);
  console.log(
    `replica / primary search throughput: ${(replicaFigures.rps / primary.rps).toFixed(2)}; ` +
      `p50 ${(replicaFigures.p50 / primary.p50).toFixed(2)}x; ` +
      `search / health: primary ${(primary.rps / health.rps).toFixed(3)}, replica ${(replicaFigures.rps / health.rps).toFixed(3)}`,
  );
  console.log(
    `after the run: X-Read-From ${lagged.headers.get('x-read-from')}, X-Replica-Lag-Ms ${lagged.headers.get('x-replica-lag-ms')}`,
  );
  if (primary.errors + primary.non2xx + replicaFigures.errors + replicaFigures.non2xx > 0) failed = true;
} finally {
  for (const s of servers) await s.stop();
  cluster.destroy();
}
if (failed) process.exit(1);
