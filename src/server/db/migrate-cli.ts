// npm run db:migrate: apply pending migrations to the configured database.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
