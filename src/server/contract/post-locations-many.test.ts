// The mobile apps' guard (issue 25): POST /v1/locations/many as spec section 7 writes it, "body
// locations (bulk import)", each location with the fields of section 3 (Location / property: name,
// description, type, address {address, latitude, longitude, postcode, country, city}, latitude,
// longitude, website, directions, foreignKey, propertyInformation {sites, noticePeriod}). An
// administrator's call. If a later change renames a field, this file fails: change the apps first.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import { administrator, expectSpecLocation, getLocation } from './locations-world';

let t: TestContext;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await administrator(t);
});
afterAll(() => t.close());

const OAMARU = { latitude: -45.0966, longitude: 170.9714 };

const specLocation = (foreignKey: string, name: string) => ({
  foreignKey,
  name,
  description: 'Imported from the old system.',
  type: 'property',
  address: {
    address: '5 Harbour Street, Ōamaru',
    latitude: OAMARU.latitude,
    longitude: OAMARU.longitude,
    postcode: '9400',
    country: 'nz',
    city: 'Ōamaru',
  },
  latitude: OAMARU.latitude,
  longitude: OAMARU.longitude,
  website: 'https://harbour.example.com',
  directions: 'Behind the stone warehouse.',
  propertyInformation: {
    noticePeriod: 1,
    sites: [
      { name: 'Harbour view', spaces: 2, price: 3000 },
      { spaces: 1, price: 2200 },
    ],
  },
});

describe('POST /v1/locations/many (spec section 7)', () => {
  it('imports the locations sent, which search then finds', async () => {
    const key = randomUUID();
    const name = `Ōamaru Harbour ${key.slice(0, 6)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/locations/many',
      payload: { locations: [specLocation(key, name)] },
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);

    const found = await t.app.inject({
      method: 'GET',
      url: '/v1/locations',
      query: {
        freeFormQuery: name.slice(0, 20),
        latitude: String(OAMARU.latitude),
        longitude: String(OAMARU.longitude),
      },
    });
    expect(found.statusCode, found.body).toBe(200);
    const listing = (found.json() as { items: { id: number; name: string }[] }).items.find(
      (l) => l.name === name,
    );
    expect(listing, 'the imported location is listed').toBeDefined();

    const location = (await getLocation(t, listing!.id, admin)).json();
    expectSpecLocation(location, { withAddress: true });
    expect(location).toMatchObject({
      name,
      type: 'property',
      website: 'https://harbour.example.com',
      directions: 'Behind the stone warehouse.',
      address: { address: '5 Harbour Street, Ōamaru', postcode: '9400', city: 'Ōamaru' },
      propertyInformation: { noticePeriod: 1 },
    });
    expect(
      location.propertyInformation.sites.map((s: { spaces: number; price: number }) => [s.spaces, s.price]),
    ).toEqual([
      [2, 3000],
      [1, 2200],
    ]);
  });
});
