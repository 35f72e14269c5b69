// The mobile apps' guard (issue 25): GET /v1/locations/{id}/availability as spec section 7 writes
// it, "query from, to (default window 28 days)", with each date read by the fields of section 3,
// "Availability per date: available, price (cents)". If a later change renames a query or a field,
// this file fails: change the apps first.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAuckland } from '../../domain/dates';
import type { Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import { host, specProperty, type SpecLocation } from './locations-world';

let t: TestContext;
let owner: Actor;
let property: SpecLocation;

beforeAll(async () => {
  t = await createTestApp();
  owner = await host(t);
  property = await specProperty(t, owner);
});
afterAll(() => t.close());

type Day = { date: string; available: unknown; price: unknown };
type Answer = { sites: { siteId: number; nights: Day[] }[] };

const availability = (query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/v1/locations/${property.id}/availability`, query });

function expectSpecDays(days: Day[]) {
  for (const day of days) {
    expect(day, 'Availability per date: available').toHaveProperty('available');
    expect(day, 'Availability per date: price').toHaveProperty('price');
    expect(typeof day.available).toBe('boolean');
    expect(Number.isInteger(day.price), 'price in cents').toBe(true);
  }
}

describe('GET /v1/locations/{id}/availability (spec section 7)', () => {
  it('answers 28 days by default, each with available and price', async () => {
    const res = await availability();
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer;
    expect(answer.sites).toHaveLength(1);
    const days = answer.sites[0]!.nights;
    expect(days).toHaveLength(28);
    expectSpecDays(days);
    // The property was made with one site at $20 a night, open every night.
    expect(days[days.length - 1]).toMatchObject({ available: true, price: 2000 });
  });

  it('answers the window from and to give (dates YYYY-MM-DD)', async () => {
    const from = addDays(todayInAuckland(), 3);
    const to = addDays(from, 6);
    const res = await availability({ from, to });
    expect(res.statusCode, res.body).toBe(200);
    const days = (res.json() as Answer).sites[0]!.nights;
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(from, i)));
    expectSpecDays(days);
  });
});
