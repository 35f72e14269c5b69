// The mobile apps' guard (issue 25): GET /v1/locations as spec section 7 writes it, "query tags,
// latitude, longitude, type, freeFormQuery, status; public and authenticated", with the answer read
// by the field names of section 3 (Location). If a later change renames a query or a field, this
// file fails: change the apps first.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import {
  administrator,
  host,
  KAIKOURA,
  siteFeature,
  specProperty,
  type SpecLocation,
} from './locations-world';

let t: TestContext;
let owner: Actor;
let admin: Actor;
let toilet: { id: number };
let listed: SpecLocation;
let unlisted: SpecLocation;

beforeAll(async () => {
  t = await createTestApp();
  owner = await host(t);
  admin = await administrator(t);
  toilet = await siteFeature(t, 'toilet');
  listed = await specProperty(t, owner, [toilet.id], 'Clarence Riverside Stop');
  unlisted = await specProperty(t, owner, [toilet.id], 'Clarence Hidden Stop');
  const off = await t.app.inject({
    method: 'PUT',
    url: `/v1/locations/${unlisted.id}/status`,
    payload: { status: 'inactive' },
    headers: owner.headers,
  });
  expect(off.statusCode, off.body).toBe(200);
});
afterAll(() => t.close());

const search = (query: Record<string, string | number>, actor?: Actor) =>
  t.app.inject({
    method: 'GET',
    url: '/v1/locations',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: actor?.headers ?? {},
  });

/** The listings of a search answer. */
const listingsOf = (res: { json(): unknown }): Record<string, unknown>[] => {
  const body = res.json() as { items?: unknown } | unknown[];
  return (Array.isArray(body) ? body : (body as { items: Record<string, unknown>[] }).items) as Record<
    string,
    unknown
  >[];
};

/** The Location fields spec section 3 names that a search result carries. */
function expectSpecListing(listing: Record<string, unknown>) {
  for (const field of [
    'id',
    'name',
    'type',
    'status',
    'region',
    'image',
    'price',
    'rating',
    'latitude',
    'longitude',
    'tags',
  ]) {
    expect(listing, `Location.${field}`).toHaveProperty(field);
  }
}

const everyQuery = () => ({
  tags: toilet.id,
  latitude: KAIKOURA.latitude,
  longitude: KAIKOURA.longitude,
  type: 'property',
  freeFormQuery: 'Clarence',
  status: 'active',
});

describe('GET /v1/locations (spec section 7)', () => {
  it('answers anyone (public) with every query the spec names', async () => {
    const res = await search(everyQuery());
    expect(res.statusCode, res.body).toBe(200);
    const listings = listingsOf(res);
    expect(listings.map((l) => l.id)).toEqual([listed.id]);
    expectSpecListing(listings[0]!);
    expect(listings[0]).toMatchObject({
      name: 'Clarence Riverside Stop',
      type: 'property',
      status: 'active',
    });
    expect(listings[0]!.tags).toContain(toilet.id);
  });

  it('answers a signed-in caller (authenticated) the same way', async () => {
    const res = await search(everyQuery(), owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(listingsOf(res).map((l) => l.id)).toEqual([listed.id]);
  });

  it('answers with only latitude and longitude, nearest first', async () => {
    const res = await search({ latitude: KAIKOURA.latitude, longitude: KAIKOURA.longitude });
    expect(res.statusCode, res.body).toBe(200);
    expect(listingsOf(res)[0]!.id).toBe(listed.id);
  });

  it('lets an administrator find inactive listings by status', async () => {
    for (const status of ['inactive', 'INACTIVE']) {
      const res = await search({ freeFormQuery: 'Clarence', status }, admin);
      expect(res.statusCode, res.body).toBe(200);
      const listings = listingsOf(res);
      expect(listings.map((l) => l.id)).toEqual([unlisted.id]);
      expect(listings[0]).toMatchObject({ status: 'inactive' });
    }
  });
});
