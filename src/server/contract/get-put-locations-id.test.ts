// The mobile apps' guard (issue 25): GET /v1/locations/{id} then PUT /v1/locations/{id}, as spec
// section 7 writes them: "update: id, name, latitude, longitude, address, tags, images, description,
// directions, website, propertyInformation {sites, noticePeriod}". Sending back what GET answered
// must save; a client that sends the ETag back in If-Match is told 412 when someone saved since,
// and one that sends none is taken as it is (decision 033). Answers are read with the field names
// of section 3. If a later change renames a field, this file fails: change the apps first.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import {
  expectSpecLocation,
  getLocation,
  host,
  KAIKOURA,
  siteFeature,
  specProperty,
  type SpecLocation,
} from './locations-world';

let t: TestContext;
let owner: Actor;
let shower: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await host(t);
  shower = await siteFeature(t, 'shower');
});
afterAll(() => t.close());

const putLocation = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/locations/${id}`,
    payload: body as object,
    headers: { ...owner.headers, ...headers },
  });

/** The update body spec section 7 lists, taken from what GET answered. */
function specUpdateBody(read: SpecLocation) {
  return {
    id: read.id,
    name: read.name,
    latitude: read.latitude,
    longitude: read.longitude,
    address: read.address,
    tags: read.tags,
    images: read.images,
    description: read.description,
    directions: read.directions,
    website: read.website,
    propertyInformation: {
      sites: read.propertyInformation.sites,
      noticePeriod: read.propertyInformation.noticePeriod,
    },
  };
}

describe('GET /v1/locations/{id} (spec section 7)', () => {
  it('answers the Location, with an ETag for the property’s host', async () => {
    const created = await specProperty(t, owner, [shower.id]);
    const res = await getLocation(t, created.id, owner);
    expect(res.statusCode, res.body).toBe(200);
    expectSpecLocation(res.json(), { withAddress: true });
    expect(res.headers.etag).toEqual(expect.any(String));
  });

  it('answers anyone, signed in or not', async () => {
    const created = await specProperty(t, owner);
    const res = await getLocation(t, created.id);
    expect(res.statusCode, res.body).toBe(200);
    expectSpecLocation(res.json(), { withAddress: false });
  });
});

describe('GET then PUT /v1/locations/{id} (spec section 7)', () => {
  it('saves what GET answered, sent back whole with one field changed, without If-Match', async () => {
    const created = await specProperty(t, owner, [shower.id]);
    const read = (await getLocation(t, created.id, owner)).json() as SpecLocation;
    const res = await putLocation(created.id, { ...read, name: 'Kaikōura Bay View' });
    expect(res.statusCode, res.body).toBe(200);
    expectSpecLocation(res.json(), { withAddress: true });
    const after = (await getLocation(t, created.id, owner)).json();
    expect(after.name).toBe('Kaikōura Bay View');
    // Nothing else moved: the exact position, the sites, the photos.
    expect(after.address).toEqual(read.address);
    expect(after.address).toMatchObject({ latitude: KAIKOURA.latitude, longitude: KAIKOURA.longitude });
    expect(after.images).toEqual(read.images);
    expect(after.propertyInformation).toEqual(read.propertyInformation);
  });

  it('saves the spec’s update fields, taken from what GET answered', async () => {
    const created = await specProperty(t, owner, [shower.id]);
    const read = (await getLocation(t, created.id, owner)).json() as SpecLocation;
    const site = read.propertyInformation.sites[0]!;
    const body = {
      ...specUpdateBody(read),
      description: 'Now with a hot shower by the shed.',
      directions: 'Second gate on the left.',
      website: 'https://kaikoura-paddock.example.com',
      propertyInformation: { sites: [{ ...site, spaces: 5, price: 2400 }], noticePeriod: 1 },
    };
    const res = await putLocation(created.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expectSpecLocation(saved, { withAddress: true });
    expect(saved).toMatchObject({
      id: created.id,
      description: 'Now with a hot shower by the shed.',
      directions: 'Second gate on the left.',
      website: 'https://kaikoura-paddock.example.com',
      price: 2400,
      propertyInformation: { noticePeriod: 1 },
    });
    expect(saved.propertyInformation.sites[0]).toMatchObject({ id: site.id, spaces: 5, price: 2400 });
  });

  it('saves with If-Match set to the ETag GET gave, and answers the new ETag', async () => {
    const created = await specProperty(t, owner);
    const read = await getLocation(t, created.id, owner);
    const etag = read.headers.etag as string;
    const res = await putLocation(
      created.id,
      { ...(read.json() as SpecLocation), name: 'Saved with If-Match' },
      { 'if-match': etag },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Saved with If-Match');
    const again = await getLocation(t, created.id, owner);
    expect(again.headers.etag).toEqual(expect.any(String));
    expect(again.headers.etag).not.toBe(etag);
    expect(res.headers.etag).toBe(again.headers.etag);
  });

  it('refuses with 412 a save whose If-Match is stale, and keeps the later save', async () => {
    const created = await specProperty(t, owner);
    const read = await getLocation(t, created.id, owner);
    const etag = read.headers.etag as string;
    // Someone saves first (with the same ETag).
    const first = await putLocation(
      created.id,
      { ...(read.json() as SpecLocation), name: 'First save' },
      { 'if-match': etag },
    );
    expect(first.statusCode, first.body).toBe(200);
    const stale = await putLocation(
      created.id,
      { ...(read.json() as SpecLocation), name: 'Stale save' },
      { 'if-match': etag },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toEqual(expect.any(String));
    expect(stale.json().message.length).toBeGreaterThan(0);
    expect((await getLocation(t, created.id, owner)).json().name).toBe('First save');
  });

  it('takes a save without If-Match over a later one (last write wins)', async () => {
    const created = await specProperty(t, owner);
    const read = (await getLocation(t, created.id, owner)).json() as SpecLocation;
    expect((await putLocation(created.id, { ...specUpdateBody(read), name: 'One' })).statusCode).toBe(200);
    const res = await putLocation(created.id, { ...specUpdateBody(read), name: 'Two' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getLocation(t, created.id, owner)).json().name).toBe('Two');
  });
});
