import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Folder boundaries from docs/architecture.md: the domain is pure, the web never reaches into the server.
const boundary = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

// A web feature does not import another feature: what two features share lives in src/web/components
// or src/web/lib, and only src/web/app (router, layout) puts features together. One block per
// feature folder, read from the disk, so a new feature is fenced in without touching this file. The
// patterns match the import as written (relative), so they name the folders a `../` chain reaches.
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBoundaries = (patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/server/**'],
          message: 'The web app never imports server code; share through src/domain.',
        },
        ...patterns,
      ],
    },
  ],
});
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`src/web/features/${feature}/**`],
  rules: webBoundaries([
    {
      regex: `^(\\.\\./)+(features/)?(${webFeatures.filter((other) => other !== feature).join('|')})(/|$)`,
      message: `The ${feature} feature does not import another feature: share through src/web/components or src/web/lib.`,
    },
  ]),
}));

// A server module owns its tables: another module calls its service, never its repository (issue 32).
// One block per module folder, read from the disk like the web's features. Decision 013 lets the money
// services (payments, payouts) write the ledger through its repository; no other exception.
const serverModules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const MONEY_SERVICES_WRITE_THE_LEDGER = { payments: ['ledger'], payouts: ['ledger'] };
const moduleBoundaries = serverModules.map((module) => {
  const allowed = new Set([module, ...(MONEY_SERVICES_WRITE_THE_LEDGER[module] ?? [])]);
  const others = serverModules.filter((other) => !allowed.has(other));
  return {
    files: [`src/server/modules/${module}/**`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'The server never imports web code.' },
            {
              regex: `(^|/)(${others.join('|')})/[^/]*\\.repository$`,
              message: `The ${module} module calls another module's service, never its repository (issue 32).`,
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      '.tmp',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: boundary(
      ['**/server/**', '**/web/**', 'fastify*', 'react*', 'drizzle-orm*'],
      'src/domain is pure: no I/O, no framework.',
    ),
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...webBoundaries([]),
    },
  },
  {
    files: ['src/web/components/**', 'src/web/lib/**'],
    rules: webBoundaries([
      {
        regex: '^(\\.\\./)+(features|app)(/|$)',
        message: 'Shared components and lib serve every feature, so they import none (nor the app).',
      },
    ]),
  },
  ...featureBoundaries,
  // The component tests' harness (issue 32) runs the real server in-process, so it alone of the web
  // imports server code (the test app and its fixtures); the component tests reach it through the harness.
  {
    files: ['src/web/testing/app-harness.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Issue 32: the web writes an API address only through src/domain/api-paths.ts, whose table a test
  // holds against the server's OpenAPI document.
  {
    files: ['src/web/**'],
    ignores: ['src/web/service-worker/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Literal[value=/^\\/v1\\//]:not(CallExpression[callee.name='apiPath'] > Literal), TemplateElement[value.raw=/^\\/v1\\//]",
          message: "Build API addresses with apiPath('/v1/…') from src/domain/api-paths (issue 32).",
        },
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Query keys come from queryKeys in lib/queries/keys.ts (issue 32).',
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: boundary(['**/web/**'], 'The server never imports web code.'),
  },
  // The ledger is written only by the money services (docs/decisions/013): the payments module
  // (charges, refunds, transfers) and the payouts module (payouts copied from the provider). Everyone
  // else reads it through src/server/modules/ledger/ledger.service.ts.
  {
    files: ['src/server/**'],
    ignores: [
      'src/server/modules/ledger/**',
      'src/server/modules/payments/**',
      'src/server/modules/payouts/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'The server never imports web code.' },
            {
              group: ['**/ledger/ledger.repository'],
              message:
                'Only the money services (payments, payouts) write the ledger; read it through ledger.service.',
            },
          ],
        },
      ],
    },
  },
  ...moduleBoundaries,
  // The server's code outside the modules (auth, jobs, http, db, adapters, app and main) calls a module's
  // service too. Seeds and test fixtures build data, so they write tables directly (decision 013).
  {
    files: ['src/server/**'],
    ignores: ['src/server/modules/**', 'src/server/db/seed/**', 'src/server/testing/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'The server never imports web code.' },
            {
              regex: '(^|/)modules/[^/]+/[^/]*\\.repository$',
              message:
                "Server code outside the modules calls a module's service, never its repository (issue 32).",
            },
          ],
        },
      ],
    },
  },
);
