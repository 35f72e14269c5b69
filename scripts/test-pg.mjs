// npm run test:pg: the API tests again, on PostgreSQL (TEST_DATABASE_URL, default the machine's).

import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', 'src/server', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(result.status ?? 1);
