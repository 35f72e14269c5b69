import path from 'node:path';

export const MIGRATED_DUMP = path.resolve('.tmp/test/migrated.tar');
// Two checkouts may test on one PostgreSQL server side by side, each with its own template.
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'stopover_test_template';

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
