import { defineConfig } from 'vitest/config';

// Two projects (decision 048). The server's test files each build the real app on a fresh database;
// importing that app (Fastify, Better Auth, Drizzle, the AWS and Stripe clients…) took about 2 s per
// file, more than most files' tests. They share one module graph per worker (isolate: false): each
// file still gets its own database and app, built and closed in its own hooks. The web's files stub
// globals and mock the browser's modules, so they keep a module graph of their own per file.
const server = ['src/server/**/*.test.ts', 'src/domain/**/*.test.ts'];
// Component tests (issue 32): the web's screens in a DOM, against the real app in-process.
const components = ['src/web/**/*.component.test.tsx'];

export default defineConfig({
  test: {
    // The web's whole English catalogue, which the browser loads after the first render.
    setupFiles: ['src/web/testing/i18n-setup.ts'],
    // PGlite instances are heavy; two workers fit the two cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: server,
          globalSetup: ['src/server/testing/global-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: [...server, ...components],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: components,
          // happy-dom's document with Node's fetch family, which the in-process server needs.
          environment: './src/web/testing/component-environment.ts',
          globalSetup: ['src/server/testing/global-setup.ts'],
        },
      },
    ],
  },
});
