// The security headers every response carries (Content-Security-Policy, HSTS, X-Frame-Options, ...),
// computed once at start-up with helmet and set as they are on each request. @fastify/helmet rebuilt
// them on every request in two hooks, about 6% of the server's CPU on a busy search (issue 14).

import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { App } from './types';

/** The headers helmet writes for these options (no per-request part such as a nonce may be used). */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet's middleware is synchronous for static options; anything else could not be computed once.
  if (!finished) throw new Error('helmet did not finish at once: the security headers depend on the request');
  return headers;
}

export function registerSecurityHeaders(app: App, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
