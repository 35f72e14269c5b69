// A stand-in for api.stripe.com in contract tests (no stripe-mock can be installed here): plain http
// on 127.0.0.1, records every request the SDK sends and answers with canned JSON shaped like
// Stripe's objects. Routes are registered per test; an unregistered route answers 404 the way
// Stripe does, so a test that forgets one fails loudly.

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  /** Without the query string, e.g. /v1/payment_intents. */
  path: string;
  /** Query parameters, flat as sent: { limit: '50', starting_after: 'txn_1' }. */
  query: Record<string, string>;
  /** Lower-case header names, as node gives them. */
  headers: http.IncomingHttpHeaders;
  /** The form body, flat as sent: { 'transfer_data[destination]': 'acct_1', 'expand[0]': '…' }. */
  form: Record<string, string>;
};

export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> };
/** A reply, a function of the request, or 'hang' to never answer (timeouts). */
export type FakeHandler = FakeReply | ((request: RecordedRequest) => FakeReply | 'hang') | 'hang';

export type FakeStripeServer = {
  /** http://127.0.0.1:<port>, for the provider's apiUrl. */
  url: string;
  requests: RecordedRequest[];
  /** Answers `method path` (a string or a pattern over the path); later registrations win. */
  on(method: string, path: string | RegExp, handler: FakeHandler): void;
  /** Forgets the routes and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
};

/** The body Stripe sends with an error status. */
export function stripeError(
  status: number,
  error: { type: string; message: string; code?: string; decline_code?: string; param?: string },
): FakeReply {
  return { status, body: { error } };
}

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  type Route = { method: string; path: string | RegExp; handler: FakeHandler };
  let routes: Route[] = [];
  const requests: RecordedRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      requests.push(recorded);
      const route = routes.findLast(
        (r) =>
          r.method === recorded.method &&
          (typeof r.path === 'string' ? r.path === recorded.path : r.path.test(recorded.path)),
      );
      const reply: FakeReply | 'hang' = !route
        ? stripeError(404, {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${recorded.method}: ${recorded.path}).`,
          })
        : typeof route.handler === 'function'
          ? route.handler(recorded)
          : route.handler;
      if (reply === 'hang') return;
      res.writeHead(reply.status ?? 200, {
        'content-type': 'application/json',
        'request-id': `req_fake_${requests.length}`,
        ...reply.headers,
      });
      res.end(JSON.stringify(reply.body ?? {}));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, handler) {
      routes.push({ method: method.toUpperCase(), path, handler });
    },
    reset() {
      routes = [];
      requests.length = 0;
    },
    close() {
      // The SDK keeps connections alive, and hung requests never end on their own.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
