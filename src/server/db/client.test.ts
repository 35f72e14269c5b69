import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from './client';

// A new embedded database on disk runs initdb: seconds on an idle machine, more than the default 30 s
// while other processes keep both cores busy. The limit only guards against a hang.
const NEW_DATABASE_ON_DISK = { timeout: 180_000 };

it(
  'refuses a second opener of an embedded data directory, and frees it on close',
  NEW_DATABASE_ON_DISK,
  async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-lock-')), 'db');
    const first = await openDatabase({ kind: 'pglite', dir });
    await expect(openDatabase({ kind: 'pglite', dir })).rejects.toThrow(/is in use by process/);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dir });
    await again.ping();
    await again.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  },
);

it('takes over a lock left by a process that no longer runs', NEW_DATABASE_ON_DISK, async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-lock-')), 'db');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(`${dir}.lock`, '2147483646');
  const database = await openDatabase({ kind: 'pglite', dir });
  await database.close();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});
