// The mobile apps' guard for GET /v1/campaigns/search (spec section 7: query type, code, cursor,
// limit; section 9: types Credit, Discount, Site Discount, Tour Discount, a fetch limit of 1000).
// Written only from the spec's words: if this file fails, an app written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'contract-search-campaign-admin@example.test', { roles: ['administrator'] });
  const base = { userMessage: 'Off', validFrom: '2031-01-01', validUntil: '2031-02-01' };
  const bodies = [
    { ...base, type: 'Credit', code: 'FINDCREDIT1', creditAmount: 1000 },
    { ...base, type: 'Credit', code: 'FINDCREDIT2', creditAmount: 1000 },
    { ...base, type: 'Credit', code: 'FINDCREDIT3', creditAmount: 1000 },
    { ...base, type: 'Discount', code: 'FINDDISCOUNT', percentageDiscount: 10, numberOfNights: 1 },
  ];
  for (const payload of bodies) {
    const res = await t.app.inject({ method: 'POST', url: '/v1/campaigns', headers: admin.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const search = (query: string) =>
  t.app.inject({ url: `/v1/campaigns/search?${query}`, headers: admin.headers });

/** The campaigns of an answer: a list, or the list under `items`. */
const campaignsOf = (body: unknown): Record<string, unknown>[] =>
  Array.isArray(body) ? body : (body as { items: Record<string, unknown>[] }).items;

describe('GET /v1/campaigns/search, as the spec writes it', () => {
  it('finds campaigns by type and code', async () => {
    const res = await search('type=Credit&code=FINDCREDIT&limit=1000');
    expect(res.statusCode, res.body).toBe(200);
    const found = campaignsOf(res.json());
    expect(found.map((c) => c.code).sort()).toEqual(['FINDCREDIT1', 'FINDCREDIT2', 'FINDCREDIT3']);
    for (const c of found) expect(c).toMatchObject({ type: 'Credit' });
  });

  it('takes a type written with its space, as section 9 lists it', async () => {
    const res = await search(`type=${encodeURIComponent('Site Discount')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(campaignsOf(res.json())).toEqual([]);
  });

  it('pages by limit and cursor', async () => {
    const first = await search('code=FIND&limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = campaignsOf(first.json());
    expect(page1).toHaveLength(2);
    const cursor = (first.json() as { cursor: string }).cursor;
    expect(cursor).toBeTruthy();
    const second = await search(`code=FIND&limit=2&cursor=${encodeURIComponent(cursor)}`);
    expect(second.statusCode, second.body).toBe(200);
    const page2 = campaignsOf(second.json());
    expect(page2).toHaveLength(2);
    const codes = [...page1, ...page2].map((c) => c.code);
    expect(new Set(codes).size).toBe(4);
  });
});
