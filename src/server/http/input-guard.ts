// One guard in front of every route, Better Auth's included: a request whose URL, headers or body
// carry a NUL character, whose JSON nests deeper than any of our bodies, or whose JSON strings hold
// a lone surrogate, is refused with a 400 before a handler sees it. PostgreSQL cannot store NUL (it
// fails the whole query), serialising or walking JSON thousands of levels deep overflows the stack,
// and a lone surrogate makes encodeURIComponent throw (the payout account's bank token); all three
// used to answer 500.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../domain/errors';
import type { MessageCode } from '../../domain/messages';

/** Deeper than any body Stopover accepts (content blocks, the deepest, nest about five levels). */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Reads a JSON text once, without parsing it, and returns what is wrong with it for us: a NUL
 * (raw, or escaped as \u0000 inside a string) or nesting deeper than `maxDepth`. Brackets inside
 * strings are text, and an escaped backslash before "u0000" is not a NUL. Malformed JSON is left
 * for the parser to refuse.
 */
export function jsonTextProblem(text: string, maxDepth = MAX_JSON_DEPTH): MessageCode | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0) return 'http.nulInBody';
    if (inString) {
      if (c === BACKSLASH) {
        if (text.startsWith('u0000', i + 1)) return 'http.nulInBody';
        i += 1; // the escaped character never ends the string
      } else if (c === QUOTE) {
        inString = false;
      }
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return 'http.tooDeep';
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return null;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Where a parsed JSON value holds a string (or a key) that is not well-formed Unicode: a lone
 * surrogate, which JSON's \ud800 escapes can carry but no UTF-8 text, database or URL encoding
 * can. Returns the path to it (e.g. 'items[2].name'; '' for the body itself), or null when every
 * string is whole.
 */
export function loneSurrogateAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    // A broken key is named by the object that holds it, not echoed back.
    if (LONE_SURROGATE.test(key)) return path;
    const inner = loneSurrogateAt(item, at);
    if (inner !== null) return inner;
  }
  return null;
}

function headersHoldNul(request: FastifyRequest): boolean {
  return request.raw.rawHeaders.some((part) => part.includes('\0'));
}

/** Registers the guard on the whole app; call it before any route or scope is registered. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // %00 in the path or query decodes to NUL; a raw one can only come from an in-process request.
    if (request.url.includes('%00') || request.url.includes('\0')) {
      throw badRequest('http.nulInUrl');
    }
    if (headersHoldNul(request)) throw badRequest('http.nulInHeader');
  });

  // Fastify's own JSON parser (with its prototype-poisoning protection) does the parsing, after the
  // text has been checked; plain text bodies are checked for NUL the same way.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonTextProblem(body as string);
    if (problem === 'http.tooDeep') return done(badRequest(problem, { max: MAX_JSON_DEPTH }), undefined);
    if (problem) return done(badRequest(problem), undefined);
    return parseJson(request, body as string, (err, value) => {
      if (err) return done(err, undefined);
      const at = loneSurrogateAt(value);
      if (at !== null) return done(badRequest('http.invalidUnicode', undefined, at || undefined), undefined);
      return done(null, value);
    });
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    if ((body as string).includes('\0')) return done(badRequest('http.nulInBody'), undefined);
    return done(null, body);
  });
}
