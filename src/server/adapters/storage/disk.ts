// The embedded default: files under $DATA_DIR/uploads, served by the app at /uploads/ with the
// one-year immutable cache header (serveFiles in app.ts).

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type Storage } from './storage';

export function createDiskStorage(dir: string): Storage {
  const root = path.resolve(dir);
  return {
    async put(key, body) {
      assertStorageKey(key);
      const file = path.join(root, ...key.split('/'));
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file under its final name.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await fs.writeFile(partial, body);
        await fs.rename(partial, file);
      } catch (err) {
        await fs.rm(partial, { force: true });
        throw err;
      }
    },
    url(key) {
      assertStorageKey(key);
      return `/uploads/${key}`;
    },
    async remove(key) {
      assertStorageKey(key);
      const file = path.join(root, ...key.split('/'));
      await fs.rm(file, { force: true });
      // An image's folder (images/<id>/) goes with its last file; a folder still holding files stays.
      const folder = path.dirname(file);
      if (folder !== root) await fs.rmdir(folder).catch(() => {});
    },
  };
}
