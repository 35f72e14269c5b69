// Draining on SIGTERM (issue 30, decision 054). From the signal on, /health/ready answers 503 so the
// load balancer stops choosing this copy, while every request that still comes is served as before
// for SHUTDOWN_DRAIN_MS; each answer then asks its client to close the connection, so kept-alive
// connections move to the other copies. main.ts begins the drain, then closes.

import type { App } from './types';

export type Drain = {
  /** True from the moment the drain began. */
  readonly draining: boolean;
  begin(): void;
};

export function createDrain(app: App): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    begin() {
      if (draining) return;
      draining = true;
      // A listener added only now: requests cost nothing extra until the drain. It runs before
      // Fastify's, so the header is set before any answer is written.
      app.server.prependListener('request', (_request, response) => {
        if (!response.headersSent) response.setHeader('connection', 'close');
      });
    },
  };
}
