// npm run db:cluster: after a bulk load, keep the locations table in spatial order (maintenance.ts).
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { clusterLocations } from './maintenance';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const started = Date.now();
  await clusterLocations(database.db);
  console.log(`Locations clustered on their spatial index in ${Date.now() - started} ms (${database.kind}).`);
} finally {
  await database.close();
}
