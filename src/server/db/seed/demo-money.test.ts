import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemo } from './demo';
import { seedDemoMoney } from './demo-money';
import { ledgerBalance, reconcile } from '../../modules/ledger/ledger.service';
import { moneyInvariantBreaches } from '../../testing/money-invariants';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-demo-money-'));
  await seedDemo(t.database.db, { uploadsDir });
  await seedDemoMoney({ db: t.database.db, payments: t.payments, config: t.config });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

async function signIn(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in/email',
    payload: { email, password: DEMO_PASSWORD },
  });
  return {
    id: res.json().user.id as string,
    headers: { authorization: `Bearer ${res.headers['set-auth-token']}` },
  };
}

describe('the demo’s money', () => {
  it('holds every money invariant a booking made through the app holds', async () => {
    expect(await moneyInvariantBreaches(t.database.db)).toEqual({});
  });

  it('gives the demo guest a saved test card', async () => {
    const guest = await signIn(DEMO_EMAILS.guest);
    const profile = (await t.app.inject({ url: `/v1/users/${guest.id}`, headers: guest.headers })).json();
    expect(profile.paymentInformation).toMatchObject({ valid: true, card: { last4: '4242' } });
  });

  it('shows the demo host real transactions and a balance equal to the ledger', async () => {
    const host = await signIn(DEMO_EMAILS.host);
    const transactions = (
      await t.app.inject({ url: `/v1/users/${host.id}/account/transactions`, headers: host.headers })
    ).json();
    expect(transactions.items.length).toBeGreaterThan(0);
    expect(transactions.items[0].description).toMatch(/^Booking at /);
    const balance = (
      await t.app.inject({ url: `/v1/users/${host.id}/account/balance`, headers: host.headers })
    ).json();
    expect(balance.available[0].amount).toBeGreaterThan(0);
    expect(balance.available[0].amount).toBe(await ledgerBalance(t.database.db, host.id));
    expect(await reconcile({ db: t.database.db, payments: t.payments })).toEqual([]);
  });

  it('charges nothing twice when run again', async () => {
    const host = await signIn(DEMO_EMAILS.host);
    const before = await ledgerBalance(t.database.db, host.id);
    await seedDemoMoney({ db: t.database.db, payments: t.payments, config: t.config });
    expect(await ledgerBalance(t.database.db, host.id)).toBe(before);
  });

  it('gives the demo host a request to book waiting, and the demo guest one the host declined', async () => {
    const host = await signIn(DEMO_EMAILS.host);
    const guest = await signIn(DEMO_EMAILS.guest);
    const waiting = (
      await t.app.inject({ url: `/v1/bookings?host=${host.id}&request=requested`, headers: host.headers })
    ).json();
    expect(waiting.items.length).toBe(2);
    expect(waiting.items[0]).toMatchObject({
      guest: guest.id,
      status: 'pending',
      request: { status: 'requested' },
    });
    const trips = (await t.app.inject({ url: '/v1/bookings', headers: guest.headers })).json();
    const statuses = new Set(
      trips.items.map((n: { request: { status: string } | null }) => n.request?.status),
    );
    expect(statuses).toEqual(new Set([undefined, 'requested', 'declined']));
  });
});
