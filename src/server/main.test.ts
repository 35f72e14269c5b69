// The real server: main.ts in a child process on a free port with its own data directory. It
// closes connections that never send a byte, then is sent SIGTERM while a slow client, an idle
// keep-alive connection and requests in flight are open. Another, with a drain (decision 054),
// answers not ready from SIGTERM on while it still serves, until a second signal ends the drain.
// The tests assert what the server did (answers, closings, their order, its log and exit code),
// never how fast: a busy machine only makes them wait longer.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Generous beside what the server needs when idle (a few milliseconds): with both cores busy, a
// starved server can take a second to read headers a client sent at once, or to hash a password.
const SHUTDOWN_TIMEOUT_MS = 8000;
const HEADERS_TIMEOUT_MS = 2000;

type Server = {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null }>;
  /** What the server has logged so far. */
  output: () => string;
};

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO: 'false',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      // Long enough that only the shutdown deadline can end the slow client's request.
      REQUEST_TIMEOUT_MS: '60000',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null }>((resolve) =>
    child.on('exit', (code) => resolve({ code })),
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });
  return { child, port, exited, output: () => output };
}

let closings = 0;

/** A raw connection that records what it received and its place in the order of closings. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const state = { data: '', closedAs: 0 };
  socket.on('data', (chunk) => (state.data += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      state.closedAs = ++closings;
      resolve();
    }),
  );
  const ready = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, state, closed, ready };
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One server for these tests: the shutdown test ends it, so it comes last.
describe('the server as started', () => {
  let dataDir: string;
  let server: Server;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-shutdown-'));
    server = await startServer(dataDir);
  }, 90_000);

  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes connections that never send a byte after the headers timeout', async () => {
    // Node's headers timeout covers them (checked every HEADERS_TIMEOUT_MS / 4 here). connect()
    // reads its socket: a client that never reads never sees the server's close, and would count
    // the connection as still open.
    const silent = Array.from({ length: 20 }, () => connect(server.port));
    await Promise.all(silent.map((c) => c.ready));
    // A deadline far past the timeout, only so that a failure reports rather than hangs.
    await Promise.race([Promise.all(silent.map((c) => c.closed)), wait(HEADERS_TIMEOUT_MS * 10)]);
    expect(silent.filter((c) => c.state.closedAs > 0)).toHaveLength(silent.length);
  });

  it('answers a request whose headers came in time though its body came after the headers timeout', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const alive = connect(server.port);
    alive.socket.write(
      'POST /v1/auth/sign-in/email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await wait(HEADERS_TIMEOUT_MS * 2);
    alive.socket.write(body);
    await alive.closed;
    expect(statusOf(alive.state.data)).toBe(404);
    expect(alive.state.data).toContain('auth.userNotFound');
  });

  it('finishes the requests it accepted, closes idle connections at once and exits within the deadline despite a slow client', async () => {
    const { port } = server;

    // An idle keep-alive connection: one answered request, then nothing.
    const idle = connect(port);
    idle.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    await expect.poll(() => idle.state.data).toContain('"status":"ok"');

    // A slow client: its body trickles in and would take far longer than the deadline.
    const slow = connect(port);
    slow.socket.write(
      'POST /v1/auth/sign-in/email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n{"email":"',
    );
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write('a'), 100);

    // A sign-up whose body is half sent when the signal comes: accepted, so it must be answered.
    const body = JSON.stringify({ email: 'late@example.com', password: 'a-long-password-1', name: 'Late' });
    const signUp = connect(port);
    await signUp.ready;
    signUp.socket.write(
      'POST /v1/auth/sign-up/email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Origin: http://localhost:0\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, 20),
    );

    // A burst of requests in flight at the moment of the signal.
    const burst = Array.from({ length: 20 }, () => {
      const c = connect(port);
      c.socket.write('GET /v1/tags HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      return c;
    });
    await Promise.all(burst.map((c) => c.ready));

    server.child.kill('SIGTERM');

    await wait(300);
    signUp.socket.write(body.slice(20));

    await Promise.all(burst.map((c) => c.closed));
    for (const c of burst) expect(statusOf(c.state.data)).toBe(200);

    await signUp.closed;
    expect(statusOf(signUp.state.data)).toBe(200);
    expect(signUp.state.data).toContain('late@example.com');

    await idle.closed;
    const { code } = await server.exited;
    clearInterval(trickle);
    // The idle connection was closed at once, not cut with the slow client near the deadline…
    expect(slow.state.closedAs).toBeGreaterThan(idle.state.closedAs);
    // …which held the drain until the server cut the connections still open, and got no answer…
    expect(server.output()).toContain('cutting the connections still open');
    expect(slow.state.data).toBe('');
    // …and the process still left before its deadline (which exits with 1), having closed the
    // database cleanly.
    expect(server.output()).not.toContain('shutdown deadline reached');
    expect(code).toBe(0);
  }, 60_000);
});

/** One request on a connection of its own, kept alive unless `close`; the connection's record. */
function request(port: number, url: string, { close = true } = {}) {
  const c = connect(port);
  c.socket.write(`GET ${url} HTTP/1.1\r\nHost: x\r\n${close ? 'Connection: close\r\n' : ''}\r\n`);
  return c;
}

describe('the server draining on SIGTERM', () => {
  let dataDir: string;
  let server: Server;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-drain-'));
    // Far longer than the test: only the second signal may end this drain.
    server = await startServer(dataDir, { SHUTDOWN_DRAIN_MS: '600000' });
  }, 90_000);

  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers not ready from the signal on while it serves every request, then closes on a second signal', async () => {
    const { port } = server;
    const before = request(port, '/health/ready');
    await before.closed;
    expect(statusOf(before.state.data)).toBe(200);

    server.child.kill('SIGTERM');

    const readiness = async () => {
      const c = request(port, '/health/ready');
      await c.closed;
      return statusOf(c.state.data);
    };
    await expect.poll(readiness, { timeout: 30_000 }).toBe(503);
    const ready = request(port, '/health/ready');
    await ready.closed;
    expect(ready.state.data).toContain('{"status":"draining"}');

    // Still serving, and asking each client to take its next request elsewhere: a kept-alive
    // connection is closed after its answer.
    const live = request(port, '/health/live');
    const tags = request(port, '/v1/tags', { close: false });
    await Promise.all([live.closed, tags.closed]);
    expect(statusOf(live.state.data)).toBe(200);
    expect(statusOf(tags.state.data)).toBe(200);
    expect(tags.state.data).toMatch(/\r\nconnection: close\r\n/i);
    expect(server.child.exitCode).toBe(null);

    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    const log = server.output();
    const steps = [
      'draining: not ready, still serving',
      'drain ended early by a second signal',
      'shutting down',
    ];
    const at = steps.map((line) => log.indexOf(line));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((x, y) => x - y));
    expect(log).not.toContain('shutdown deadline reached');
  }, 60_000);
});
