// The database holds a night or a payment only in a state of its lifecycle (src/domain/lifecycles.ts,
// migration 0015): a status written by hand, or by code that went around the repositories, is refused.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NIGHT_LIFECYCLE, PAYMENT_LIFECYCLE, REQUEST_LIFECYCLE, statesOf } from '../../domain/lifecycles';
import { bookings, payments } from './schema';
import { createUser } from '../testing/fixtures';
import { createPaidStay } from '../testing/payments';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function paidStay() {
  const db = t.database.db;
  return createPaidStay(db, { guest: await createUser(db), host: await createUser(db), prices: [2500] });
}

describe('lifecycle states in the database', () => {
  it('holds a night in each of its states and refuses any other, such as the spec’s “others”', async () => {
    const db = t.database.db;
    const { nights } = await paidStay();
    const id = nights[0]!.id;
    for (const status of statesOf(NIGHT_LIFECYCLE)) {
      await db.update(bookings).set({ status }).where(eq(bookings.id, id));
      const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
      expect(row!.status).toBe(status);
    }
    for (const bad of ['others', 'Accepted', 'refunded', '']) {
      await expect(
        db.execute(`update bookings set status = '${bad}' where id = ${id}`),
        `night status '${bad}'`,
      ).rejects.toMatchObject({ cause: { constraint: 'bookings_status_check' } });
    }
  });

  it('holds a payment in each of its states and refuses any other', async () => {
    const db = t.database.db;
    const { payment } = await paidStay();
    for (const status of statesOf(PAYMENT_LIFECYCLE)) {
      await db.update(payments).set({ status }).where(eq(payments.id, payment.id));
      const [row] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, payment.id));
      expect(row!.status).toBe(status);
    }
    for (const bad of ['accepted', 'paid', 'REFUNDED']) {
      await expect(
        db.execute(`update payments set status = '${bad}' where id = '${payment.id}'`),
        `payment status '${bad}'`,
      ).rejects.toMatchObject({ cause: { constraint: 'payments_status_check' } });
    }
  });

  it('holds a request in each of its states, or none for an instant booking, and refuses any other', async () => {
    const db = t.database.db;
    const { payment } = await paidStay();
    for (const requestStatus of [...statesOf(REQUEST_LIFECYCLE), null]) {
      await db.update(payments).set({ requestStatus }).where(eq(payments.id, payment.id));
      const [row] = await db
        .select({ requestStatus: payments.requestStatus })
        .from(payments)
        .where(eq(payments.id, payment.id));
      expect(row!.requestStatus).toBe(requestStatus);
    }
    for (const bad of ['pending', 'Requested', 'cancelled']) {
      await expect(
        db.execute(`update payments set request_status = '${bad}' where id = '${payment.id}'`),
        `request status '${bad}'`,
      ).rejects.toMatchObject({ cause: { constraint: 'payments_request_status_check' } });
    }
  });
});
