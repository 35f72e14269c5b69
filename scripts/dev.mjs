// npm run dev: the server with reload on :3000 and the Vite dev server on :5173 (proxying /v1).

import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
  }),
];
console.log('Stopover dev: open http://localhost:5173 (API on http://localhost:3000)');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
