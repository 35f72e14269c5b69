// npm run test:pg: the API tests again, on PostgreSQL (TEST_DATABASE_URL, default the machine's).
// Files or name filters given (`npm run test:pg -- src/server/x.test.ts`) narrow it to those: vitest
// takes its filters as "any of", so src/server is only added when none is given (give options as
// --name=value).

import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const args = process.argv.slice(2);
const filtered = args.some((arg) => !arg.startsWith('-'));
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...(filtered ? [] : ['src/server']), ...args],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(result.status ?? 1);
