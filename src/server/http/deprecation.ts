// Retiring a call or a shape (decision 032): a route that declares `config.deprecated` answers
// every request with
//   Deprecation: @<unix seconds>             (RFC 9745: since when it is deprecated)
//   Sunset: <HTTP-date>                      (RFC 8594: when it stops working)
//   Link: </docs#…>; rel="deprecation"       (where the replacement is described)
// and its operation in /docs is marked `deprecated`. A shape retired inside a route that stays
// (an old body field, say) calls `announceDeprecation(reply, notice)` when a request uses it.

import type { FastifyReply, onSendHookHandler } from 'fastify';
import type { App } from './types';

export type DeprecationNotice = {
  /** The day it was deprecated (YYYY-MM-DD). */
  since: string;
  /** The day it stops working (YYYY-MM-DD); at least MIN_NOTICE_DAYS after `since`. */
  sunset: string;
  /** Where the replacement is described: a path of the site, /docs by default. */
  link?: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is being retired: every answer carries Deprecation, Sunset and Link headers. */
    deprecated?: DeprecationNotice;
  }
}

/** The least notice a client gets between the Deprecation date and the Sunset (decision 032). */
export const MIN_NOTICE_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

function day(text: string, what: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new Error(`deprecation ${what} '${text}' is not a YYYY-MM-DD day`);
  return date;
}

/** The three headers for a notice; throws when the notice is malformed or too short. */
export function deprecationHeaders(notice: DeprecationNotice): Record<string, string> {
  const since = day(notice.since, 'since');
  const sunset = day(notice.sunset, 'sunset');
  if (sunset.getTime() - since.getTime() < MIN_NOTICE_DAYS * DAY_MS) {
    throw new Error(
      `deprecation notice ${notice.since} → ${notice.sunset} is shorter than ${MIN_NOTICE_DAYS} days`,
    );
  }
  return {
    deprecation: `@${Math.floor(since.getTime() / 1000)}`,
    sunset: sunset.toUTCString(),
    link: `<${notice.link ?? '/docs'}>; rel="deprecation"; type="text/html"`,
  };
}

function setHeaders(reply: FastifyReply, headers: Record<string, string>) {
  const link = reply.getHeader('link');
  reply.header('deprecation', headers.deprecation);
  reply.header('sunset', headers.sunset);
  if (!String(link ?? '').includes('rel="deprecation"')) {
    reply.header('link', link ? `${String(link)}, ${headers.link}` : headers.link);
  }
}

/** Sets the headers on one answer (for a retired shape inside a route that stays). */
export function announceDeprecation(reply: FastifyReply, notice: DeprecationNotice) {
  setHeaders(reply, deprecationHeaders(notice));
}

/**
 * Adds the headers to every answer of the routes that declare `config.deprecated`, errors included;
 * other routes get no hook. A malformed or too short notice fails at start-up.
 */
export function registerDeprecations(app: App) {
  app.addHook('onRoute', (route) => {
    const notice = route.config?.deprecated;
    if (!notice) return;
    const headers = deprecationHeaders(notice);
    const onSend: onSendHookHandler = async (_request, reply, payload) => {
      setHeaders(reply, headers);
      return payload;
    };
    route.onSend = [...[route.onSend ?? []].flat(), onSend];
  });
}
