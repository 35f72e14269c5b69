// npm run test:pg: the server's tests that reach the database again, on PostgreSQL
// (TEST_DATABASE_URL, default the machine's). A test file reaches the configured database only
// through the test app or the test database (src/server/testing/test-app.ts) or by reading
// TEST_DATABASE_URL itself, and the web's component tests, through their harness (withTestApp); the others (pure functions, a PGlite of their own, a child server on
// PGlite) would run the very same code again, so they run once, in `npm test` (decision 048).
// Files or name filters given (`npm run test:pg -- src/server/x.test.ts`) narrow it to those: vitest
// takes its filters as "any of", so the chosen files are only added when none is given (give
// options as --name=value).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const args = process.argv.slice(2);
const filtered = args.some((arg) => !arg.startsWith('-'));
const REACHES_DATABASE = /\b(createTestApp|openTestDatabase|TEST_DATABASE_URL|withTestApp)\b/;
/** Where those files are: the server's tests, and the web's component tests (issue 32). */
const SUITES = [
  { dir: 'src/server', files: /\.test\.ts$/ },
  { dir: 'src/web', files: /\.component\.test\.tsx$/ },
];

/** The test files that reach the configured database, relative to the root. */
export function databaseTestFiles() {
  return SUITES.flatMap(({ dir, files }) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true })
      .filter((file) => files.test(file))
      .map((file) => path.join(dir, file)),
  )
    .filter((file) => REACHES_DATABASE.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = filtered ? [] : databaseTestFiles();
  if (!filtered) console.log(`test:pg: ${files.length} test files reach the database`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project=server',
      '--project=components',
      ...files,
      ...args,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
  );
  process.exit(result.status ?? 1);
}
