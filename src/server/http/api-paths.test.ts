// The web's table of API addresses (src/domain/api-paths.ts) against the server: every pattern is an
// operation of the OpenAPI document, or, under /v1/auth, a path Better Auth answers. A route renamed
// or removed on the server fails here instead of in a person's browser (issue 32).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, apiPath } from '../../domain/api-paths';
import { createTestApp, type TestContext } from '../testing/test-app';
import { AUTH_BASE_PATH } from '../auth/auth';

let t: TestContext;
let documented: Set<string>;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
  documented = new Set(Object.keys((res.json() as { paths: Record<string, unknown> }).paths));
});
afterAll(() => t.close());

describe('the web’s API addresses', () => {
  it('are each an operation of the OpenAPI document, or one of Better Auth’s own calls', async () => {
    const missing: string[] = [];
    for (const pattern of API_PATHS) {
      if (documented.has(pattern)) continue;
      if (pattern.startsWith(`${AUTH_BASE_PATH}/`)) {
        // Better Auth answers 404 for a path (or method) it does not have; a call without a session
        // or a body gets a refusal instead.
        const post = await t.app.inject({ method: 'POST', url: pattern, payload: {} });
        const get = await t.app.inject({ method: 'GET', url: pattern });
        if (post.statusCode !== 404 || get.statusCode !== 404) continue;
      }
      missing.push(pattern);
    }
    expect(missing).toEqual([]);
  });

  it('fill each parameter in as one encoded path segment', () => {
    expect(apiPath('/v1/tags')).toBe('/v1/tags');
    expect(apiPath('/v1/users/{id}/statements/{month}.pdf', { id: 'a b/c', month: '2026-11' })).toBe(
      '/v1/users/a%20b%2Fc/statements/2026-11.pdf',
    );
  });
});
