// The mobile apps' guard for GET /v1/users/{id}/account/transactions (spec section 7: query cursor;
// section 3: Transaction date, description, amount (cents), listed with a cursor; section 9: pages of
// 50). Written only from the spec's words: if this file fails, an app written from the spec has broken.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { chargePayment } from '../modules/payments/charges.service';
import { apiHostWithAccount, createPaidStay, guestWithCard } from '../testing/payments';
import type { Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
let host: Actor;

beforeAll(async () => {
  t = await createTestApp();
  host = await apiHostWithAccount(t, 'contract-transactions@example.test');
  // Setup: a guest's paid stay at the host's place, charged, so the host's account has a transaction.
  const [hostRow] = await t.database.db.select().from(users).where(eq(users.id, host.id));
  const guest = await guestWithCard(t.database.db, t.payments);
  const { payment } = await createPaidStay(t.database.db, { guest, host: hostRow!, prices: [2500] });
  await chargePayment({ db: t.database.db, payments: t.payments }, payment.id);
});
afterAll(() => t.close());

/** The transactions of an answer: a list, or the list under `items`. */
const rowsOf = (body: unknown): Record<string, unknown>[] =>
  Array.isArray(body) ? body : (body as { items: Record<string, unknown>[] }).items;

describe('GET /v1/users/{id}/account/transactions, as the spec writes it', () => {
  it('lists transactions with date, description and amount in cents', async () => {
    const res = await t.app.inject({
      url: `/v1/users/${host.id}/account/transactions`,
      headers: host.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = rowsOf(res.json());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(typeof row.date).toBe('string');
      expect(typeof row.description).toBe('string');
      expect(Number.isInteger(row.amount)).toBe(true);
    }
  });

  it('takes a cursor', async () => {
    const first = await t.app.inject({
      url: `/v1/users/${host.id}/account/transactions`,
      headers: host.headers,
    });
    // The cursor the answer gives back (section 9: the next page is fetched by cursor).
    const cursor =
      (first.json() as { cursor?: string | null }).cursor ?? String(rowsOf(first.json()).at(-1)!.id);
    const res = await t.app.inject({
      url: `/v1/users/${host.id}/account/transactions?cursor=${encodeURIComponent(cursor)}`,
      headers: host.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Array.isArray(rowsOf(res.json()))).toBe(true);
  });
});
