// npm run db:seed                      demo data, into a database that has no listings yet
// npm run db:seed -- --locations N     N synthetic listings for benchmarks (appends)
// The database is the configured one: DATABASE_URL, or the embedded one under DATA_DIR.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { migrate } from '../migrate';
import { isEmptyDatabase, seedDemo } from './demo';
import { seedScale } from './scale';
import { readOrCreateAuthSecret } from '../../auth/secret';
import { seedDemoSecondFactor } from './demo-second-factor';

function parseOptions(): { locations: number | null; seed: number | undefined } {
  const { values } = parseArgs({
    options: { locations: { type: 'string' }, seed: { type: 'string' } },
    strict: true,
  });
  const whole = (name: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not '${text}'`);
    return n;
  };
  return { locations: whole('locations', values.locations) ?? null, seed: whole('seed', values.seed) };
}

async function main(): Promise<void> {
  const options = parseOptions();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrate(database);
    const started = Date.now();
    if (options.locations !== null) {
      await seedScale(database, { locations: options.locations, seed: options.seed });
      console.log(`Seeded ${options.locations} locations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else if (!(await isEmptyDatabase(database.db))) {
      console.log(
        'The database already has locations; the demo data goes only into an empty one. Nothing changed.',
      );
    } else {
      await seedDemo(database.db, { uploadsDir: path.join(config.dataDir, 'uploads') });
      const authSecret = config.authSecret ?? readOrCreateAuthSecret(config.dataDir);
      await seedDemoSecondFactor(database.db, authSecret);
      console.log(`Seeded the demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      console.log(
        'Sign in as guest@stopover.test, host@stopover.test, admin@stopover.test or lister@stopover.test with password stopover-demo (admin@ also asks for the code of the authenticator secret in the README)',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
