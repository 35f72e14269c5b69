// The mobile apps' guard (issue 25): POST /v1/locations exactly as spec section 7 writes it, "create:
// type, name, address, latitude, longitude, description, tags, site {spaces, price, tags}, images",
// and the answer read with the field names of section 3 (Location, Site). If a later change
// renames a field of the call or of its answer, this file fails: change the apps first.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import {
  expectSpecLocation,
  host,
  KAIKOURA,
  postLocation,
  siteFeature,
  specCreateBody,
  uploadedImages,
} from './locations-world';

let t: TestContext;
let owner: Actor;
let water: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await host(t);
  water = await siteFeature(t, 'water');
});
afterAll(() => t.close());

describe('POST /v1/locations (spec section 7)', () => {
  it('creates a property from the spec’s body and answers the Location with its one site', async () => {
    const images = await uploadedImages(t, owner, 2);
    const res = await postLocation(t, owner, specCreateBody(images, [water.id]));
    expect(res.statusCode, res.body).toBeLessThan(300);
    const location = res.json();
    expectSpecLocation(location, { withAddress: true });
    expect(location).toMatchObject({
      type: 'property',
      name: 'Kaikōura Coast Paddock',
      description: 'A flat paddock above the bay, with the mountains behind.',
      status: 'active',
      price: 2000,
      address: {
        address: '80 Esplanade, Kaikōura',
        latitude: KAIKOURA.latitude,
        longitude: KAIKOURA.longitude,
        postcode: '7300',
        country: 'nz',
        city: 'Kaikōura',
      },
    });
    expect(location.images.map((i: { url: string }) => i.url)).toEqual(images.map((i) => i.url));
    expect(location.propertyInformation.sites).toHaveLength(1);
    expect(location.propertyInformation.sites[0]).toMatchObject({
      spaces: 3,
      price: 2000,
      tags: [water.id],
      status: 'active',
    });
    expect(location.propertyInformation.sites[0].name).toEqual(expect.any(String));
    expect(location.tags).toContain(water.id);
  });

  it('takes the address as a street address string, with latitude and longitude beside it', async () => {
    const images = await uploadedImages(t, owner, 1);
    const body = { ...specCreateBody(images, []), address: '12 Beach Road, Kaikōura' };
    const res = await postLocation(t, owner, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json().address).toMatchObject({
      address: '12 Beach Road, Kaikōura',
      latitude: KAIKOURA.latitude,
      longitude: KAIKOURA.longitude,
    });
  });

  it('still refuses a field the call does not have', async () => {
    const images = await uploadedImages(t, owner, 1);
    const res = await postLocation(t, owner, { ...specCreateBody(images, []), colour: 'green' });
    expect(res.statusCode).toBe(400);
  });
});
