// Saving host rules (issue 27, decision 041) with POST and PUT /v1/locations, and the search filters
// they feed: "fits my vehicle", "pets allowed", "self-contained not required".

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationDetailSchema, type LocationDetail } from '../../../domain/schemas/locations';
import type { CreatePropertyBody } from '../../../domain/schemas/property';
import { signUp, type Actor } from '../../testing/actors';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
let host: Actor;
let photo: { id: string; url: string };

// Westport, far from the other tests' places.
const WESTPORT = { latitude: -41.7545, longitude: 171.6042 };

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t, 'rules-host@example.test', { accountValid: true });
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 99, b: 9 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/images',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, ...host.headers },
  });
  photo = res.json()[0];
});
afterAll(() => t.close());

function body(overrides: Partial<CreatePropertyBody> = {}): CreatePropertyBody {
  return {
    name: 'Buller Gorge Farm',
    description: 'A river flat under the hills.',
    type: 'property',
    propertyType: 'Farm',
    address: {
      address: '5 Gorge Road, Westport',
      postcode: '7825',
      city: 'Westport',
      region: 'West Coast',
      country: 'nz',
    },
    latitude: WESTPORT.latitude,
    longitude: WESTPORT.longitude,
    tags: [],
    images: [photo],
    cancellationPolicy: 'moderate',
    propertyInformation: {
      noticePeriod: 0,
      sites: [
        { name: 'River flat', spaces: 2, price: 2500, tags: [], availabilityRules: [] },
        { name: 'Top paddock', spaces: 2, price: 2000, tags: [], availabilityRules: [] },
      ],
    },
    ...overrides,
  };
}

const create = async (payload: CreatePropertyBody) => {
  const res = await t.app.inject({ method: 'POST', url: '/v1/locations', payload, headers: host.headers });
  expect(res.statusCode, res.body).toBe(201);
  return locationDetailSchema.strict().parse(res.json());
};
const update = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/v1/locations/${id}`, payload, headers: host.headers });

/** The detail as the editor sends it back, with `change` applied to it. */
function editOf(d: LocationDetail) {
  return {
    ...body(),
    images: d.images,
    stayRules: d.stayRules as CreatePropertyBody['stayRules'],
    propertyInformation: {
      noticePeriod: d.propertyInformation.noticePeriod,
      sites: d.propertyInformation.sites.map((s) => ({
        id: s.id,
        name: s.name,
        spaces: s.spaces,
        price: s.price,
        tags: s.tags,
        availabilityRules: [],
        stayRules: s.stayRules as Record<string, unknown>,
      })),
    },
    version: d.version,
  };
}

const search = async (query: string) => {
  const res = await t.app.inject({
    url: `/v1/locations?latitude=${WESTPORT.latitude}&longitude=${WESTPORT.longitude}&radius=5&${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: number }[]).map((i) => i.id);
};

describe('saving host rules', () => {
  it('saves a property’s rules and a site’s overrides; GET answers them and a save without them keeps them', async () => {
    const created = await create(
      body({
        stayRules: { maxNights: 3, petsAllowed: true, sameDayCutoff: '17:00', checkInTime: '15:00' },
        propertyInformation: {
          noticePeriod: 0,
          sites: [
            {
              name: 'River flat',
              spaces: 2,
              price: 2500,
              tags: [],
              availabilityRules: [],
              stayRules: { selfContainedOnly: true, maxVehicleLengthMetres: 8, maxNights: null },
            },
            { name: 'Top paddock', spaces: 2, price: 2000, tags: [], availabilityRules: [] },
          ],
        },
      }),
    );
    expect(created.stayRules).toMatchObject({
      maxNights: 3,
      minNights: 1,
      petsAllowed: true,
      sameDayCutoff: '17:00',
      checkInTime: '15:00',
      checkOutTime: '10:00',
      acceptedCertificates: ['green', 'blue'],
    });
    // A null override (inherit) is not stored.
    expect(created.propertyInformation.sites.map((s) => s.stayRules)).toEqual([
      { selfContainedOnly: true, maxVehicleLengthMetres: 8 },
      {},
    ]);

    // A client that does not know the rules (the spec's) keeps them.
    const edit = editOf(created);
    const { stayRules: _, ...withoutRules } = edit;
    const kept = await update(created.id, {
      ...withoutRules,
      propertyInformation: {
        ...edit.propertyInformation,
        sites: edit.propertyInformation.sites.map(({ stayRules: __, ...s }) => s),
      },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().stayRules.maxNights).toBe(3);
    expect(kept.json().propertyInformation.sites[0].stayRules).toEqual({
      selfContainedOnly: true,
      maxVehicleLengthMetres: 8,
    });

    // The editor changes them.
    const again = editOf(locationDetailSchema.parse(kept.json()));
    again.stayRules = { ...again.stayRules, maxNights: 5, petsAllowed: false };
    again.propertyInformation.sites[1]!.stayRules = { petsAllowed: true, minNights: 2 };
    const changed = await update(created.id, again);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().stayRules).toMatchObject({ maxNights: 5, petsAllowed: false });
    expect(changed.json().propertyInformation.sites[1].stayRules).toEqual({
      petsAllowed: true,
      minNights: 2,
    });
  });

  it('refuses rules that do not hold together, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/locations',
      payload: body({ stayRules: { minNights: 4, maxNights: 2 } }),
      headers: host.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'stayRules.form.maxBelowMin', field: 'stayRules.maxNights' });
    const time = await t.app.inject({
      method: 'POST',
      url: '/v1/locations',
      payload: body({ stayRules: { sameDayCutoff: '25:00' } }),
      headers: host.headers,
    });
    expect(time.statusCode).toBe(400);
    expect(time.json()).toMatchObject({
      code: 'stayRules.form.timeInvalid',
      field: 'stayRules.sameDayCutoff',
    });
  });
});

describe('searching by the rules', () => {
  it('finds places that fit a vehicle, take pets, or do not want self-contained vehicles only', async () => {
    const open = await create(body({ name: 'Open Paddock' }));
    const strict = await create(
      body({
        name: 'Strict Orchard',
        stayRules: { selfContainedOnly: true, maxVehicleLengthMetres: 8 },
      }),
    );
    const mixed = await create(
      body({
        name: 'Mixed Vineyard',
        stayRules: { maxVehicleLengthMetres: 7 },
        propertyInformation: {
          noticePeriod: 0,
          sites: [
            { name: 'Rows', spaces: 1, price: 2000, tags: [], availabilityRules: [] },
            {
              name: 'Big rigs',
              spaces: 1,
              price: 2000,
              tags: [],
              availabilityRules: [],
              stayRules: { maxVehicleLengthMetres: 12, petsAllowed: true },
            },
          ],
        },
      }),
    );
    const all = await search('');
    expect(all).toEqual(expect.arrayContaining([open.id, strict.id, mixed.id]));

    const tenMetres = await search('vehicleLength=10');
    expect(tenMetres).toEqual(expect.arrayContaining([open.id, mixed.id]));
    expect(tenMetres).not.toContain(strict.id);
    expect(await search('vehicleLength=8')).toEqual(expect.arrayContaining([open.id, strict.id, mixed.id]));
    expect(await search('vehicleLength=13')).not.toContain(mixed.id);

    const pets = await search('pets=true');
    expect(pets).toContain(mixed.id);
    expect(pets).not.toContain(open.id);

    const anyVehicle = await search('selfContainedNotRequired=true');
    expect(anyVehicle).toEqual(expect.arrayContaining([open.id, mixed.id]));
    expect(anyVehicle).not.toContain(strict.id);

    // Without a centre too (the search that is not prepared).
    const everywhere = await t.app.inject({ url: '/v1/locations?selfContainedNotRequired=true&limit=200' });
    expect((everywhere.json().items as { id: number }[]).map((i) => i.id)).not.toContain(strict.id);

    const bad = await t.app.inject({ url: '/v1/locations?vehicleLength=abc' });
    expect(bad.statusCode).toBe(400);
  });
});
