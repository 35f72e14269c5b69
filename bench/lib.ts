// Shared pieces of the benchmarks: a real server in its own process, and autocannon runs that
// report latency percentiles and throughput.

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type RunningServer = { url: string; stop(): Promise<void> };

/** Starts Stopover as production runs it (its own process), on a free port. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without a session secret; a benchmark's sessions are throwaway.
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // Benchmarks measure the server, not a payment provider.
      PAYMENTS_PROVIDER: 'local',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Stopped by SIGTERM between runs: no load balancer to drain for.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export type Figures = { p50: number; p99: number; rps: number; errors: number; non2xx: number };

/**
 * Runs autocannon against `paths` in turn for `seconds`, with `connections` concurrent clients.
 * p50 and p99 come from every 2xx answer's own time, to the microsecond: autocannon's histogram
 * keeps whole milliseconds, which at a 1 ms median cannot tell 2.9 ms from 3.9 ms.
 */
export async function load(
  baseUrl: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<Figures> {
  let next = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: [
          { method: 'GET', setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) },
        ],
      },
      (error, figures) => (error ? reject(error) : resolve(figures)),
    );
    run.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300) times.push(ms);
    });
  });
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The median of the values that were measured: NaN (a run that could not measure) is left out. */
export function median(values: number[]): number {
  const measured = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  const mid = Math.floor(measured.length / 2);
  if (measured.length === 0) return NaN;
  return measured.length % 2 ? measured[mid]! : (measured[mid - 1]! + measured[mid]!) / 2;
}

/** The nearest-rank percentile `p` of ascending `sorted` values; NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function printFigures(label: string, f: Figures, targets = '') {
  console.log(
    `${label.padEnd(52)} p50 ${f.p50.toFixed(2).padStart(6)} ms  p99 ${f.p99.toFixed(2).padStart(6)} ms  ` +
      `${Math.round(f.rps).toString().padStart(6)} req/s  errors ${f.errors + f.non2xx}${targets ? `  [${targets}]` : ''}`,
  );
}

/** Search centres spread over New Zealand, deterministic. */
export function nzCentres(count: number): { latitude: number; longitude: number }[] {
  const towns = [
    [-36.85, 174.76],
    [-37.79, 175.28],
    [-38.14, 176.25],
    [-39.49, 176.91],
    [-39.06, 174.08],
    [-40.35, 175.61],
    [-41.29, 174.78],
    [-41.27, 173.28],
    [-41.52, 173.95],
    [-42.45, 171.21],
    [-43.53, 172.64],
    [-44.4, 171.25],
    [-45.03, 168.66],
    [-45.87, 170.5],
    [-46.41, 168.35],
    [-35.72, 174.32],
    [-37.68, 176.17],
    [-38.68, 178.02],
  ];
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, i) => {
    const [lat, lng] = towns[i % towns.length]!;
    return {
      latitude: +(lat! + (rand() - 0.5) * 0.6).toFixed(4),
      longitude: +(lng! + (rand() - 0.5) * 0.6).toFixed(4),
    };
  });
}

/** Chromium as the web benchmarks run it: the machine's network is closed, so nothing phones home. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A demo server for the web benchmarks, with map tiles pointed nowhere; stops and cleans up after `run`. */
export async function withDemoServer<T>(what: string, run: (url: string) => Promise<T>): Promise<T> {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `stopover-bench-${what}-`));
  const server = await startServer({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  });
  try {
    return await run(server.url);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
