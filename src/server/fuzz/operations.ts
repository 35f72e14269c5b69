// What the fuzzer calls: every operation of the OpenAPI document under /v1, plus Better Auth's
// routes, which the document hides (one wildcard route hands them on), listed here by hand from
// better-auth's endpoints with the body fields each reads.

/** The part of JSON Schema (as @fastify/swagger writes it from our zod schemas) the fuzzer reads. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  description?: string;
};

export type Parameter = { name: string; in: 'path' | 'query'; schema: JsonSchema; required: boolean };

export type BodyKind = 'json' | 'multipart' | 'raw';

export type Operation = {
  method: string;
  /** OpenAPI form: /v1/locations/{id} */
  path: string;
  parameters: Parameter[];
  body: { kind: BodyKind; schema: JsonSchema } | null;
  /** Better Auth's routes, reached through the /v1/auth/* wildcard. */
  auth: boolean;
};

type OpenApiOperation = {
  parameters?: { name: string; in: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function bodyOf(operation: OpenApiOperation, path: string): Operation['body'] {
  const content = operation.requestBody?.content;
  if (content?.['application/json'])
    return { kind: 'json', schema: content['application/json'].schema ?? {} };
  if (content?.['multipart/form-data']) return { kind: 'multipart', schema: {} };
  if (content) return { kind: 'raw', schema: {} };
  // The webhook reads its body raw and declares none; uploads declare only `consumes`.
  if (path.endsWith('/webhook')) return { kind: 'raw', schema: {} };
  if (path === '/v1/images') return { kind: 'multipart', schema: {} };
  return null;
}

/** Every method and path under /v1 that the document describes. */
export function operationsFromOpenApi(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/v1/')) continue;
    // The document shows a few sign-in calls; every Better Auth route is listed below instead.
    if (path.startsWith('/v1/auth/')) continue;
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!HTTP_METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name,
          in: p.in as Parameter['in'],
          schema: p.schema ?? {},
          required: p.required ?? false,
        }));
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters,
        body: bodyOf(operation, path),
        auth: false,
      });
    }
  }
  return operations;
}

/** A route's path template from Fastify's form: /v1/users/:id → /v1/users/{id}. */
export const openApiPath = (fastifyUrl: string) => fastifyUrl.replace(/:(\w+)/g, '{$1}');

const text: JsonSchema = { type: 'string' };
const email: JsonSchema = { type: 'string', format: 'email' };
const flag: JsonSchema = { type: 'boolean' };
const provider: JsonSchema = { type: 'string', enum: ['google', 'facebook', 'credential'] };
const callbackURL: JsonSchema = {
  type: 'string',
  enum: ['/', '/account', 'http://localhost:3000/x', 'https://evil.example/'],
};

const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required,
});
const query = (name: string, schema: JsonSchema = text, required = false): Parameter => ({
  name,
  in: 'query',
  schema,
  required,
});

type AuthRoute = [method: string, path: string, body: JsonSchema | null, parameters?: Parameter[]];

/** Better Auth's endpoints (better-auth/dist/api/routes) under /v1/auth, with what each reads. */
const AUTH_ROUTES: AuthRoute[] = [
  [
    'POST',
    '/sign-up/email',
    object({ email, password: text, name: text, image: text, callbackURL, rememberMe: flag }, [
      'email',
      'password',
      'name',
    ]),
  ],
  [
    'POST',
    '/sign-in/email',
    object({ email, password: text, callbackURL, rememberMe: flag }, ['email', 'password']),
  ],
  [
    'POST',
    '/sign-in/social',
    object({ provider, callbackURL, idToken: object({ token: text }), disableRedirect: flag }, ['provider']),
  ],
  ['POST', '/sign-out', object({})],
  ['POST', '/request-password-reset', object({ email, redirectTo: callbackURL }, ['email'])],
  ['POST', '/reset-password', object({ newPassword: text, token: text }, ['newPassword']), [query('token')]],
  [
    'GET',
    '/reset-password/{token}',
    null,
    [{ name: 'token', in: 'path', schema: text, required: true }, query('callbackURL', callbackURL)],
  ],
  ['POST', '/send-verification-email', object({ email, callbackURL }, ['email'])],
  ['GET', '/verify-email', null, [query('token', text, true), query('callbackURL', callbackURL)]],
  [
    'POST',
    '/change-password',
    object({ newPassword: text, currentPassword: text, revokeOtherSessions: flag }, [
      'newPassword',
      'currentPassword',
    ]),
  ],
  ['POST', '/change-email', object({ newEmail: email, callbackURL }, ['newEmail'])],
  ['POST', '/update-user', object({ name: text, image: { type: 'string', nullable: true } })],
  ['POST', '/delete-user', object({ password: text, token: text, callbackURL })],
  ['GET', '/delete-user/callback', null, [query('token', text, true), query('callbackURL', callbackURL)]],
  ['POST', '/verify-password', object({ password: text }, ['password'])],
  ['GET', '/get-session', null, [query('disableCookieCache', flag), query('disableRefresh', flag)]],
  ['POST', '/get-session', object({})],
  ['POST', '/update-session', object({})],
  ['GET', '/list-sessions', null],
  ['POST', '/revoke-session', object({ token: text }, ['token'])],
  ['POST', '/revoke-sessions', object({})],
  ['POST', '/revoke-other-sessions', object({})],
  ['GET', '/list-accounts', null],
  ['GET', '/account-info', null, [query('accountId')]],
  [
    'POST',
    '/link-social',
    object({ provider, callbackURL, scopes: { type: 'array', items: text } }, ['provider']),
  ],
  ['POST', '/unlink-account', object({ providerId: provider, accountId: text }, ['providerId'])],
  [
    'POST',
    '/get-access-token',
    object({ providerId: provider, accountId: text, userId: text }, ['providerId']),
  ],
  ['POST', '/refresh-token', object({ providerId: provider, accountId: text, userId: text }, ['providerId'])],
  [
    'GET',
    '/callback/{id}',
    null,
    [
      { name: 'id', in: 'path', schema: provider, required: true },
      query('code'),
      query('state'),
      query('error'),
    ],
  ],
  [
    'POST',
    '/callback/{id}',
    object({ code: text, state: text }),
    [{ name: 'id', in: 'path', schema: provider, required: true }],
  ],
  ['GET', '/ok', null],
  ['GET', '/error', null, [query('error')]],
];

export function authOperations(basePath: string): Operation[] {
  return AUTH_ROUTES.map(([method, path, body, parameters = []]) => ({
    method,
    path: basePath + path,
    parameters,
    body: body ? { kind: 'json', schema: body } : null,
    auth: true,
  }));
}
