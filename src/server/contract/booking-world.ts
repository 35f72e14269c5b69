// Setup for the booking calls' contract tests (the mobile apps' guard, issue 25): a host who can be
// paid, a listed property, signed-in guests with a saved card and an administrator, made with the
// shared test helpers. Only setup lives here; every call a test checks is written in its own file
// from the words of spec section 7.

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../domain/dates';
import { users } from '../db/schema';
import { signUp, type Actor } from '../testing/actors';
import { createLocation } from '../testing/fixtures';
import { apiHostWithAccount, signedInGuestWithCard } from '../testing/payments';
import type { TestContext } from '../testing/test-app';

/** A night `offset` days from today (Auckland), as the spec writes booking dates: YYYY-MM-DD. */
export const night = (offset: number) => addDays(todayInAuckland(), offset);

/** The price of a night on the test property's site, in cents (spec section 9: minor units). */
export const SITE_PRICE = 2500;

export const uniqueEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.com`;

/** A signed-in host with a payout account (so their guests can pay them) and a phone a guest may see. */
export async function paidHost(t: TestContext): Promise<Actor> {
  const host = await apiHostWithAccount(t, uniqueEmail('contract-host'));
  await t.database.db
    .update(users)
    .set({ firstName: 'Hine', lastName: 'Host', phone: '+64 21 555 0199', accountValid: true })
    .where(eq(users.id, host.id));
  return host;
}

/** A signed-in affiliate (spec section 6: isReferrer and a feePercentage) with a payout account. */
export async function paidAffiliate(t: TestContext, feePercentage = 10) {
  const affiliate = await apiHostWithAccount(t, uniqueEmail('contract-affiliate'));
  const referralCode = `C${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
  await t.database.db
    .update(users)
    .set({ isReferrer: true, referralCode, referralFeePercentage: String(feePercentage) })
    .where(eq(users.id, affiliate.id));
  return { ...affiliate, referralCode };
}

/** A listed property of the host's with one site of `spaces` spaces at SITE_PRICE. */
export function listedProperty(t: TestContext, host: Actor, spaces = 5) {
  return createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Contract Farm',
    address: '1 Contract Road',
    sites: [{ name: 'Paddock', spaces, price: SITE_PRICE }],
  });
}

/** A signed-in guest with a saved card and a name and phone (as Book Now requires). */
export async function guestWithCard(t: TestContext): Promise<Actor> {
  const guest = await signedInGuestWithCard(t, uniqueEmail('contract-guest'));
  await t.database.db
    .update(users)
    .set({ firstName: 'Mere', lastName: 'Guest', phone: '+64 21 555 0188' })
    .where(eq(users.id, guest.id));
  return guest;
}

export const administrator = (t: TestContext) =>
  signUp(t, uniqueEmail('contract-admin'), { roles: ['administrator'] });

/** The guest books these nights of the property's first site in our own shape (setup only). */
export async function booked(
  t: TestContext,
  guest: Actor,
  property: { id: number; sites: { id: number }[] },
  dates: string[],
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/locations/${property.id}/bookings`,
    headers: { ...guest.headers, 'idempotency-key': randomUUID() },
    payload: { bookings: dates.map((date) => ({ siteId: property.sites[0]!.id, date })) },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { bookings: { id: number; uid: string; date: string }[] }).bookings;
}
