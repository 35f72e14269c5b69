// Shutdown of the real server: main.ts in a child process on a free port with its own data
// directory, sent SIGTERM while a slow client, an idle keep-alive connection and requests in
// flight are open.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SHUTDOWN_TIMEOUT_MS = 2000;

type Server = { child: ChildProcess; port: number; exited: Promise<{ code: number | null; at: number }> };

async function startServer(dataDir: string): Promise<Server> {
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
      // Long enough that only the shutdown deadline can end the slow client's request.
      REQUEST_TIMEOUT_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
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
  return { child, port, exited };
}

/** A raw connection that records what it received and when it closed. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const state = { data: '', closedAt: 0 };
  socket.on('data', (chunk) => (state.data += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      state.closedAt = Date.now();
      resolve();
    }),
  );
  const ready = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, state, closed, ready };
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);

describe('shutting down on SIGTERM', () => {
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

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    await new Promise((resolve) => setTimeout(resolve, 300));
    signUp.socket.write(body.slice(20));

    await Promise.all(burst.map((c) => c.closed));
    for (const c of burst) expect(statusOf(c.state.data)).toBe(200);

    await signUp.closed;
    expect(statusOf(signUp.state.data)).toBe(200);
    expect(signUp.state.data).toContain('late@example.com');

    await idle.closed;
    expect(idle.state.closedAt - signalledAt).toBeLessThan(500);

    const { code, at } = await server.exited;
    clearInterval(trickle);
    expect(slow.state.closedAt).toBeGreaterThan(0);
    // The slow client held the drain until the connections were cut near the deadline…
    expect(at - signalledAt).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS * 0.8);
    // …and the process still left in time, having closed the database cleanly.
    expect(at - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(code).toBe(0);
  }, 30_000);
});
