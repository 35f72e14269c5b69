import { expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serializer';

const serialize = (schema: z.ZodType, value: unknown) =>
  (
    responseSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (
      v: unknown,
    ) => string
  )(value);

it('writes what the schema describes and drops what it does not', () => {
  const schema = z.object({ id: z.number(), name: z.string(), rating: z.number().nullable() });
  const json = serialize(schema, { id: 1, name: 'Farm', rating: null, password: 'secret' });
  expect(JSON.parse(json)).toEqual({ id: 1, name: 'Farm', rating: null });
});

it('writes each member of a discriminated union with its own fields', () => {
  const block = z.discriminatedUnion('type', [
    z.object({ type: z.literal('title'), text: z.string() }),
    z.object({ type: z.literal('divider') }),
  ]);
  const json = serialize(z.object({ rows: z.array(block) }), {
    rows: [{ type: 'title', text: 'Hi' }, { type: 'divider' }],
  });
  expect(JSON.parse(json)).toEqual({ rows: [{ type: 'title', text: 'Hi' }, { type: 'divider' }] });
});
