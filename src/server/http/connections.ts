// How long a client may hold a connection: Fastify's server options from the configured timeouts.
// Without them a slow body or an idle socket stays open for as long as the client likes.

import type { Server } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

export function connectionOptions(timeouts: Config['timeouts']): FastifyServerOptions & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    // The whole request, body included, must arrive within this (Node answers 408 and closes).
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Idle keep-alive connections close as soon as the server closes; requests already accepted are
    // answered (with Connection: close) instead of refused with 503, so none is lost during a drain.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node checks the request and headers timeouts every 30 s by default, so a 10 s limit could
      // take 40 s to act; check often enough that they fire close to their value.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
    },
  };
}

/**
 * Before closing on shutdown: connections the kernel already completed, and requests already sent
 * on them, reach Node only when the event loop gets to them (PGlite's queries block it). Closing
 * before that resets them as if idle. Waits, in short turns, until a turn brings no new connection
 * and no new request, or `maxMs` has passed.
 */
export async function takeInQueuedConnections(server: Server, maxMs: number): Promise<void> {
  let arrivals = 0;
  const count = () => arrivals++;
  server.on('connection', count);
  server.on('request', count);
  const stopAt = Date.now() + maxMs;
  try {
    for (;;) {
      const before = arrivals;
      await new Promise((resolve) => setTimeout(resolve, 10));
      // Timers run before the loop polls for I/O; setImmediate runs after it, so the turn's
      // connections and reads have been taken in by then.
      await new Promise((resolve) => setImmediate(resolve));
      if (arrivals === before || Date.now() >= stopAt) return;
    }
  } finally {
    server.off('connection', count);
    server.off('request', count);
  }
}
