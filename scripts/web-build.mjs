// Build the web app when its sources are newer than the last build (or there is none).

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const sources = ['src/web', 'src/domain', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(p, name))));
}

export function buildWebIfNeeded({ force = false } = {}) {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  if (!force && builtAt > Math.max(...sources.map(newestMtime))) return false;
  console.log('Building the web app...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  // The server's renderer of first screens (issue 14): the same components, built for Node.
  execFileSync(process.execPath, [vite, 'build', '--ssr', 'src/web/entry-server.tsx'], {
    cwd: root,
    stdio: 'inherit',
  });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildWebIfNeeded({ force: process.argv.includes('--force') });
