// The connection timeouts on a real listening server: raw sockets that send a body too slowly,
// stay idle after an answer, or never send anything.

import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestContext } from '../testing/test-app';

const REQUEST_TIMEOUT_MS = 1500;
const HEADERS_TIMEOUT_MS = 500;
const KEEP_ALIVE_TIMEOUT_MS = 300;
// The tests assert what the server did, never how fast: a busy machine only makes them wait longer.

function connect(port: number) {
  const openedAt = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  const state = { data: '', answeredAt: 0 };
  socket.on('data', (chunk) => {
    state.data += chunk.toString();
    state.answeredAt ||= Date.now();
  });
  socket.on('error', () => {});
  const closedAfter = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(Date.now() - openedAt)),
  );
  return { socket, state, openedAt, closedAfter };
}

describe('connection timeouts', () => {
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestApp({
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('cuts off a client whose body arrives too slowly after the request timeout, with 408', async () => {
    const slow = connect(port);
    slow.socket.write(
      'POST /v1/auth/sign-in/email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n{"email":"',
    );
    // A byte every 100 ms: never idle, never finished.
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write('a'), 100);
    const closedAfter = await slow.closedAfter;
    clearInterval(trickle);
    expect(slow.state.data).toMatch(/^HTTP\/1\.1 408/);
    // Not before the timeout: the body was still arriving.
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const idle = connect(port);
    idle.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    const closedAfter = await idle.closedAfter;
    expect(idle.state.data).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.state.data.toLowerCase()).toContain('keep-alive');
    const idleFor = idle.openedAt + closedAfter - idle.state.answeredAt;
    expect(idleFor).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('closes connections that never send a byte after the headers timeout', async () => {
    // Many at once, as a client holding sockets would. connect() reads its socket: a client that
    // never reads never sees the server's close, and would count the connection as still open.
    const silent = Array.from({ length: 20 }, () => connect(port));
    let closed = 0;
    const all = Promise.all(silent.map((c) => c.closedAfter.then((after) => (closed++, after))));
    // A deadline far past the timeout, only so that a failure reports rather than hangs.
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS * 20))]);
    expect(closed).toBe(silent.length);
    for (const after of await all) expect(after).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
  }, 30_000);

  it('answers a request that started in time and went quiet past the headers timeout', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const alive = connect(port);
    alive.socket.write(
      'POST /v1/auth/sign-in/email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS + 200));
    alive.socket.write(body);
    await alive.closedAfter;
    expect(alive.state.data).toMatch(/^HTTP\/1\.1 404/);
    expect(alive.state.data).toContain('auth.userNotFound');
  });

  it('refuses a headers timeout longer than the request timeout at start-up', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    );
  });
});
