// fast-check arbitraries for requests to one operation: values that look valid by its schema, mixed
// with what an attacker sends (wrong types, huge and odd Unicode strings, NUL, deep JSON, numbers
// a database column cannot hold), in the path, the query, the body and the credentials.

import fc from 'fast-check';
import { TEST_BANK_ACCOUNT, TEST_CARDS } from '../testing/payments';
import type { BodyKind, JsonSchema, Operation } from './operations';

/** What the fuzzer knows about the world, so that valid-looking requests reach deep. */
export type Known = {
  userIds: string[];
  emails: string[];
  locationIds: number[];
  referralCodes: string[];
  /** Card and bank tokens made by the local provider's tokenisation routes. */
  tokens: string[];
  password: string;
  /** The app's own origin, which Better Auth wants on requests that carry a cookie. */
  origin: string;
};

export type Credentials =
  'anonymous' | 'user-bearer' | 'user-cookie' | 'admin-bearer' | 'forged-bearer' | 'forged-cookie';

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  credentials: Credentials;
  forgedToken: string;
  remoteAddress: string;
};

// ---- values ----

/** Strings chosen by hand: each once broke something somewhere. */
const ODD_TEXTS = [
  '',
  ' ',
  '\0',
  'a\0b',
  '\u0000\u0000',
  '\uD800',
  'a\uDFFFb',
  '\uFFFE\uFFFF',
  '\u202Eevil',
  '\u200B',
  'e\u0301',
  '🏕️👨‍👩‍👧',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  "O'Brien",
  "' OR '1'='1",
  '"; drop table users; --',
  '\\',
  '%',
  '_',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'toString',
  '\r\nSet-Cookie: a=b',
  'javascript:alert(1)',
];

const ODD_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  5e-324,
  -5e-324,
  1e-323,
  2.2250738585072014e-308,
  1e-300,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
];

/** How numbers arrive in a URL: as text, including forms Number() reads generously. */
const NUMERIC_TEXTS = [
  '1e-323',
  '-5e-324',
  '2147483648',
  '-2147483649',
  '99999999999999999999999999',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b11',
  ' 1 ',
  '1,2',
  '1.2.3',
  '-0',
  '+1',
  '١٢٣',
  '１２',
];

/** Pieces put in a URL as they are, not encoded: bad escapes, overlong and surrogate UTF-8. */
const RAW_URL_PIECES = [
  '%',
  '%zz',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '%E2%80%AE',
  '%2e%2e%2f',
  '%252e',
  '%u0000',
  '..',
  '.',
  ';',
  '[]',
  '&&',
  '==',
];

const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '🏕', '\0', '{', ' '), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([unit, times]) => unit.repeat(times));

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\0${b}`) },
);

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

const numericText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NUMERIC_TEXTS),
  oddNumber.map((n) => String(n)),
);

/** JSON nested `depth` levels: around our limit (32), and far beyond it. */
const deepJsonText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(5, 31, 32, 33, 100, 1_000, 20_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

/** A JSON value of the wrong kind for wherever it is put. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 3, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  // Not as deep as the texts: serialising the request itself must not overflow the stack.
  {
    weight: 1,
    arbitrary: deepJsonText.filter((text) => text.length < 10_000).map((text) => JSON.parse(text) as unknown),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      {},
      [],
      JSON.parse('{"__proto__":{"admin":true}}'),
      JSON.parse('{"constructor":{"prototype":{"admin":true}}}'),
    ),
  },
);

const isoDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const nearIsoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));
const plainEmail = fc
  .stringMatching(/^[a-z][a-z0-9.]{0,15}[a-z0-9]$/)
  .filter((local) => !local.includes('..'))
  .map((local) => `${local}@example.test`);

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** Values by field name, where the world gives better ones than the schema (ids, emails, dates). */
function byName(name: string | undefined, schema: JsonSchema, known: Known): fc.Arbitrary<unknown> | null {
  if (!name) return null;
  if (/email$/i.test(name)) return fc.oneof(fc.constantFrom(...known.emails), plainEmail, fc.emailAddress());
  if (/password$/i.test(name))
    return fc.oneof(fc.constant(known.password), fc.string({ minLength: 6, maxLength: 20 }));
  if (/^(from|to)$/.test(name) || /YYYY-MM-DD/.test(schema.description ?? ''))
    return fc.oneof(nearIsoDate, isoDate);
  if (name === 'userId') return fc.constantFrom(...known.userIds);
  if (name === 'referrer')
    return fc.oneof(fc.constantFrom(...known.referralCodes), fc.string({ maxLength: 12 }));
  if (name === 'token') return fc.oneof(fc.constantFrom(...known.tokens), fc.string({ maxLength: 40 }));
  // The local provider's test card and bank account, so that tokenisation succeeds now and then.
  if (name === 'cardNumber') return fc.oneof(fc.constantFrom(...Object.values(TEST_CARDS)), digits(16));
  if (name === 'expMonth') return fc.oneof(fc.integer({ min: 1, max: 12 }), digits(2));
  if (name === 'expYear') return fc.constantFrom('30', '2040', 2035, '1999');
  if (name === 'cvc') return digits(3);
  if (name === 'accountNumber') return fc.oneof(fc.constant(TEST_BANK_ACCOUNT), digits(16));
  if (name === 'routingNumber')
    return fc.oneof(fc.constant(TEST_BANK_ACCOUNT.replace(/-/g, '').slice(0, 6)), digits(6));
  return null;
}

/**
 * A value for `schema`: at every level, a valid-looking value or, with weight `odd` against 4, a
 * value of the wrong kind. With odd = 0 the whole value looks valid.
 */
export function valueFor(
  schema: JsonSchema,
  known: Known,
  odd: number,
  name?: string,
): fc.Arbitrary<unknown> {
  const valid = validLooking(schema, known, odd, name);
  return odd === 0 ? valid : fc.oneof({ weight: 4, arbitrary: valid }, { weight: odd, arbitrary: oddValue });
}

function validLooking(schema: JsonSchema, known: Known, odd: number, name?: string): fc.Arbitrary<unknown> {
  const arbitrary = validLookingNonNull(schema, known, odd, name);
  return schema.nullable ? fc.option(arbitrary, { nil: null }) : arbitrary;
}

function validLookingNonNull(
  schema: JsonSchema,
  known: Known,
  odd: number,
  name?: string,
): fc.Arbitrary<unknown> {
  const named = byName(name, schema, known);
  if (named) return named;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validLooking(s, known, odd, name)));
  const types = [schema.type ?? 'string'].flat();
  return fc.oneof(...types.map((type) => ofType(type, schema, known, odd)));
}

function ofType(type: string, schema: JsonSchema, known: Known, odd: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 100_000, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        minExcluded: schema.exclusiveMinimum === true,
        maxExcluded: schema.exclusiveMaximum === true,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, known, odd), { maxLength: 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, valueFor(s, known, odd, key)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default: {
      if (schema.format === 'email') return fc.oneof(fc.constantFrom(...known.emails), fc.emailAddress());
      const pattern = schema.pattern ? safeRegExp(schema.pattern) : null;
      if (pattern) return fc.stringMatching(pattern, { maxLength: schema.maxLength ?? 40 });
      const maxLength = Math.min(schema.maxLength ?? 40, 40);
      return fc.string({
        minLength: Math.min(schema.minLength ?? 0, maxLength),
        maxLength,
        unit: 'grapheme',
      });
    }
  }
}

// ---- URLs ----

/** Percent-encodes a string; unlike encodeURIComponent alone, never throws (on lone surrogates). */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // Buffer writes a lone surrogate as the UTF-8 of U+FFFD.
    return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
  }
}

/** A value for a URL: already encoded, or a raw piece put in as it is. */
function urlValue(schema: JsonSchema, known: Known, name: string, validIds: fc.Arbitrary<string> | null) {
  const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const valid = validLooking(schema, known, 0, name).map(asText);
  return fc.oneof(
    { weight: 4, arbitrary: (validIds ? fc.oneof(validIds, valid) : valid).map(percentEncode) },
    { weight: 2, arbitrary: oddString.map(percentEncode) },
    { weight: 2, arbitrary: numericText.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
  );
}

function pathIds(operation: Operation, param: string, known: Known): fc.Arbitrary<string> | null {
  if (param !== 'id') return null;
  if (operation.path.startsWith('/v1/users/')) return fc.constantFrom(...known.userIds);
  if (operation.path.startsWith('/v1/locations/')) return fc.constantFrom(...known.locationIds.map(String));
  return null;
}

function urlFor(operation: Operation, known: Known): fc.Arbitrary<string> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(
    ...pathParams.map((p) => urlValue(p.schema, known, p.name, pathIds(operation, p.name, known))),
  );
  const declared = fc.tuple(
    ...queryParams.map((p) =>
      fc.option(
        fc.oneof(
          { weight: 5, arbitrary: urlValue(p.schema, known, p.name, null).map((v) => [`${p.name}=${v}`]) },
          // The same name twice: Fastify hands the schema an array.
          {
            weight: 1,
            arbitrary: fc
              .tuple(urlValue(p.schema, known, p.name, null), numericText)
              .map(([a, b]) => [`${p.name}=${a}`, `${p.name}=${percentEncode(b)}`]),
          },
        ),
        { freq: 3 },
      ),
    ),
  );
  const extra = fc.array(
    fc
      .tuple(fc.oneof(oddString, fc.constantFrom('__proto__', 'constructor[prototype]', 'a[b]')), oddString)
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`),
    { maxLength: 2 },
  );
  // Only valid-looking query values, half the time, so that requests also get past validation.
  const validOnly = fc.tuple(
    ...queryParams.map((p) =>
      fc.option(
        validLooking(p.schema, known, 0, p.name).map((v) => [
          `${p.name}=${percentEncode(typeof v === 'string' ? v : String(v))}`,
        ]),
        { freq: 2 },
      ),
    ),
  );
  const query = fc.oneof(
    fc.tuple(validOnly, fc.constant<string[]>([]), fc.constant(null)),
    fc.tuple(declared, extra, fc.option(fc.constantFrom(...RAW_URL_PIECES), { freq: 8 })),
  );
  return fc.tuple(pathValues, query).map(([values, [declaredPairs, extraPairs, rawPiece]]) => {
    let path = operation.path;
    pathParams.forEach((p, i) => {
      path = path.replace(`{${p.name}}`, values[i] || '%20');
    });
    const pairs = [...declaredPairs.flatMap((pair) => pair ?? []), ...extraPairs];
    if (rawPiece) pairs.push(rawPiece);
    return pairs.length ? `${path}?${pairs.join('&')}` : path;
  });
}

// ---- bodies ----

type Body = { contentType?: string; payload?: string | Buffer };

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/json;;;',
  'multipart/form-data; boundary=x',
  'application/xml',
  '*/*',
];

/** Any body at all: malformed JSON, other content types, no content type. */
const strangeBody: fc.Arbitrary<Body> = fc.oneof(
  deepJsonText.map((payload) => ({ contentType: 'application/json', payload })),
  fc.oneof(oddString, fc.json()).map((payload) => ({ contentType: 'application/json', payload })),
  fc
    .tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), oddString)
    .map(([contentType, payload]) => ({ contentType, payload })),
  oddString.map((payload) => ({ payload })),
  fc.constant({ contentType: 'application/json', payload: '' }),
);

/** The smallest real GIF and PNG, so that some uploads pass the type check and get resized. */
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const multipartBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.array(
      fc.record({
        field: fc.oneof(fc.constantFrom('files', 'file', 'image'), oddString),
        filename: fc.oneof(fc.constantFrom('a.png', 'b.gif', '../x.jpg', ''), oddString),
        type: fc.constantFrom('image/png', 'image/gif', 'image/jpeg', 'text/plain', ''),
        bytes: fc.oneof(
          fc.constantFrom(TINY_GIF, TINY_PNG, TINY_PNG.subarray(0, 20), Buffer.alloc(0)),
          fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.from(b)),
        ),
      }),
      { maxLength: 3 },
    ),
    fc.boolean(),
  )
  .map(([parts, complete]) => {
    const boundary = 'fuzzboundary';
    const chunks = parts.map(({ field, filename, type, bytes }) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
            (type ? `Content-Type: ${type}\r\n` : '') +
            '\r\n',
        ),
        bytes,
        Buffer.from('\r\n'),
      ]),
    );
    if (complete) chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
  });

function bodyFor(kind: BodyKind | null, schema: JsonSchema, known: Known): fc.Arbitrary<Body> {
  const none = fc.constant<Body>({});
  if (kind === null) return fc.oneof({ weight: 6, arbitrary: none }, { weight: 1, arbitrary: strangeBody });
  if (kind === 'multipart')
    return fc.oneof(
      { weight: 4, arbitrary: multipartBody },
      { weight: 1, arbitrary: strangeBody },
      { weight: 1, arbitrary: none },
    );
  if (kind === 'raw')
    return fc.oneof(
      strangeBody,
      fc.json().map((payload) => ({ contentType: 'application/json', payload })),
      none,
    );
  const json = (odd: number) =>
    valueFor(schema, known, odd).map((value) => ({
      contentType: 'application/json',
      payload: JSON.stringify(value) ?? 'null',
    }));
  return fc.oneof(
    { weight: 3, arbitrary: json(0) },
    { weight: 4, arbitrary: json(1) },
    {
      weight: 1,
      arbitrary: oddValue.map((value) => ({
        contentType: 'application/json',
        payload: JSON.stringify(value) ?? 'null',
      })),
    },
    { weight: 1, arbitrary: strangeBody },
    { weight: 1, arbitrary: none },
  );
}

// ---- whole requests ----

const forgedToken = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
  fc.constantFrom('%00', 'a.b', '.', '..', 'x'.repeat(5_000), 'null', '%E2%80%AE'),
);

export function requestFor(operation: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const credentials = fc.constantFrom<Credentials>(
    'anonymous',
    'user-bearer',
    'user-cookie',
    'admin-bearer',
    'forged-bearer',
    'forged-cookie',
  );
  return fc
    .record({
      url: urlFor(operation, known),
      body: bodyFor(operation.body?.kind ?? null, operation.body?.schema ?? {}, known),
      credentials,
      forgedToken,
      // Spread over many addresses, so the per-address limits leave most cases to reach the handler.
      remoteAddress: fc.ipV4(),
      signature: fc.option(fc.string({ unit: 'grapheme-ascii', maxLength: 80 }), { freq: 2 }),
      origin: fc.option(fc.constantFrom(known.origin, 'https://evil.example', 'null'), { freq: 2 }),
    })
    .map(({ url, body, credentials, forgedToken, remoteAddress, signature, origin }) => {
      const headers: Record<string, string> = {};
      if (origin !== null) headers.origin = origin;
      if (body.contentType) headers['content-type'] = body.contentType;
      if (signature !== null) headers['stripe-signature'] = signature;
      return {
        method: operation.method,
        url,
        headers,
        payload: body.payload,
        credentials,
        forgedToken,
        remoteAddress,
      };
    });
}
