// knip (issue 32, part of `npm run check`): files nothing imports, exports nothing else uses, and
// dependencies nothing loads. Its plugins read the entries of vite (index.html, widget.html), vitest
// (the test files and setup files), playwright (e2e/), eslint and drizzle from their configs, and the
// package.json scripts; the entries below are the ones no config names.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // `vite build --ssr src/web/entry-server.tsx`: the server's renderer of first screens.
    'src/web/entry-server.tsx',
    // Scripts run by hand or by other scripts, and the benchmarks `scripts/bench.mjs` runs by name.
    'scripts/*.{mjs,ts}',
    'bench/*.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts', 'e2e/**/*.ts'],
  // An export its own file uses is not dead code, only a needless `export` keyword (about 360 of
  // them, most the web's API files' fetchers and query options beside the hooks that use them).
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Loaded by path, not imported: e2e/valid-html.spec.ts runs its vnu.jar with the machine's Java.
    'vnu-jar',
  ],
  // The machine's own commands the failure drill runs (scripts/drill/), not npm packages.
  ignoreBinaries: ['runuser', 'ss', 'apt-get'],
};

export default config;
