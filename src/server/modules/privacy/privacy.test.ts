// Personal data (issue 31, decision 058) over the real booking, payment, payout and message services:
// the export holds every category and nothing secret or anyone else's; a deletion is refused while
// stays are to come or money is owed, naming them; once allowed it erases or anonymises, the person
// cannot sign in again, and the ledger keeps its rows and balances.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { DELETED_USER_NAME, EXPORT_CATEGORIES, exportCounts } from '../../../domain/personal-data';
import type { DataExport } from '../../../domain/schemas/personal-data';
import { createLocalProvider } from '../../adapters/payments/local';
import {
  accounts,
  adminActions,
  bookings,
  ledgerEntries,
  locations,
  payments,
  sessions,
  users,
  vehicles,
} from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, TEST_PASSWORD, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import { apiHostWithAccount, signedInGuestWithCard, TEST_CARDS } from '../../testing/payments';
import { moneyInvariantBreaches } from '../../testing/money-invariants';

let t: TestContext;
let clockOffsetMs = 0;
let host: Actor;
let mere: Actor;
let other: Actor;
let admin: Actor;
let paddockId: number;
let merePaymentId: string;
const today = todayInAuckland();
const night = (offset: number) => addDays(today, offset);
const suffix = () => randomUUID().slice(0, 8);

const exportOf = async (actor: Actor, id = actor.id) =>
  t.app.inject({ url: `/v1/users/${id}/data-export`, headers: actor.headers });
const deleteAccount = (actor: Actor, email: string, id = actor.id) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/users/${id}/deletion`,
    headers: actor.headers,
    payload: { email },
  });
/** Moves every night booked at the host's property 60 days back: the stays have ended. */
const endTheStays = () =>
  t.database.db
    .update(bookings)
    .set({ date: sql`${bookings.date} - 60` })
    .where(eq(bookings.locationId, paddockId));

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      payments: (config, database) =>
        createLocalProvider(database.db, {
          publicUrl: config.publicUrl,
          webhookSecret: 'whsec_privacy_test',
          now: () => new Date(Date.now() + clockOffsetMs),
        }),
    },
  );
  host = await apiHostWithAccount(t, `privacy-host-${suffix()}@example.com`);
  await t.database.db
    .update(users)
    .set({ accountValid: true, firstName: 'Hemi', lastName: 'Host' })
    .where(eq(users.id, host.id));
  admin = await signUp(t, `privacy-admin-${suffix()}@example.com`, { roles: ['administrator'] });
  mere = await signedInGuestWithCard(t, `privacy-mere-${suffix()}@example.com`);
  other = await signedInGuestWithCard(t, `privacy-other-${suffix()}@example.com`);
  await t.database.db
    .update(users)
    .set({ firstName: 'Tama', lastName: 'Other', phone: '+64 21 555 0101' })
    .where(eq(users.id, other.id));
  await t.database.db.update(users).set({ phone: '+64 21 555 0199' }).where(eq(users.id, mere.id));

  const paddock = await createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Kiwi Paddock',
    status: 'active',
    sites: [{ name: 'Riverside', spaces: 2, price: 4500 }],
  });
  paddockId = paddock.id;
  const siteId = paddock.sites[0]!.id;
  const book = async (guest: Actor, dates: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${paddock.id}/bookings`,
      headers: { ...guest.headers, 'idempotency-key': randomUUID() },
      payload: { bookings: dates.map((date) => ({ siteId, date })) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { paymentId: string };
  };
  merePaymentId = (await book(mere, [night(20), night(21)])).paymentId;
  await book(other, [night(25)]);

  const vehicle = await t.app.inject({
    method: 'POST',
    url: `/v1/users/${mere.id}/vehicles`,
    headers: mere.headers,
    payload: { type: 'campervan', lengthMetres: 6.5, registration: 'MERE1', certificate: null },
  });
  expect(vehicle.statusCode, vehicle.body).toBe(201);
  const inquiry = await t.app.inject({
    method: 'POST',
    url: `/v1/locations/${paddock.id}/inquiries`,
    headers: mere.headers,
    payload: { body: 'Kia ora, is there shade for a campervan?' },
  });
  expect(inquiry.statusCode, inquiry.body).toBe(201);
});
afterAll(() => t.close());

describe('Download my data', () => {
  it('answers a JSON attachment holding every category of the guest’s data', async () => {
    const res = await exportOf(mere);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="stopover-data-${today}.json"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json() as DataExport;

    expect(data.profile).toMatchObject({
      id: mere.id,
      email: mere.email,
      firstName: 'Mere',
      phone: '+64 21 555 0199',
    });
    expect(data.consent).toMatchObject({ privacyPolicy: { accepted: true } });
    expect(data.signIns.sessions.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(data.signIns.sessions[0]!).sort()).toEqual(
      ['createdAt', 'expiresAt', 'ipAddress', 'lastSeenAt', 'userAgent'].sort(),
    );
    expect(data.signIns.accounts).toEqual([expect.objectContaining({ provider: 'credential' })]);
    expect(data.vehicles).toEqual([expect.objectContaining({ registration: 'MERE1', type: 'campervan' })]);
    expect(data.staysAsGuest.map((n) => [n.locationName, n.date, n.status])).toEqual([
      ['Kiwi Paddock', night(20), 'accepted'],
      ['Kiwi Paddock', night(21), 'accepted'],
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({
        id: merePaymentId,
        amount: 9000,
        status: 'confirmed',
        locationName: 'Kiwi Paddock',
      }),
    ]);
    expect(data.payments[0]!.providerChargeId).toEqual(expect.any(String));
    expect(data.ledger.map((r) => r.kind)).toContain('charge');
    expect(data.messageThreads).toEqual([
      expect.objectContaining({
        role: 'guest',
        otherPartyName: 'Hemi Host',
        messages: [
          expect.objectContaining({ fromMe: true, body: 'Kia ora, is there shade for a campervan?' }),
        ],
      }),
    ]);
    const counts = exportCounts(data);
    expect(Object.keys(counts)).toEqual([...EXPORT_CATEGORIES]);
    expect(counts).toMatchObject({
      profile: 1,
      vehicles: 1,
      staysAsGuest: 2,
      payments: 1,
      messageThreads: 1,
    });
  });

  it('holds no password hash, session token, card token or card number', async () => {
    const text = (await exportOf(mere)).body;
    const [hash] = await t.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, mere.id));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, mere.id));
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, merePaymentId));
    const secrets = [hash!.password!, mere.token, user!.paymentMethodToken!, payment!.paymentMethodToken!];
    for (const secret of secrets) expect(secret.length).toBeGreaterThan(8);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain(TEST_CARDS.ok);
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken|paymentMethodToken)"/);
  });

  it('never holds another person’s data, and gives a host their guests’ names only', async () => {
    const mine = (await exportOf(mere)).body;
    expect(mine).not.toContain(other.email);
    expect(mine).not.toContain('Tama');

    const res = await exportOf(host);
    expect(res.statusCode).toBe(200);
    const data = res.json() as DataExport;
    expect(data.properties).toEqual([expect.objectContaining({ id: paddockId, name: 'Kiwi Paddock' })]);
    expect(data.staysAsHost.map((n) => n.guestName).sort()).toEqual([
      'Mere Guest',
      'Mere Guest',
      'Tama Other',
    ]);
    expect(data.payouts.account).toMatchObject({ connectedAccountId: expect.any(String), valid: true });
    expect(data.ledger.map((r) => r.kind)).toContain('host_transfer');
    expect(res.body).not.toContain(mere.email);
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain('555 01');
  });

  it('answers another person’s id as unknown, and an administrator anyone’s', async () => {
    expect((await exportOf(mere, other.id)).statusCode).toBe(404);
    expect((await exportOf(host, mere.id)).statusCode).toBe(404);
    const byAdmin = await exportOf(admin, mere.id);
    expect(byAdmin.statusCode).toBe(200);
    expect((byAdmin.json() as DataExport).userId).toBe(mere.id);
  });
});

describe('Delete my account', () => {
  it('asks for the account’s email, and only of the account’s owner', async () => {
    const wrong = await deleteAccount(mere, 'someone@example.com');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'personalData.confirmEmail', field: 'email' });
    expect((await deleteAccount(admin, mere.email, mere.id)).statusCode).toBe(404);
  });

  it('asks for a recent sign-in: a session signed in an hour ago is refused, nothing deleted', async () => {
    const { createdAt } = (
      await t.database.db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.userId, mere.id))
    )[0]!;
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000), reauthenticatedAt: null })
      .where(eq(sessions.userId, mere.id));
    const old = await deleteAccount(mere, mere.email);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toMatchObject({ code: 'auth.recentSignInRequired' });
    await t.database.db.update(sessions).set({ createdAt }).where(eq(sessions.userId, mere.id));
    expect((await exportOf(mere)).statusCode).toBe(200);
  });

  it('is refused while the guest has an upcoming stay, and says which', async () => {
    const res = await deleteAccount(mere, mere.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'personalData.deletionBlocked',
      params: { stays: `Kiwi Paddock (${night(20)} – ${night(22)})`, stayCount: 1, payoutCount: 0 },
    });
  });

  it('is refused while a host has guests to come and money not yet paid out, naming both', async () => {
    const res = await deleteAccount(host, host.email);
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json() as { params: Record<string, unknown> };
    expect(body.params.stayCount).toBe(2);
    expect(String(body.params.stays)).toContain(`Kiwi Paddock (${night(25)} – ${night(26)})`);
    expect(body.params.payoutCount).toBeGreaterThan(0);
    expect(String(body.params.payouts)).toMatch(/^\$\d+\.\d\d$/);
  });

  it('anonymises the guest once their stays have ended: no sign-in, ledger and payments kept', async () => {
    await endTheStays();
    const ledgerBefore = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, merePaymentId));
    expect(ledgerBefore.length).toBeGreaterThan(0);

    const res = await deleteAccount(mere, mere.email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });

    // The session ended, and neither the password nor a new sign-in gets in.
    expect((await t.app.inject({ url: `/v1/users/${mere.id}`, headers: mere.headers })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in/email',
      payload: { email: mere.email, password: TEST_PASSWORD },
    });
    // The address is no longer any account's: sign-in answers as it does for an unknown email.
    expect(signIn.statusCode).toBe(404);
    expect(signIn.headers['set-auth-token']).toBeUndefined();
    const db = t.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, mere.id))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, mere.id))).toEqual([]);
    expect(await db.select().from(vehicles).where(eq(vehicles.ownerId, mere.id))).toEqual([]);

    const [row] = await db.select().from(users).where(eq(users.id, mere.id));
    expect(row).toMatchObject({
      name: DELETED_USER_NAME,
      firstName: DELETED_USER_NAME,
      lastName: null,
      phone: null,
      image: null,
      disabled: true,
      paymentMethodToken: null,
      cardLast4: null,
    });
    expect(row!.email).not.toContain('privacy-mere');

    // What the law keeps: the payment and its ledger rows, whole.
    const ledgerAfter = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, merePaymentId));
    expect(ledgerAfter).toEqual(ledgerBefore);
    const [payment] = await db.select().from(payments).where(eq(payments.id, merePaymentId));
    expect(payment).toMatchObject({
      guestId: mere.id,
      amount: 9000,
      status: 'confirmed',
      paymentMethodToken: null,
    });
    expect(await moneyInvariantBreaches(db)).toEqual({});

    // The host's copy: their guest is now "Deleted user", the conversation still theirs.
    const hostData = (await exportOf(host)).json() as DataExport;
    expect(hostData.staysAsHost.map((n) => n.guestName).sort()).toEqual([
      DELETED_USER_NAME,
      DELETED_USER_NAME,
      'Tama Other',
    ]);
    expect(hostData.messageThreads).toEqual([
      expect.objectContaining({ otherPartyName: DELETED_USER_NAME, messages: [expect.anything()] }),
    ]);
    expect(JSON.stringify(hostData)).not.toContain(mere.email);

    const audit = await db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetUserId, mere.id), eq(adminActions.action, 'user.deleteAccount')));
    expect(audit).toHaveLength(1);
  });

  it('lets a host go once paid out: listings unlisted, the ledger balanced and kept', async () => {
    // Forty days on, a 15th has passed: the provider paid out what the account held.
    clockOffsetMs = 40 * 86_400_000;
    const res = await deleteAccount(host, host.email);
    expect(res.statusCode, res.body).toBe(200);
    const db = t.database.db;
    const [paddock] = await db.select().from(locations).where(eq(locations.id, paddockId));
    expect(paddock).toMatchObject({ status: 'inactive', ownerId: host.id });
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, host.id));
    expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['host_transfer', 'payout']));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(0);
    expect(await moneyInvariantBreaches(db)).toEqual({});
    const hostRow = await db
      .select({ name: users.name })
      .from(users)
      .where(inArray(users.id, [host.id]));
    expect(hostRow).toEqual([{ name: DELETED_USER_NAME }]);
    // The other guest still sees their stay and its host, by the new name.
    const otherData = (await exportOf(other)).json() as DataExport;
    expect(otherData.staysAsGuest).toHaveLength(1);
  });
});
