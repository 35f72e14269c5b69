import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Folder boundaries from docs/architecture.md: the domain is pure, the web never reaches into the server.
const boundary = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
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
      ...boundary(['**/server/**'], 'The web app never imports server code; share through src/domain.'),
    },
  },
  {
    files: ['src/server/**'],
    rules: boundary(['**/web/**'], 'The server never imports web code.'),
  },
);
