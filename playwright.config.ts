import { defineConfig, devices } from '@playwright/test';
import { shardTestMatch } from './scripts/e2e-shards';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_SHARD=1/2: CI's shards, split by the files' recorded durations (scripts/e2e-shards.ts).
const shardFiles = shardTestMatch();

export default defineConfig({
  testDir: 'e2e',
  ...(shardFiles ? { testMatch: shardFiles } : {}),
  // Two runs side by side (CI's shards) keep their traces and screenshots apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // A guard against a hung journey, not a speed check: in CI the journeys share two cores with the
  // unit and PostgreSQL suites (decision 048), and a long journey took over 60 s there.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // The machine's network is closed: without these Chromium keeps trying to reach Google.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(PORT) },
  },
});
