// The server the journeys run against: a fresh embedded database with the demo data, tiles pointed
// at a dead loopback address (the machine has no network; the map must work without tiles), and
// Google sign-in pointed at a local OpenID Connect provider (scripts/oidc-test-provider.ts),
// started first on OIDC_PORT (3101).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
// E2E_DATA_DIR lets two runs (on other E2E_PORT/OIDC_PORT) go side by side without sharing a database.
const dataDir = process.env.E2E_DATA_DIR
  ? path.resolve(process.env.E2E_DATA_DIR)
  : path.join(root, '.tmp/e2e-data');
const appPort = process.env.PORT ?? '3000';
const oidcPort = process.env.OIDC_PORT ?? '3101';
const client = { id: 'stopover-e2e', secret: 'stopover-e2e-secret' };
const discoveryUrl = `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;
function stop(signal = 'SIGTERM') {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
process.on('exit', () => stop());

const provider = spawn(process.execPath, ['--import', 'tsx', 'scripts/oidc-test-provider.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    OIDC_PORT: oidcPort,
    E2E_PORT: appPort,
    OIDC_CLIENT_ID: client.id,
    OIDC_CLIENT_SECRET: client.secret,
  },
});
children.push(provider);
provider.on('exit', (code) => {
  if (stopping) return;
  console.error(`The test OpenID Connect provider stopped (${code ?? 'signal'})`);
  stop();
  process.exit(code || 1);
});

async function waitForDiscovery(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(discoveryUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${discoveryUrl} did not answer within ${timeoutMs / 1000}s`);
}

try {
  await waitForDiscovery();
} catch (error) {
  console.error(String(error));
  stop();
  process.exit(1);
}

fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // The journeys' sign-ups say which address they come from (e2e/fixtures.ts), as a proxy would.
    TRUST_PROXY: 'loopback',
    TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    GOOGLE_CLIENT_ID: client.id,
    GOOGLE_CLIENT_SECRET: client.secret,
    GOOGLE_DISCOVERY_URL: discoveryUrl,
    // Calendar sync journeys serve their calendars on 127.0.0.1 (decision 047).
    CALENDAR_FETCH_ALLOW_LOOPBACK: 'true',
    // Journeys wait for what these make happen, not for the clock (decision 048): a visitor's cached
    // page is renewed after a second, and the arrival reminders job runs every two seconds.
    PRERENDER_CACHE_MS: '1000',
    ARRIVAL_REMINDERS_INTERVAL_MS: '2000',
  },
});
children.push(server);
server.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
