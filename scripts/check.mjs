// `npm run check`: the type checks, lint, format check and knip (unused files, exports and
// dependencies: knip.ts) side by side, each with its cache under .tmp/check/ (a clean clone starts
// without one, so CI runs cold). Each tool's output is printed whole when it ends, with its time;
// the check fails if any tool fails.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join('.tmp', 'check');
mkdirSync(path.join(root, cache), { recursive: true });

// The longest first: the app's type check takes most of the time, the others run beside it. Eslint
// and prettier compare files by content, not modification time, so a fresh checkout or a branch
// switch keeps the results of the files it did not change. The service worker has its own
// tsconfig.json (the WebWorker library instead of the DOM).
const tools = {
  'tsc (app)': `tsc --noEmit -p tsconfig.json --incremental --tsBuildInfoFile ${cache}/app.tsbuildinfo`,
  'tsc (service worker)': `tsc --noEmit -p src/web/service-worker --incremental --tsBuildInfoFile ${cache}/sw.tsbuildinfo`,
  eslint: `eslint . --cache --cache-strategy content --cache-location ${cache}/eslint/`,
  prettier: `prettier --check --cache --cache-strategy content --cache-location ${cache}/prettier.json src bench e2e scripts`,
  // Its cache defaults to node_modules/.cache, which a worktree shares with the main checkout.
  knip: `knip --no-progress --cache --cache-location ${cache}/knip`,
};

function run([name, command]) {
  const [tool, ...args] = command.split(' ');
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', tool), args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let ended = false;
    const end = (problem) => {
      if (ended) return;
      ended = true;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n=== ${name}: ${problem ? `failed (${problem})` : 'ok'} in ${seconds} s\n${output}`,
      );
      resolve({ name, ok: !problem });
    };
    child.on('error', (error) => end(error.message));
    child.on('close', (code, signal) => end(signal ?? (code === 0 ? undefined : `exit ${code}`)));
  });
}

const started = performance.now();
const results = await Promise.all(Object.entries(tools).map(run));
const failed = results.filter((result) => !result.ok);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\ncheck: ${results.length - failed.length} of ${results.length} tools passed in ${seconds} s` +
    (failed.length ? `; failed: ${failed.map((result) => result.name).join(', ')}` : ''),
);
process.exitCode = failed.length ? 1 : 0;
