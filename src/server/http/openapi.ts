// The OpenAPI document at /docs (decision 032). Route schemas stay where they are (zod, turned into
// JSON Schema by fastify-type-provider-zod's jsonSchemaTransform); this file adds what the contract
// with the mobile apps needs on top, through @fastify/swagger's two hooks:
// - `transform` (per route): which calls need sign-in (from the route's declared access).
// - `transformObject` (the whole document): each call of the specification's section 7
//   (spec-contract.ts) gets `x-spec-call` and the spec's request as its first example; every other
//   /v1 operation gets `x-product-addition` and says so; the sign-in calls are added (auth-document.ts).

import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { authPaths, SECURITY_SCHEMES, SIGN_IN_TAG_DESCRIPTION, SIGNED_IN_SECURITY } from './auth-document';
import type { DeprecationNotice } from './deprecation';
import { findSpecCall, type SpecCall } from './spec-contract';

/** The contract's version: /v1 is the major one; additions raise the minor (decision 032). */
export const CONTRACT_VERSION = '1.1.0';

export const PRODUCT_ADDITION_TAG = 'product additions';
export const PRODUCT_ADDITION_NOTE = 'Product addition, not in the specification.';
export const SPEC_EXAMPLE_NAME = 'specification';

type Transform = SwaggerTransform;
type TransformObject = SwaggerTransformObject;

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; example?: unknown };
type MediaType = { schema?: unknown; example?: unknown; examples?: Record<string, unknown> };
type Operation = Json & {
  tags?: string[];
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string }>;
};
type Document = Json & { paths?: Record<string, Record<string, Operation>>; tags?: Json[] };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

const withNote = (note: string, description: string | undefined) =>
  description ? `${note}\n\n${description}` : note;

/**
 * Route schemas as JSON Schema, plus `security` on every /v1 route that is not public,
 * `x-recent-sign-in` on sensitive actions and `deprecated` on the routes being retired.
 */
export const transform: Transform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const config = (input.route.config ?? {}) as {
    access?: unknown;
    deprecated?: DeprecationNotice;
    recentSignIn?: unknown;
  };
  if (!input.url.startsWith('/v1/') || !result.schema) return result;
  const schema: Json = { ...result.schema };
  if (config.access !== 'public') schema.security = SIGNED_IN_SECURITY;
  if (config.recentSignIn) {
    // A sensitive action (decision 057): say when it answers 403 auth.recentSignInRequired.
    const when = config.recentSignIn === true ? 'always' : 'sometimes';
    schema['x-recent-sign-in'] = when;
    schema.description = withNote(
      when === 'always'
        ? '**Needs a recent sign-in**: 403 `auth.recentSignInRequired` when the session signed in (or re-authenticated with `POST /v1/users/{id}/reauthenticate`) more than `RECENT_SIGN_IN_MINUTES` (10 by default) ago.'
        : '**May need a recent sign-in**: some requests (see the summary) answer 403 `auth.recentSignInRequired` when the session signed in (or re-authenticated with `POST /v1/users/{id}/reauthenticate`) more than `RECENT_SIGN_IN_MINUTES` (10 by default) ago.',
      schema.description as string,
    );
  }
  if (config.deprecated) {
    schema.deprecated = true;
    const { sunset } = config.deprecated;
    schema.description = withNote(
      `**Deprecated**: stops working on ${sunset}.`,
      schema.description as string,
    );
  }
  return { ...result, schema };
};

function annotateSpecCall(operation: Operation, call: SpecCall) {
  operation['x-spec-call'] = true;
  operation['x-spec-words'] = call.words;
  operation.description = withNote(
    `**Specification call** (section 7): ${call.words}. The first example is written from the specification.`,
    operation.description,
  );
  if (call.answer?.length) operation['x-spec-answer-fields'] = call.answer;
  if (call.body !== undefined) {
    const media = operation.requestBody?.content?.['application/json'];
    if (media) {
      const ours = media.example === undefined ? {} : { ours: { value: media.example } };
      delete media.example;
      media.examples = {
        [SPEC_EXAMPLE_NAME]: { summary: 'As the specification writes it', value: call.body },
        ...ours,
        ...media.examples,
      };
    }
  }
  for (const [name, value] of Object.entries(call.query ?? {})) {
    const parameter = operation.parameters?.find((p) => p.in === 'query' && p.name === name);
    if (parameter) parameter.example = value;
  }
}

function annotateAddition(operation: Operation) {
  operation['x-product-addition'] = true;
  operation.tags = [...(operation.tags ?? []), PRODUCT_ADDITION_TAG];
  operation.description = withNote(`**${PRODUCT_ADDITION_NOTE}**`, operation.description);
}

/** Marks every /v1 operation as a spec call or a product addition, and adds the sign-in calls. */
const transformObject: TransformObject = (input) => {
  const document = ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as Document;
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/v1/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const call = findSpecCall(method, path);
      if (call) annotateSpecCall(operation, call);
      else annotateAddition(operation);
    }
  }
  for (const [path, operations] of Object.entries(authPaths())) {
    for (const operation of Object.values(operations)) (operation as Json)['x-identity-provider'] = true;
    document.paths = { ...document.paths, [path]: operations as Record<string, Operation> };
  }
  return document as ReturnType<TransformObject>;
};

const DESCRIPTION = [
  'Find and book overnight stays on hosts’ land.',
  '',
  'The calls of the specification (its section 7, the mobile apps’ contract) are marked `x-spec-call`; their first example is the request as the specification writes it, and `x-spec-answer-fields` lists the answer fields it names. The specification’s field names are accepted beside ours, and answers carry both.',
  `Every other /v1 call is marked \`x-product-addition\` and tagged “${PRODUCT_ADDITION_TAG}”. Sign-in (\`/v1/auth\`, marked \`x-identity-provider\`) replaces the specification’s identity provider.`,
  '',
  'A shape we retire is announced with `Deprecation` and `Sunset` headers and a `Link rel="deprecation"` to these docs, at least six months ahead (decision 032).',
].join('\n');

/** The options @fastify/swagger is registered with (app.ts). */
export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: { title: 'Stopover API', version: CONTRACT_VERSION, description: DESCRIPTION },
      components: { securitySchemes: { ...SECURITY_SCHEMES } },
      tags: [
        SIGN_IN_TAG_DESCRIPTION,
        {
          name: PRODUCT_ADDITION_TAG,
          description: 'Calls the product added; a client written from the specification does not need them.',
        },
      ],
    },
    transform,
    transformObject,
  };
}
