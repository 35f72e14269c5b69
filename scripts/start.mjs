// npm start: build the web app if needed, then serve Stopover (embedded defaults unless configured).

import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildWebIfNeeded();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
