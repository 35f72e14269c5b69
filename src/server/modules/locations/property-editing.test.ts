// Creating and editing properties (issue 9, decision 021): POST /v1/locations, PUT /v1/locations/{id},
// PUT /v1/locations/{id}/status, GET /v1/users/{id}/properties and POST /v1/images/existing, on a
// real app and database.

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { en, formatMessage, type MessageCode } from '../../../domain/messages';
import { locationDetailSchema } from '../../../domain/schemas/locations';
import { propertyListSchema, type CreatePropertyBody } from '../../../domain/schemas/property';
import { images, locations, sites } from '../../db/schema';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation, createTag } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
let host: Actor;
let otherHost: Actor;
let guest: Actor;
let admin: Actor;
let lapsed: Actor;
let wifi: { id: number };
let power: { id: number };
let selfContained: { id: number };
let farms: { id: number };
/** Uploads of the host's and of the other host's. */
let hostImages: { id: string; url: string }[];
let otherImage: { id: string; url: string };

// Gisborne, far from the other tests' places, so a search near it finds what these tests made.
const GISBORNE = { latitude: -38.6623, longitude: 178.0176 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  host = await signUp(t, 'prop-host@example.test', { accountValid: true });
  otherHost = await signUp(t, 'prop-other@example.test', { accountValid: true });
  guest = await signUp(t, 'prop-guest@example.test');
  admin = await signUp(t, 'prop-admin@example.test', { roles: ['administrator'] });
  lapsed = await signUp(t, 'prop-lapsed@example.test');
  wifi = await createTag(db, 'site_feature:wifi', 'site_feature', 'Wifi');
  power = await createTag(db, 'site_feature:power', 'site_feature', 'Power');
  selfContained = await createTag(db, 'self_contained', 'site_type', 'Self-contained');
  farms = await createTag(db, 'farms', 'collection', 'Farms');
  hostImages = await upload(host, 3);
  otherImage = (await upload(otherHost, 1))[0]!;
});
afterAll(() => t.close());

/** Uploads `n` small PNGs through POST /v1/images as `actor`. */
async function upload(actor: Actor, n: number): Promise<{ id: string; url: string }[]> {
  const form = new FormData();
  for (let i = 0; i < n; i++) {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 30 * i, g: 120, b: 90 } },
    })
      .png()
      .toBuffer();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `photo-${i}.png`);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/images',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, ...actor.headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const today = todayInAuckland();

function body(overrides: Partial<CreatePropertyBody> = {}): CreatePropertyBody {
  return {
    name: 'Poverty Bay Orchard',
    description: 'Citrus trees and a flat paddock by the river.',
    type: 'property',
    propertyType: 'Farm',
    address: {
      address: '12 Back Road, Gisborne',
      postcode: '4010',
      city: 'Gisborne',
      region: 'Gisborne',
      country: 'nz',
    },
    latitude: GISBORNE.latitude,
    longitude: GISBORNE.longitude,
    tags: [],
    images: hostImages.slice(0, 2).map((i) => ({ id: i.id, url: i.url })),
    website: 'https://orchard.example.test',
    directions: 'Gate by the red letterbox.',
    cancellationPolicy: 'moderate',
    propertyInformation: {
      noticePeriod: 0,
      sites: [
        {
          name: 'River flat',
          spaces: 4,
          price: 2500,
          tags: [wifi.id, selfContained.id],
          availabilityRules: [],
        },
        { name: 'Orchard corner', spaces: 2, price: 1800, tags: [power.id], availabilityRules: [] },
      ],
    },
    ...overrides,
  };
}

const create = (actor: Actor | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/locations',
    payload: payload as object,
    headers: actor?.headers ?? {},
  });
const update = (actor: Actor, id: number, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/locations/${id}`,
    payload: payload as object,
    headers: actor.headers,
  });
const setStatus = (actor: Actor, id: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/locations/${id}/status`,
    payload: { status },
    headers: actor.headers,
  });
const detail = async (id: number, actor?: Actor) => {
  const res = await t.app.inject({ url: `/v1/locations/${id}`, headers: actor?.headers ?? {} });
  expect(res.statusCode).toBe(200);
  return locationDetailSchema.strict().parse(res.json());
};
const availability = async (id: number, from = today, to = addDays(today, 27)) => {
  const res = await t.app.inject({ url: `/v1/locations/${id}/availability?from=${from}&to=${to}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    sites: { siteId: number; siteName: string; nights: { date: string; state: string; price: number }[] }[];
  };
};

/** The detail as a PUT body: what the editor loads and sends back. */
function editBodyOf(d: Awaited<ReturnType<typeof detail>>) {
  return {
    ...body(),
    name: d.name,
    description: d.description,
    tags: d.ownTags,
    images: d.images,
    propertyInformation: {
      noticePeriod: d.propertyInformation.noticePeriod,
      sites: d.propertyInformation.sites.map((s) => ({
        id: s.id,
        name: s.name,
        spaces: s.spaces,
        price: s.price,
        tags: s.tags,
        directions: s.directions,
        availabilityRules: s.availabilityRules.map((r) => ({
          type: r.type,
          dates: r.dates ?? null,
          days: r.days ?? null,
          months: r.months ?? null,
          price: r.price ?? null,
          spaces: r.spaces,
          description: r.description ?? null,
        })),
      })),
    },
    version: d.version,
  };
}

async function createAs(actor: Actor, overrides: Partial<CreatePropertyBody> = {}) {
  const res = await create(actor, body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return locationDetailSchema.strict().parse(res.json());
}

function expectRefusal(
  res: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  field?: string,
) {
  const got = res.json() as { code: string; field?: string; message: string };
  expect({ status: res.statusCode, code: got.code, field: got.field }).toEqual({ status, code, field });
}

describe('POST /v1/locations', () => {
  it('creates a listed property that search finds near its town with its lowest price, and whose calendar shows its sites', async () => {
    const created = await createAs(host);
    expect(created).toMatchObject({
      name: 'Poverty Bay Orchard',
      status: 'active',
      type: 'property',
      propertyType: 'Farm',
      city: 'Gisborne',
      region: 'Gisborne',
      price: 1800,
      host: { id: host.id },
      ownTags: [],
      version: 1,
      website: 'https://orchard.example.test',
      directions: 'Gate by the red letterbox.',
    });
    // The owner sees the exact address; the urls are the uploads' own.
    expect(created.address).toMatchObject({ address: '12 Back Road, Gisborne', postcode: '4010' });
    expect(created.images).toEqual(hostImages.slice(0, 2));
    expect(created.image).toBe(hostImages[0]!.url);
    expect(created.tags).toEqual([wifi.id, power.id, selfContained.id].sort((a, b) => a - b));
    expect(created.propertyInformation.sites.map((s) => [s.name, s.spaces, s.price])).toEqual([
      ['River flat', 4, 2500],
      ['Orchard corner', 2, 1800],
    ]);

    const search = await t.app.inject({
      url: `/v1/locations?latitude=${GISBORNE.latitude}&longitude=${GISBORNE.longitude}&radius=20`,
    });
    const found = (search.json() as { items: { id: number; price: number; image: string }[] }).items.find(
      (l) => l.id === created.id,
    );
    expect(found).toMatchObject({ price: 1800, image: hostImages[0]!.url });
    const byTag = await t.app.inject({
      url: `/v1/locations?tags=${power.id}&latitude=${GISBORNE.latitude}&longitude=${GISBORNE.longitude}`,
    });
    expect((byTag.json() as { items: { id: number }[] }).items.map((l) => l.id)).toContain(created.id);

    const calendar = await availability(created.id);
    expect(calendar.sites.map((s) => s.siteName)).toEqual(['River flat', 'Orchard corner']);
    expect(calendar.sites[1]!.nights[0]).toMatchObject({ date: today, state: 'available', price: 1800 });
  });

  it('keeps the url of each image from its own records, not the one sent', async () => {
    const created = await createAs(host, {
      images: [{ id: hostImages[2]!.id, url: 'https://evil.example.test/x.png' }],
    });
    expect(created.images).toEqual([hostImages[2]]);
  });

  it('saves the availability rules in order, and the calendar follows them', async () => {
    const from = addDays(today, 3);
    const created = await createAs(host, {
      propertyInformation: {
        noticePeriod: 0,
        sites: [
          {
            name: 'Only site',
            spaces: 3,
            price: 2000,
            tags: [],
            availabilityRules: [
              {
                type: 'Date Range',
                dates: { from, to: addDays(from, 1) },
                price: 3000,
                spaces: 3,
                description: 'Festival',
              },
            ],
          },
        ],
      },
    });
    const nights = (await availability(created.id)).sites[0]!.nights;
    expect(nights.find((n) => n.date === from)).toMatchObject({ state: 'available', price: 3000 });
    expect(nights.find((n) => n.date === addDays(from, 2))).toMatchObject({ price: 2000 });
  });

  it('tells a signed-in person without a valid payout account to set one up', async () => {
    const res = await create(guest, body());
    expectRefusal(res, 403, 'property.needPayoutAccount');
    expect(res.json().message).toBe(en.property.needPayoutAccount);
    expect((await create(null, body())).statusCode).toBe(401);
  });

  it('lets an administrator create a property as themselves, with any stored image and the property’s own tags', async () => {
    const created = await createAs(admin, {
      images: [{ id: otherImage.id }],
      tags: [farms.id],
      type: 'freedom_campsite',
    });
    expect(created).toMatchObject({ host: { id: admin.id }, ownTags: [farms.id], type: 'freedom_campsite' });
    expect(created.tags).toContain(farms.id);
    // A site feature is a site's, never the property's own.
    expectRefusal(
      await create(admin, body({ tags: [wifi.id] })),
      400,
      'property.siteFeaturesOnLocation',
      'tags',
    );
    expectRefusal(await create(admin, body({ tags: [999_999] })), 400, 'locations.unknownTags', 'tags');
  });

  it('keeps a host’s property tags empty: only administrators set them', async () => {
    const created = await createAs(host, { tags: [farms.id] });
    expect(created.ownTags).toEqual([]);
    expect(created.tags).not.toContain(farms.id);
  });

  it('refuses a listing other than a property from a host', async () => {
    expectRefusal(
      await create(host, body({ type: 'commercial_campsite' })),
      400,
      'property.typeNotAllowed',
      'type',
    );
  });

  describe('refuses bad input with the rule’s message and the field it is about, and creates nothing', () => {
    const site = { name: 'A site', spaces: 2, price: 2000, tags: [], availabilityRules: [] };
    const withSites = (sites: unknown[]) => ({ ...body(), propertyInformation: { noticePeriod: 0, sites } });
    const cases: [string, () => unknown, string, string][] = [
      [
        'more than 1500 spaces',
        () => withSites([{ ...site, spaces: 1501 }]),
        'property.spacesTooMany',
        'propertyInformation.sites.0.spaces',
      ],
      [
        'negative spaces',
        () => withSites([{ ...site, spaces: -1 }]),
        'property.spacesAtLeastZero',
        'propertyInformation.sites.0.spaces',
      ],
      [
        'a price under $10',
        () => withSites([{ ...site, price: 999 }]),
        'property.priceTooLow',
        'propertyInformation.sites.0.price',
      ],
      [
        'a price over $999',
        () => withSites([{ ...site, price: 99_901 }]),
        'property.priceTooHigh',
        'propertyInformation.sites.0.price',
      ],
      [
        'no price',
        () => withSites([{ ...site, price: undefined }]),
        'property.priceRequired',
        'propertyInformation.sites.0.price',
      ],
      ['no site', () => withSites([]), 'property.siteRequired', 'propertyInformation.sites'],
      [
        'only a deleted site',
        () => withSites([{ ...site, status: 'deleted' }]),
        'property.siteRequired',
        'propertyInformation.sites',
      ],
      [
        'a site without a name',
        () => withSites([{ ...site, name: ' ' }]),
        'property.siteNameRequired',
        'propertyInformation.sites.0.name',
      ],
      ['no image', () => ({ ...body(), images: [] }), 'property.imageRequired', 'images'],
      ['no coordinates', () => ({ ...body(), latitude: undefined }), 'property.addressFromList', 'latitude'],
      ['coordinates as text', () => ({ ...body(), longitude: '' }), 'property.addressFromList', 'longitude'],
      [
        'an address outside New Zealand',
        () => ({ ...body(), latitude: -33.87, longitude: 151.21 }),
        'property.addressOutsideNz',
        'address.address',
      ],
      [
        'no address',
        () => ({ ...body(), address: { ...body().address, address: '' } }),
        'property.addressRequired',
        'address.address',
      ],
      ['no name', () => ({ ...body(), name: '' }), 'property.nameRequired', 'name'],
      [
        'no description',
        () => ({ ...body(), description: '' }),
        'property.descriptionRequired',
        'description',
      ],
      [
        'no property type',
        () => ({ ...body(), propertyType: 'Select One' }),
        'property.propertyTypeRequired',
        'propertyType',
      ],
      [
        'a website that is not one',
        () => ({ ...body(), website: 'orchard' }),
        'property.websiteInvalid',
        'website',
      ],
      [
        'an unknown tag',
        () => withSites([{ ...site, tags: [999_999] }]),
        'locations.unknownTags',
        'propertyInformation.sites.0.tags',
      ],
      [
        'a tag that is not a site’s',
        () => withSites([{ ...site, tags: [farms.id] }]),
        'property.notSiteFeatures',
        'propertyInformation.sites.0.tags',
      ],
      [
        'a Date Range rule from after to',
        () =>
          withSites([
            {
              ...site,
              availabilityRules: [
                {
                  type: 'Date Range',
                  dates: { from: '2030-02-02', to: '2030-02-01' },
                  price: 2000,
                  spaces: 1,
                },
              ],
            },
          ]),
        'property.ruleDatesInvalid',
        'propertyInformation.sites.0.availabilityRules.0.dates',
      ],
      [
        'a Custom rule without days',
        () =>
          withSites([
            { ...site, availabilityRules: [{ type: 'Custom', days: [], months: ['January'], spaces: 0 }] },
          ]),
        'property.ruleDaysRequired',
        'propertyInformation.sites.0.availabilityRules.0.days',
      ],
      [
        'another user’s image',
        () => ({ ...body(), images: [{ id: otherImage.id }] }),
        'property.unknownImages',
        'images',
      ],
      [
        'an image id that is no upload',
        () => ({ ...body(), images: [{ id: 'not-an-image' }] }),
        'property.unknownImages',
        'images',
      ],
    ];
    for (const [name, make, code, field] of cases) {
      it(name, async () => {
        const before = await t.database.db.$count(locations);
        const res = await create(host, make());
        expectRefusal(res, 400, code, field);
        expect(res.json().message).toBe(formatMessage(code as MessageCode, res.json().params));
        expect(await t.database.db.$count(locations)).toBe(before);
      });
    }
  });
});

describe('PUT /v1/locations/{id}', () => {
  it('saves the owner’s edit, moves the version on, and search and the calendar follow at once', async () => {
    const created = await createAs(host);
    const edit = editBodyOf(created);
    edit.name = 'Poverty Bay Orchard and Vines';
    edit.images = [...created.images].reverse();
    edit.propertyInformation.sites[0]!.price = 1500;
    const res = await update(host, created.id, edit);
    expect(res.statusCode, res.body).toBe(200);
    const saved = locationDetailSchema.strict().parse(res.json());
    expect(saved).toMatchObject({ name: 'Poverty Bay Orchard and Vines', version: 2, price: 1500 });
    expect(saved.images).toEqual([...created.images].reverse());
    expect(saved.image).toBe(created.images[1]!.url);
    expect(saved.propertyInformation.sites.map((s) => s.id)).toEqual(
      created.propertyInformation.sites.map((s) => s.id),
    );
    const calendar = await availability(created.id);
    expect(calendar.sites[0]!.nights[0]!.price).toBe(1500);
  });

  it('answers 404 to a stranger and changes nothing', async () => {
    const created = await createAs(host);
    const res = await update(otherHost, created.id, { ...editBodyOf(created), name: 'Taken over' });
    expectRefusal(res, 404, 'locations.notFound');
    expectRefusal(await update(guest, created.id, editBodyOf(created)), 404, 'locations.notFound');
    expect((await detail(created.id)).name).toBe('Poverty Bay Orchard');
    expectRefusal(await update(host, 999_999, editBodyOf(created)), 404, 'locations.notFound');
  });

  it('tells an owner whose payout account is no longer valid to set it up', async () => {
    const location = await createLocation(t.database.db, { ownerId: lapsed.id });
    const d = await detail(location.id, lapsed);
    expectRefusal(await update(lapsed, location.id, editBodyOf(d)), 403, 'property.needPayoutAccount');
  });

  it('lets an administrator edit anyone’s property, and set its own tags', async () => {
    const created = await createAs(host);
    const res = await update(admin, created.id, {
      ...editBodyOf(created),
      name: 'Checked by Stopover',
      tags: [farms.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Checked by Stopover',
      ownTags: [farms.id],
      host: { id: host.id },
      version: 2,
    });
    // The host's next save keeps the administrator's tags, whatever it sends.
    const again = await update(host, created.id, { ...editBodyOf(await detail(created.id)), tags: [] });
    expect(again.json()).toMatchObject({ ownTags: [farms.id], version: 3 });
    expect(again.json().tags).toContain(farms.id);
  });

  it('refuses a save made from an older version with 409, and keeps the later save', async () => {
    const created = await createAs(host);
    const first = await update(host, created.id, { ...editBodyOf(created), name: 'First save' });
    expect(first.statusCode).toBe(200);
    const stale = await update(admin, created.id, { ...editBodyOf(created), name: 'Second save' });
    expectRefusal(stale, 409, 'property.staleEdit');
    expect(stale.json().message).toBe(en.property.staleEdit);
    expect(await detail(created.id)).toMatchObject({ name: 'First save', version: 2 });
  });

  it('takes one of two saves made at once from the same version, and answers the other 409', async () => {
    const created = await createAs(host);
    const saves = await Promise.all(
      ['Saved by the host', 'Saved by the administrator'].map((name, i) =>
        update(i === 0 ? host : admin, created.id, { ...editBodyOf(created), name }),
      ),
    );
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = saves.find((r) => r.statusCode === 200)!.json() as { name: string };
    expect(await detail(created.id)).toMatchObject({ name: winner.name, version: 2 });
  });

  it('deletes a site: it leaves the calendar and the price, and its rules stay stored', async () => {
    const created = await createAs(host);
    const edit = editBodyOf(created);
    const [flat, corner] = edit.propertyInformation.sites as { id: number; status?: string }[];
    corner!.status = 'deleted';
    const res = await update(host, created.id, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().propertyInformation.sites.map((s: { id: number }) => s.id)).toEqual([flat!.id]);
    expect(res.json()).toMatchObject({ price: 2500 });
    expect((await availability(created.id)).sites.map((s) => s.siteId)).toEqual([flat!.id]);
    const [row] = await t.database.db.select().from(sites).where(eq(sites.id, corner!.id));
    expect(row!.status).toBe('deleted');
    // The deleted site's power tag no longer finds the property.
    expect(res.json().tags).not.toContain(power.id);
  });

  it('adds a new site, and leaves a saved site the form did not send as it was', async () => {
    const created = await createAs(host);
    const edit = editBodyOf(created);
    const first = edit.propertyInformation.sites[0]!;
    edit.propertyInformation.sites = [
      first,
      { name: 'Hilltop', spaces: 1, price: 4000, tags: [], availabilityRules: [] },
    ] as typeof edit.propertyInformation.sites;
    const res = await update(host, created.id, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .propertyInformation.sites.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Hilltop', 'Orchard corner', 'River flat']);
  });

  it('refuses a site of another property, and changes nothing', async () => {
    const mine = await createAs(host);
    const theirs = await createAs(otherHost, { images: [{ id: otherImage.id }] });
    const edit = editBodyOf(mine);
    edit.name = 'Should not stick';
    edit.propertyInformation.sites[1]!.id = theirs.propertyInformation.sites[0]!.id;
    expectRefusal(
      await update(host, mine.id, edit),
      400,
      'property.unknownSite',
      'propertyInformation.sites.1.id',
    );
    expect(await detail(mine.id)).toMatchObject({ name: 'Poverty Bay Orchard', version: 1 });
  });

  it('closes a site for a week with a Date Range rule of 0 spaces: the calendar shows those nights unavailable', async () => {
    const created = await createAs(host);
    const from = addDays(today, 7);
    const to = addDays(today, 13);
    const edit = editBodyOf(created);
    edit.propertyInformation.sites[0]!.availabilityRules = [
      {
        type: 'Date Range',
        dates: { from, to },
        days: null,
        months: null,
        price: 2500,
        spaces: 0,
        description: 'Shearing',
      },
    ];
    const res = await update(host, created.id, edit);
    expect(res.statusCode, res.body).toBe(200);
    const site = created.propertyInformation.sites[0]!.id;
    const nights = (await availability(created.id)).sites.find((s) => s.siteId === site)!.nights;
    const closed = nights.filter((n) => n.state === 'unavailable').map((n) => n.date);
    expect(closed).toEqual(Array.from({ length: 7 }, (_, i) => addDays(from, i)));
    expect((await detail(created.id)).propertyInformation.sites[0]!.availabilityRules).toEqual([
      expect.objectContaining({
        type: 'Date Range',
        dates: { from, to },
        spaces: 0,
        description: 'Shearing',
      }),
    ]);
  });

  it('keeps photos the property already has, and refuses another user’s upload', async () => {
    const created = await createAs(host);
    const edit = editBodyOf(created);
    edit.images = [...created.images, { id: otherImage.id, url: otherImage.url }];
    expectRefusal(await update(host, created.id, edit), 400, 'property.unknownImages', 'images');
    // A photo put on by an administrator stays when the host saves.
    const byAdmin = await update(admin, created.id, edit);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const again = await update(host, created.id, editBodyOf(await detail(created.id)));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().images.map((i: { url: string }) => i.url)).toContain(otherImage.url);
  });

  it('edits a property whose photos came from no upload (imported), keeping them by the ids GET gives', async () => {
    const location = await createLocation(t.database.db, {
      ownerId: host.id,
      images: ['/uploads/import/a.jpg'],
    });
    const d = await detail(location.id, host);
    const res = await update(host, location.id, { ...editBodyOf(d), name: 'Imported, then edited' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().images.map((i: { url: string }) => i.url)).toEqual(['/uploads/import/a.jpg']);
  });

  // Decision 033: the spec's client sends neither `version` nor `If-Match`; its save is taken as it is.
  it('takes a save without a version over a later one (last write wins)', async () => {
    const created = await createAs(host);
    const { version: _v, ...withoutVersion } = editBodyOf(created);
    expect((await update(host, created.id, { ...editBodyOf(created), name: 'Saved first' })).statusCode).toBe(
      200,
    );
    const res = await update(host, created.id, { ...withoutVersion, name: 'Saved last' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(created.id)).toMatchObject({ name: 'Saved last', version: 3 });
  });
});

describe('PUT /v1/locations/{id} with If-Match, and the spec’s shapes (decision 033)', () => {
  const put = (id: number, payload: unknown, ifMatch?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/locations/${id}`,
      payload: payload as object,
      headers: { ...host.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    });
  const etagOf = async (id: number) =>
    (await t.app.inject({ url: `/v1/locations/${id}`, headers: host.headers })).headers.etag as string;

  it('gives the ETag to the host only: the public answer has none', async () => {
    const created = await createAs(host);
    expect(await etagOf(created.id)).toBe(`"${created.id}-1"`);
    const anonymous = await t.app.inject({ url: `/v1/locations/${created.id}` });
    expect(anonymous.headers.etag).toBeUndefined();
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });

  it('refuses a stale If-Match with 412 and its message, and reads a weak tag and * as versions', async () => {
    const created = await createAs(host);
    const etag = await etagOf(created.id);
    expect((await put(created.id, { ...editBodyOf(created), name: 'One' }, `W/${etag}`)).statusCode).toBe(
      200,
    );
    const stale = await put(created.id, { ...editBodyOf(created), version: undefined, name: 'Two' }, etag);
    expectRefusal(stale, 412, 'property.staleIfMatch');
    expect(stale.json().message).toBe(formatMessage('property.staleIfMatch', { expected: 1, current: 2 }));
    // Another property's tag names no version of this one.
    const other = await createAs(host);
    const wrong = await put(created.id, { ...editBodyOf(created), version: undefined }, `"${other.id}-2"`);
    expect(wrong.statusCode).toBe(412);
    const any = await put(created.id, { ...editBodyOf(created), version: undefined, name: 'Three' }, '*');
    expect(any.statusCode, any.body).toBe(200);
    expect(any.headers.etag).toBe(`"${created.id}-3"`);
  });

  it('checks the body’s version too (409) when both are sent', async () => {
    const created = await createAs(host);
    const etag = await etagOf(created.id);
    const res = await put(created.id, { ...editBodyOf(created), version: 7 }, etag);
    expectRefusal(res, 409, 'property.staleEdit');
  });

  it('keeps the stored property type, policy and notice period when a save leaves them out', async () => {
    const created = await createAs(host, {
      cancellationPolicy: 'strict',
      propertyInformation: { ...body().propertyInformation, noticePeriod: 1 },
    });
    const { propertyType: _p, cancellationPolicy: _c, type: _t, version: _v, ...rest } = editBodyOf(created);
    const { noticePeriod: _n, ...sitesOnly } = rest.propertyInformation;
    const res = await put(created.id, { ...rest, propertyInformation: sitesOnly, name: 'Left out' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Left out',
      type: 'property',
      propertyType: 'Farm',
      cancellationPolicy: 'strict',
      propertyInformation: { noticePeriod: 1 },
    });
  });

  it('refuses an id other than the path’s, and coordinates that disagree', async () => {
    const created = await createAs(host);
    const read = await detail(created.id, host);
    expectRefusal(await put(created.id, { ...read, id: created.id + 1 }), 400, 'property.idMismatch', 'id');
    const moved = { ...read, address: { ...read.address!, latitude: read.address!.latitude + 0.5 } };
    expectRefusal(await put(created.id, moved), 400, 'property.coordinatesDisagree', 'latitude');
  });

  it('creates a property the spec’s way with no property type, named sites Site 1 and Site 2', async () => {
    const { propertyType: _p, propertyInformation, ...rest } = body();
    const sites = propertyInformation.sites.map(({ name: _name, ...site }) => site);
    const res = await create(host, { ...rest, propertyInformation: { sites } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.etag).toBe(`"${res.json().id}-1"`);
    const created = locationDetailSchema.strict().parse(res.json());
    expect(created.propertyType).toBeNull();
    expect(created.propertyInformation.sites.map((site) => site.name)).toEqual(['Site 1', 'Site 2']);
  });
});

describe('PUT /v1/locations/{id}/status', () => {
  it('unlists and lists a property, and search follows', async () => {
    const created = await createAs(host);
    const off = await setStatus(host, created.id, 'inactive');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ id: created.id, status: 'inactive' });
    const near = `/v1/locations?latitude=${GISBORNE.latitude}&longitude=${GISBORNE.longitude}&limit=100`;
    const ids = async () =>
      ((await t.app.inject({ url: near })).json() as { items: { id: number }[] }).items.map((l) => l.id);
    expect(await ids()).not.toContain(created.id);
    expect(await detail(created.id)).toMatchObject({ status: 'inactive', version: 2 });
    const on = await setStatus(host, created.id, 'active');
    expect(on.json()).toEqual({ id: created.id, status: 'active' });
    expect(await ids()).toContain(created.id);
  });

  it('refuses to list a property without a photo, and changes nothing', async () => {
    const location = await createLocation(t.database.db, {
      ownerId: host.id,
      status: 'inactive',
      images: [],
    });
    const res = await setStatus(host, location.id, 'active');
    expectRefusal(res, 400, 'property.listWithoutPhoto', 'status');
    expect(res.json().message).toBe(en.property.listWithoutPhoto);
    expect(await detail(location.id)).toMatchObject({ status: 'inactive', version: 1 });
    // Off is always allowed.
    expect((await setStatus(host, location.id, 'inactive')).statusCode).toBe(200);
  });

  it('answers 404 to a stranger, 403 to an owner without a payout account, 200 to an administrator', async () => {
    const created = await createAs(host);
    expectRefusal(await setStatus(otherHost, created.id, 'inactive'), 404, 'locations.notFound');
    const location = await createLocation(t.database.db, { ownerId: lapsed.id });
    expectRefusal(await setStatus(lapsed, location.id, 'inactive'), 403, 'property.needPayoutAccount');
    expect((await setStatus(admin, created.id, 'inactive')).statusCode).toBe(200);
    expect((await detail(created.id)).status).toBe('inactive');
  });
});

describe('GET /v1/users/{id}/properties', () => {
  it('lists a host’s properties newest first, every status, to the host and administrators only', async () => {
    const lister = await signUp(t, 'prop-lister@example.test', { accountValid: true });
    const [image] = await upload(lister, 1);
    const older = await createAs(lister, { name: 'Older', images: [image!] });
    const newer = await createAs(lister, { name: 'Newer', images: [image!] });
    await setStatus(lister, older.id, 'inactive');
    const list = async (actor: Actor) =>
      t.app.inject({ url: `/v1/users/${lister.id}/properties`, headers: actor.headers });
    const own = await list(lister);
    expect(own.statusCode).toBe(200);
    const items = propertyListSchema.strict().parse(own.json()).items;
    expect(items).toEqual([
      {
        id: newer.id,
        name: 'Newer',
        status: 'active',
        image: image!.url,
        imageCount: 1,
        siteCount: 2,
        price: 1800,
        city: 'Gisborne',
        region: 'Gisborne',
      },
      expect.objectContaining({ id: older.id, name: 'Older', status: 'inactive' }),
    ]);
    expect((await list(admin)).json()).toEqual(own.json());
    expectRefusal(await list(otherHost), 404, 'users.notFound');
    expectRefusal(await list(guest), 404, 'users.notFound');
    const nobody = await t.app.inject({ url: '/v1/users/nobody/properties', headers: admin.headers });
    expectRefusal(nobody, 404, 'users.notFound');
  });
});

describe('POST /v1/images/existing', () => {
  const existing = (actor: Actor, urls: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/images/existing',
      payload: { images: urls.map((url) => ({ url })) },
      headers: actor.headers,
    });

  it('answers the caller’s own stored images by url, in order', async () => {
    const res = await existing(host, [hostImages[1]!.url, hostImages[0]!.url]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([hostImages[1], hostImages[0]]);
  });

  it('refuses a url Stopover does not store for the caller, without fetching anything', async () => {
    const outside = await existing(host, [hostImages[0]!.url, 'https://example.test/cat.jpg']);
    expectRefusal(outside, 400, 'images.notOurs', 'images.1.url');
    expect(outside.json().params).toEqual({ url: 'https://example.test/cat.jpg' });
    expectRefusal(await existing(host, [otherImage.url]), 400, 'images.notOurs', 'images.0.url');
  });

  it('lets an administrator use any stored image', async () => {
    const res = await existing(admin, [otherImage.url]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([otherImage]);
    const [row] = await t.database.db.select().from(images).where(eq(images.id, otherImage.id));
    expect(row!.ownerId).toBe(otherHost.id);
  });
});
