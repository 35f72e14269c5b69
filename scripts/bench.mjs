// npm run bench: every benchmark under bench/, in order; each prints its own figures.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv[2];
const files = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => /^\d+-.*\.ts$/.test(f) && (!only || f.includes(only)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== bench/${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
