// The mobile apps' guard for PUT /v1/campaigns/{id} (spec section 7: validUntil, status; section 4:
// "validUntil and status can be updated; a campaign can be deleted (status deleted)"). Written only
// from the spec's words: if this file fails, an app written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'contract-put-campaign-admin@example.test', { roles: ['administrator'] });
});
afterAll(() => t.close());

async function campaign(code: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/campaigns',
    headers: admin.headers,
    payload: {
      type: 'Credit',
      code,
      userMessage: '$10 off',
      validFrom: '2031-01-01',
      validUntil: '2031-02-01',
      creditAmount: 1000,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const put = (id: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/v1/campaigns/${id}`, headers: admin.headers, payload: body });

describe('PUT /v1/campaigns/{id}, as the spec writes it', () => {
  it('updates validUntil', async () => {
    const id = await campaign('PUTUNTIL');
    const res = await put(id, { validUntil: '2031-03-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, validUntil: '2031-03-01' });
  });

  it('updates validUntil and status together', async () => {
    const id = await campaign('PUTBOTH');
    const res = await put(id, { validUntil: '2031-04-01', status: 'inactive' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, validUntil: '2031-04-01', status: 'inactive' });
  });

  it('deletes a campaign with status deleted', async () => {
    const id = await campaign('PUTDELETE');
    const res = await put(id, { status: 'deleted' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'deleted', deleted: true });
  });
});
