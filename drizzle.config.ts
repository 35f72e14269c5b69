import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it needs no database. Migrations are applied from code
// (src/server/db/migrate.ts) because the CLI cannot load PGlite's extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
