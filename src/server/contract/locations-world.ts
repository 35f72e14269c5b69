// Setup for the location and property calls' contract tests (the mobile apps' guard, issue 25): a
// host who may list properties, an administrator, site feature tags and uploaded photos, made with
// the shared test helpers. Only setup lives here; every call a test checks is written in its own
// file from the words of spec section 7, and its answer is read with the field names of section 3.

import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { signUp, type Actor } from '../testing/actors';
import { createTag } from '../testing/fixtures';
import type { TestContext } from '../testing/test-app';

export const uniqueEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.com`;

/** A host (spec section 6: a user with valid accountInformation), signed in. */
export const host = (t: TestContext) => signUp(t, uniqueEmail('contract-host'), { accountValid: true });
/** An administrator, signed in. */
export const administrator = (t: TestContext) =>
  signUp(t, uniqueEmail('contract-admin'), { roles: ['administrator'] });

/** A site feature tag (spec section 3: labels prefixed site_feature:). */
export const siteFeature = (t: TestContext, name: string) =>
  createTag(t.database.db, `site_feature:${name}-${randomUUID().slice(0, 6)}`, 'site_feature', name);

/** A Location as an answer gives it, with the fields spec section 3 names that the tests read. */
export type SpecLocation = Record<string, unknown> & {
  id: number;
  name: string;
  description: string;
  type: string;
  status: string;
  price: number | null;
  latitude: number;
  longitude: number;
  address: Record<string, unknown> | null;
  tags: number[];
  images: { id: string; url: string }[];
  website: string | null;
  directions: string | null;
  propertyInformation: { sites: (Record<string, unknown> & { id: number })[]; noticePeriod: number };
};

/** `POST /v1/images`: multipart `files`, `n` small PNGs, as `actor`. */
export async function postImages(t: TestContext, actor: Actor, n = 1) {
  const form = new FormData();
  for (let i = 0; i < n; i++) {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 40 * i, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `photo-${i}.png`);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/v1/images',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, ...actor.headers },
  });
}

/** Photos uploaded through `POST /v1/images`, as the answer gives them (objects with url). */
export async function uploadedImages(t: TestContext, actor: Actor, n = 1): Promise<{ url: string }[]> {
  const res = await postImages(t, actor, n);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** Somewhere in New Zealand, far from the other tests' places. */
export const KAIKOURA = { latitude: -42.4008, longitude: 173.6814 };

/**
 * The body of `POST /v1/locations` as spec section 7 lists it: type, name, address, latitude,
 * longitude, description, tags, site {spaces, price, tags}, images; the address as the Location
 * entity holds it (section 3): {address, latitude, longitude, postcode, country, city}.
 */
export function specCreateBody(images: unknown[], siteTags: number[], name = 'Kaikōura Coast Paddock') {
  return {
    type: 'property',
    name,
    address: {
      address: '80 Esplanade, Kaikōura',
      latitude: KAIKOURA.latitude,
      longitude: KAIKOURA.longitude,
      postcode: '7300',
      country: 'nz',
      city: 'Kaikōura',
    },
    latitude: KAIKOURA.latitude,
    longitude: KAIKOURA.longitude,
    description: 'A flat paddock above the bay, with the mountains behind.',
    tags: [],
    site: { spaces: 3, price: 2000, tags: siteTags },
    images,
  };
}

/** `POST /v1/locations` as `actor`. */
export const postLocation = (t: TestContext, actor: Actor, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/locations', payload: body as object, headers: actor.headers });

/** `GET /v1/locations/{id}`, signed in as `actor` or not. */
export const getLocation = (t: TestContext, id: number, actor?: Actor) =>
  t.app.inject({ method: 'GET', url: `/v1/locations/${id}`, headers: actor?.headers ?? {} });

/** A property made the spec's way, as its `POST /v1/locations` answer gives it. */
export async function specProperty(
  t: TestContext,
  owner: Actor,
  siteTags: number[] = [],
  name?: string,
): Promise<SpecLocation> {
  const images = await uploadedImages(t, owner, 2);
  const res = await postLocation(t, owner, specCreateBody(images, siteTags, name));
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** Spec section 3, Site: id, name, spaces, price (cents), tags, directions, status, availabilityRules. */
export function expectSpecSite(site: unknown) {
  for (const field of [
    'id',
    'name',
    'spaces',
    'price',
    'tags',
    'directions',
    'status',
    'availabilityRules',
  ]) {
    expect(site, `Site.${field}`).toHaveProperty(field);
  }
  const s = site as { price: unknown; spaces: unknown; tags: unknown; status: unknown };
  expect(Number.isInteger(s.price), 'Site.price in cents').toBe(true);
  expect(Number.isInteger(s.spaces)).toBe(true);
  expect(Array.isArray(s.tags)).toBe(true);
  expect(['active', 'deleted']).toContain(s.status);
}

/**
 * Spec section 3, Location / property: id, name, description, type, status, region, image, price
 * (cents), rating, address {address, latitude, longitude, postcode, country, city}, latitude,
 * longitude, images [{id, url}], tags, website, directions, owner/host, propertyInformation {sites,
 * noticePeriod}. (foreignKey is the bulk import's key and not answered here.) `withAddress`: the
 * caller may see the exact address (its host or an administrator).
 */
export function expectSpecLocation(location: unknown, { withAddress }: { withAddress: boolean }) {
  for (const field of [
    'id',
    'name',
    'description',
    'type',
    'status',
    'region',
    'image',
    'price',
    'rating',
    'address',
    'latitude',
    'longitude',
    'images',
    'tags',
    'website',
    'directions',
    'host',
    'propertyInformation',
  ]) {
    expect(location, `Location.${field}`).toHaveProperty(field);
  }
  const l = location as SpecLocation;
  expect(['property', 'freedom_campsite', 'commercial_campsite', 'other']).toContain(l.type);
  expect(['active', 'inactive']).toContain(l.status);
  expect(typeof l.latitude).toBe('number');
  expect(typeof l.longitude).toBe('number');
  if (l.price !== null) expect(Number.isInteger(l.price), 'Location.price in cents').toBe(true);
  expect(Array.isArray(l.tags)).toBe(true);
  for (const image of l.images as unknown[]) {
    expect(image, 'Location.images[].id').toHaveProperty('id');
    expect(image, 'Location.images[].url').toHaveProperty('url');
  }
  if (withAddress) {
    for (const field of ['address', 'latitude', 'longitude', 'postcode', 'country', 'city']) {
      expect(l.address, `Location.address.${field}`).toHaveProperty(field);
    }
  }
  expect(l.propertyInformation, 'Location.propertyInformation.sites').toHaveProperty('sites');
  expect([0, 1], 'Location.propertyInformation.noticePeriod').toContain(l.propertyInformation.noticePeriod);
  for (const site of l.propertyInformation.sites) expectSpecSite(site);
}
