// The OpenAPI document at /docs against the specification's call table (spec-contract.ts): every
// section 7 call is an operation (a route renamed or removed fails here), carries the spec's
// request as its first example and documents the answer fields the spec names; every other /v1
// operation is marked as a product addition; the sign-in calls are documented.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';
import { PRODUCT_ADDITION_NOTE, PRODUCT_ADDITION_TAG, SPEC_EXAMPLE_NAME } from './openapi';
import { findSpecCall, pathShape, SPEC_CALLS, type SpecCall } from './spec-contract';

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Media = { schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> };
type Operation = Record<string, unknown> & {
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media>; headers?: Record<string, unknown> }>;
};
type Document = {
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, unknown> };
};

let t: TestContext;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

function operationFor(call: SpecCall): Operation | undefined {
  const shape = pathShape(call.path);
  const path = Object.keys(document.paths).find((p) => pathShape(p) === shape);
  return path ? document.paths[path]![call.method.toLowerCase()] : undefined;
}

/** Whether a JSON Schema has a field at a dotted path, walking through arrays and unions. */
function hasField(schema: Schema | undefined, path: string[]): boolean {
  if (!schema) return false;
  if (path.length === 0) return true;
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (alternatives.some((s) => hasField(s, path))) return true;
  if (schema.items) return hasField(schema.items, path);
  const [head, ...rest] = path;
  return hasField(schema.properties?.[head!], rest);
}

function successSchema(operation: Operation): Schema | undefined {
  const status = Object.keys(operation.responses ?? {}).find((s) => s.startsWith('2'));
  return status ? operation.responses![status]!.content?.['application/json']?.schema : undefined;
}

const built = SPEC_CALLS.filter((call) => !call.gap);

const name = (call: SpecCall) => `${call.method} ${call.path}`;

describe('the OpenAPI document and the specification’s calls', () => {
  it('lists each call of section 7 once', () => {
    const names = SPEC_CALLS.map((call) => `${call.method} ${pathShape(call.path)}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(built.map((call) => [name(call), call] as const))('%s is an operation', (_, call) => {
    expect(operationFor(call), `${name(call)} is missing from /docs: renamed or removed?`).toBeDefined();
  });

  it.each(SPEC_CALLS.filter((call) => call.gap).map((call) => [name(call), call] as const))(
    '%s is a known gap (remove the gap from spec-contract.ts once it is built)',
    (_, call) => {
      expect(operationFor(call)).toBeUndefined();
    },
  );

  it.each(built.map((call) => [name(call), call] as const))(
    '%s is marked and shows the specification’s request first',
    (_, call) => {
      const operation = operationFor(call)!;
      expect(operation['x-spec-call']).toBe(true);
      expect(operation['x-product-addition']).toBeUndefined();
      expect(operation['x-spec-words']).toBe(call.words);
      expect(operation.description).toMatch(/^\*\*Specification call\*\*/);
      if (call.body !== undefined) {
        const media = operation.requestBody?.content?.['application/json'];
        expect(Object.keys(media?.examples ?? {})[0]).toBe(SPEC_EXAMPLE_NAME);
        expect(media!.examples![SPEC_EXAMPLE_NAME]!.value).toEqual(call.body);
      }
      for (const [query, value] of Object.entries(call.query ?? {})) {
        const parameter = operation.parameters?.find((p) => p.in === 'query' && p.name === query);
        expect(parameter, `query ${query} is not a parameter of ${name(call)}`).toBeDefined();
        expect(parameter!.example).toEqual(value);
      }
    },
  );

  const documentsAnswer = (call: SpecCall) => {
    const operation = operationFor(call)!;
    expect(operation['x-spec-answer-fields']).toEqual(call.answer);
    const schema = successSchema(operation);
    const missing = call.answer!.filter((field) => !hasField(schema, field.split('.')));
    expect(missing, `answer fields missing from the ${name(call)} schema`).toEqual([]);
  };
  it.each(built.filter((call) => call.answer).map((call) => [name(call), call] as const))(
    '%s documents the answer fields the specification names',
    (_, call) => documentsAnswer(call),
  );

  it('marks every other /v1 operation as a product addition', () => {
    const others = operations().filter(
      ({ method, path }) =>
        path.startsWith('/v1/') && !path.startsWith('/v1/auth/') && !findSpecCall(method, path),
    );
    expect(others.length).toBeGreaterThan(10);
    for (const { method, path, operation } of others) {
      const label = `${method.toUpperCase()} ${path}`;
      expect(operation['x-product-addition'], label).toBe(true);
      expect(operation['x-spec-call'], label).toBeUndefined();
      expect(operation.tags, label).toContain(PRODUCT_ADDITION_TAG);
      expect(operation.description, label).toContain(PRODUCT_ADDITION_NOTE);
    }
    const additions = others.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(additions).toEqual(expect.arrayContaining(['GET /v1/places', 'GET /v1/config']));
  });

  it('asks for the bearer token on calls that need sign-in, and not on public ones', () => {
    const bearer = [{ bearerAuth: [] }, { sessionCookie: [] }];
    expect(document.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
    });
    expect(document.paths['/v1/bookings']!.get!.security).toEqual(bearer);
    expect(document.paths['/v1/tags']!.post!.security).toEqual(bearer);
    expect(document.paths['/v1/tags']!.get!.security).toBeUndefined();
    expect(document.paths['/v1/contact_us']!.post!.security).toBeUndefined();
  });

  it('marks the sensitive actions that need a recent sign-in (decision 057)', () => {
    const mark = (path: string, method: 'get' | 'put' | 'post' | 'delete') =>
      (document.paths[path]![method] as Record<string, unknown>)['x-recent-sign-in'];
    expect(mark('/v1/users/{id}/account/stripe', 'put')).toBe('always');
    expect(mark('/v1/admin/refund', 'post')).toBe('sometimes');
    expect(mark('/v1/users/{id}', 'put')).toBe('sometimes');
    expect(mark('/v1/users/{id}', 'get')).toBeUndefined();
    expect(document.paths['/v1/users/{id}/reauthenticate']!.post).toBeDefined();
  });

  it('documents the sign-in calls a mobile app needs', () => {
    const signIn = {
      'post /v1/auth/sign-up/email': true,
      'post /v1/auth/sign-in/email': true,
      'get /v1/auth/get-session': false,
      'post /v1/auth/sign-out': false,
      'post /v1/auth/request-password-reset': false,
    };
    for (const [key, givesToken] of Object.entries(signIn)) {
      const [method, path] = key.split(' ') as [string, string];
      const operation = document.paths[path]?.[method];
      expect(operation, key).toBeDefined();
      expect(operation!['x-identity-provider'], key).toBe(true);
      expect(operation!.tags, key).toEqual(['sign-in']);
      expect(operation!.responses?.['200']?.content?.['application/json']?.schema, key).toBeDefined();
      expect(Boolean(operation!.responses?.['200']?.headers?.['set-auth-token']), key).toBe(givesToken);
    }
  });

  it('is version 1.x: /v1 is the major version', () => {
    expect(document.info.version).toMatch(/^1\.\d+\.\d+$/);
  });
});
