import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { announceDeprecation, deprecationHeaders, registerDeprecations } from './deprecation';
import { transform } from './openapi';
import type { App } from './types';

const notice = { since: '2027-01-01', sunset: '2027-07-01' };

async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerDeprecations(app);
  app.get('/v1/old', { config: { access: 'public', deprecated: notice } }, async () => ({ ok: true }));
  app.get(
    '/v1/old-failing',
    { config: { access: 'public', deprecated: { ...notice, link: '/docs#/tags' } } },
    async (_, reply) => reply.code(400).send({ code: 'x' }),
  );
  app.get('/v1/current', { config: { access: 'public' } }, async () => ({ ok: true }));
  app.post(
    '/v1/shape',
    {
      config: { access: 'public' },
      schema: { body: z.object({ oldName: z.string().optional(), name: z.string().optional() }) },
    },
    async (request, reply) => {
      if (request.body.oldName !== undefined) announceDeprecation(reply, notice);
      return { ok: true };
    },
  );
  await app.ready();
  return app;
}

describe('deprecation headers (decision 032)', () => {
  it('writes RFC 9745 Deprecation, RFC 8594 Sunset and a Link to the docs', () => {
    expect(deprecationHeaders(notice)).toEqual({
      deprecation: `@${Date.UTC(2027, 0, 1) / 1000}`,
      sunset: 'Thu, 01 Jul 2027 00:00:00 GMT',
      link: '</docs>; rel="deprecation"; type="text/html"',
    });
  });

  it('refuses a notice shorter than six months, or a date that is not a day', () => {
    expect(() => deprecationHeaders({ since: '2027-01-01', sunset: '2027-03-01' })).toThrow(
      /shorter than 180 days/,
    );
    expect(() => deprecationHeaders({ since: 'soon', sunset: '2027-07-01' })).toThrow(/not a YYYY-MM-DD day/);
  });

  it('puts them on every answer of a deprecated route, errors included, and on no other', async () => {
    const app = await appWithRoutes();
    const old = await app.inject({ url: '/v1/old' });
    expect(old.headers).toMatchObject({
      deprecation: '@1798761600',
      sunset: 'Thu, 01 Jul 2027 00:00:00 GMT',
    });
    expect(old.headers.link).toBe('</docs>; rel="deprecation"; type="text/html"');
    const failing = await app.inject({ url: '/v1/old-failing' });
    expect(failing.statusCode).toBe(400);
    expect(failing.headers.link).toBe('</docs#/tags>; rel="deprecation"; type="text/html"');
    const current = await app.inject({ url: '/v1/current' });
    expect(current.headers.deprecation).toBeUndefined();
    expect(current.headers.sunset).toBeUndefined();
    await app.close();
  });

  it('announces a retired shape only on the answers to requests that use it', async () => {
    const app = await appWithRoutes();
    const old = await app.inject({ method: 'POST', url: '/v1/shape', payload: { oldName: 'a' } });
    expect(old.headers.deprecation).toBe('@1798761600');
    const current = await app.inject({ method: 'POST', url: '/v1/shape', payload: { name: 'a' } });
    expect(current.headers.deprecation).toBeUndefined();
    await app.close();
  });

  it('marks a deprecated route in the OpenAPI document', () => {
    const route = { config: { access: 'public', deprecated: notice } };
    const result = transform({
      schema: { summary: 'Old' },
      url: '/v1/old',
      route,
      openapiObject: { openapi: '3.0.3' },
    } as unknown as Parameters<typeof transform>[0]);
    expect(result.schema).toMatchObject({
      deprecated: true,
      description: expect.stringContaining('2027-07-01'),
    });
  });

  it('fails at start-up on a malformed notice', async () => {
    const app = Fastify() as unknown as App;
    registerDeprecations(app);
    expect(() =>
      app.get(
        '/v1/bad',
        { config: { access: 'public', deprecated: { since: '2027-01-01', sunset: '2027-01-02' } } },
        async () => 'x',
      ),
    ).toThrow(/shorter/);
  });
});
