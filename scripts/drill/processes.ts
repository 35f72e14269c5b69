// The drill's processes: Stopover server copies and HAProxy in front of them, each its own child
// process, stopped at the end (and on failure or Ctrl-C) by the drill.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export type Copy = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess | null;
  start(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
};

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, dead?: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (dead?.()) throw new Error(`${what}: the process exited`);
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const readyAt = (url: string) => async () => (await fetch(`${url}/health/ready`)).ok;

/** A server copy as production runs it; `start()` resolves once `/health/ready` answers 200. */
export function serverCopy(name: string, port: number, env: Record<string, string>, logDir: string): Copy {
  const url = `http://127.0.0.1:${port}`;
  const copy: Copy = {
    name,
    port,
    url,
    child: null,
    async start() {
      const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        stdio: ['ignore', log, log],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PAYMENTS_PROVIDER: 'local',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          ...env,
        },
      });
      fs.closeSync(log);
      copy.child = child;
      await waitFor(`${name}`, readyAt(url), 180_000, () => child.exitCode !== null);
    },
    kill(signal) {
      const child = copy.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
  return copy;
}

/**
 * The HAProxy configuration the drill runs (docs/deployment.md explains it line by line): round
 * robin over the copies, each checked with `GET /health/ready` every second, out after 2 failed
 * checks and back after 2 good ones. A request whose connection to a copy fails (nothing was sent)
 * is retried on another copy (redispatch); one the copy dropped, timed out or answered 502/503/504
 * is retried too, unless it is a POST without an Idempotency-Key (a booking carries one, so a
 * retry books once; a sign-in does not and is left to the client).
 */
export function haproxyConfig(listenPort: number, copies: { name: string; port: number }[]): string {
  return `global
    maxconn 2000
    log stdout format raw local0 info

defaults
    mode http
    log global
    option httplog
    option forwardfor
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout http-request 10s
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response response-timeout 502 503 504

frontend stopover
    bind 127.0.0.1:${listenPort}
    http-request disable-l7-retry if METH_POST !{ req.hdr(idempotency-key) -m found }
    default_backend copies

backend copies
    balance roundrobin
    option httpchk
    http-check send meth GET uri /health/ready
    http-check expect status 200
    default-server inter 1s fall 2 rise 2
${copies.map((c) => `    server ${c.name} 127.0.0.1:${c.port} check`).join('\n')}
`;
}

export function ensureHaproxy(): { binary: string; installed: boolean } {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (found) return { binary: found, installed: false };
  console.log('HAProxy is missing: apt-get install -y haproxy');
  const r = spawnSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('apt-get install -y haproxy failed');
  const binary = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (!binary) throw new Error('haproxy not found after installing it');
  return { binary, installed: true };
}

/** HAProxy in the foreground (-db) with `config`; resolves once the balancer answers ready. */
export async function startHaproxy(binary: string, configPath: string, url: string, logDir: string) {
  const log = fs.openSync(path.join(logDir, 'haproxy.log'), 'a');
  const child = spawn(binary, ['-db', '-f', configPath], { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  await waitFor('haproxy', readyAt(url), 30_000, () => child.exitCode !== null);
  return child;
}

export type BalancerLog = {
  requests: number;
  retried: number;
  redispatched: number;
  serverErrors: number;
  byCopy: Record<string, number>;
};

/**
 * What HAProxy's request log (option httplog) says: requests, those it sent again after a failed
 * connection or a dropped answer (the retries field, `+` when it chose another copy), 5xx answers it
 * gave clients, and requests per copy.
 */
export function readBalancerLog(logPath: string): BalancerLog {
  const out: BalancerLog = { requests: 0, retried: 0, redispatched: 0, serverErrors: 0, byCopy: {} };
  if (!fs.existsSync(logPath)) return out;
  const pattern =
    / copies\/(\S+) -?\d+\/-?\d+\/-?\d+\/-?\d+\/\+?\d+ (\d{3}) .* \d+\/\d+\/\d+\/\d+\/(\+?)(\d+) \d+\/\d+ /;
  for (const line of fs.readFileSync(logPath, 'utf8').split('\n')) {
    const m = pattern.exec(line);
    if (!m) continue;
    out.requests++;
    out.byCopy[m[1]!] = (out.byCopy[m[1]!] ?? 0) + 1;
    if (Number(m[2]) >= 500) out.serverErrors++;
    if (Number(m[4]) > 0) out.retried++;
    if (m[3] === '+') out.redispatched++;
  }
  return out;
}
