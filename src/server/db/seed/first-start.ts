import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { seedDemo } from './demo';

/** The embedded default starts with demo data; a database that already has listings is left alone. */
export async function seedDemoIfEmpty(db: Db, uploadsDir: string): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(
    db,
    sql`select exists (select 1 from locations) as present`,
  );
  if (row?.present) return false;
  await seedDemo(db, { uploadsDir });
  return true;
}
