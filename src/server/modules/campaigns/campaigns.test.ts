// Campaign administration (spec sections 3, 4, 5, 7 and 9): creating codes under every rule of the
// Campaign dialog, changing and deleting them, and finding them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminActions, users } from '../../db/schema';
import { createCollectionPage, createLocation } from '../../testing/fixtures';
import { signUp, type Actor } from '../../testing/actors';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
let admin: Actor;
let addOnly: Actor;
let guest: Actor;
let affiliate: Actor;
let siteId: number;
let locationId: number;
let removedSiteId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'campaigns-admin@example.test', { roles: ['administrator'] });
  addOnly = await signUp(t, 'campaigns-addonly@example.test', { roles: ['addpropertiesonly_administrator'] });
  guest = await signUp(t, 'campaigns-guest@example.test');
  affiliate = await signUp(t, 'campaigns-affiliate@example.test');
  await t.database.db.update(users).set({ isReferrer: true }).where(eq(users.id, affiliate.id));
  const location = await createLocation(t.database.db, {
    name: 'Campaign Farm',
    sites: [{ name: 'Orchard' }, { name: 'Gone', status: 'deleted' }],
  });
  locationId = location.id;
  siteId = location.sites[0]!.id;
  removedSiteId = location.sites[1]!.id;
  await createCollectionPage(t.database.db, { slug: 'coastal-stays', title: 'Coastal stays' });
});
afterAll(() => t.close());

let codes = 0;
/** A valid Credit campaign with its own code; `fields` override. */
const credit = (fields: Record<string, unknown> = {}) => ({
  type: 'Credit',
  code: `CREDIT${++codes}`,
  userMessage: '$20 off your stay',
  validFrom: '2030-01-01',
  validUntil: '2030-02-01',
  creditAmount: 2000,
  ...fields,
});
const discount = (fields: Record<string, unknown> = {}) => ({
  type: 'Discount',
  code: `DISCOUNT${++codes}`,
  userMessage: '20% off two nights',
  validFrom: '2030-01-01',
  percentageDiscount: 20,
  numberOfNights: 2,
  ...fields,
});

const create = (payload: unknown, by: Actor | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/campaigns',
    payload: payload as object,
    headers: by?.headers ?? {},
  });
const update = (id: number, payload: unknown, by: Actor | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/campaigns/${id}`,
    payload: payload as object,
    headers: by?.headers ?? {},
  });
const search = (query = '', by: Actor | null = admin) =>
  t.app.inject({ url: `/v1/campaigns/search${query}`, headers: by?.headers ?? {} });
const created = async (payload: unknown) => {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string };
};
const actionsOf = async (code: string) =>
  (await t.database.db.select().from(adminActions))
    .filter((a) => (a.details as { code?: string }).code === code)
    .map((a) => ({ action: a.action, actorId: a.actorId, details: a.details }));

describe('POST /v1/campaigns', () => {
  it('creates an active Credit campaign, its code without spaces and uppercased, and records it', async () => {
    const res = await create(
      credit({ code: ' summer 20 ', userEmail: 'Someone@Example.test', maximumRedeemCount: 5 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      type: 'Credit',
      code: 'SUMMER20',
      userMessage: '$20 off your stay',
      validFrom: '2030-01-01',
      validUntil: '2030-02-01',
      creditAmount: 2000,
      numberOfNights: null,
      percentageDiscount: null,
      locationId: null,
      locationName: null,
      siteId: null,
      siteName: null,
      collectionSlug: null,
      location: null,
      site: null,
      tourCode: null,
      collection: null,
      userEmail: 'someone@example.test',
      maximumRedeemCount: 5,
      redeemCount: 0,
      affiliateEmail: null,
      status: 'active',
      deleted: false,
      createdAt: expect.any(String),
    });
    expect(await actionsOf('SUMMER20')).toEqual([
      { action: 'campaign.create', actorId: admin.id, details: { code: 'SUMMER20', type: 'Credit' } },
    ]);
  });

  it('creates a Discount of 20% for 2 nights, keeping only what its type uses', async () => {
    const body = (await created(discount({ code: 'TWENTY', creditAmount: 500, siteId }))) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      type: 'Discount',
      percentageDiscount: 20,
      numberOfNights: 2,
      creditAmount: null,
      siteId: null,
      validUntil: null,
    });
  });

  it('takes the types with spaces, as the spec writes them: a Site Discount on a site, a Tour Discount on a collection', async () => {
    const site = await created(discount({ type: 'Site Discount', siteId }));
    expect(site).toMatchObject({
      type: 'SiteDiscount',
      siteId,
      siteName: 'Orchard',
      locationId,
      locationName: 'Campaign Farm',
    });
    const tour = await created(discount({ type: 'Tour Discount', collectionSlug: 'coastal-stays' }));
    expect(tour).toMatchObject({ type: 'TourDiscount', collectionSlug: 'coastal-stays', siteId: null });
  });

  it('takes an affiliate: a user who is one', async () => {
    const body = await created(credit({ affiliateEmail: 'CAMPAIGNS-AFFILIATE@example.test' }));
    expect(body).toMatchObject({ affiliateEmail: 'campaigns-affiliate@example.test' });
  });

  it.each([
    ['no code', { code: '' }, 'campaign.codeRequired', 'code', 'Code required'],
    ['a blank code', { code: '   ' }, 'campaign.codeRequired', 'code', 'Code required'],
    ['a code with other characters', { code: 'SAVE$5' }, 'campaign.codeFormat', 'code', undefined],
    ['a code too long', { code: 'A'.repeat(41) }, 'validation.tooLong', 'code', undefined],
    ['no from date', { validFrom: undefined }, 'campaign.fromRequired', 'validFrom', 'From date required'],
    ['an empty from date', { validFrom: '' }, 'campaign.fromRequired', 'validFrom', 'From date required'],
    ['a from date that is no date', { validFrom: '2030-02-30' }, 'validation.date', 'validFrom', undefined],
    [
      'an until date before the from date',
      { validUntil: '2029-12-31' },
      'campaign.untilBeforeFrom',
      'validUntil',
      undefined,
    ],
    [
      'a Credit without an amount',
      { creditAmount: undefined },
      'campaign.creditRequired',
      'creditAmount',
      'Credit amount required',
    ],
    [
      'a Credit of 0',
      { creditAmount: 0 },
      'campaign.creditRequired',
      'creditAmount',
      'Credit amount required',
    ],
    ['a Credit in part cents', { creditAmount: 12.5 }, 'validation.wholeNumber', 'creditAmount', undefined],
    [
      'no user message',
      { userMessage: '  ' },
      'campaign.userMessageRequired',
      'userMessage',
      'User message required',
    ],
    ['an unknown type', { type: 'Gift' }, 'campaign.typeRequired', 'type', undefined],
    ['no type', { type: undefined }, 'campaign.typeRequired', 'type', undefined],
    ['a user email that is not one', { userEmail: 'someone' }, 'auth.invalidEmail', 'userEmail', undefined],
    [
      'an affiliate email that is not one',
      { affiliateEmail: 'x@' },
      'auth.invalidEmail',
      'affiliateEmail',
      undefined,
    ],
    [
      'a maximum redeem count of 0',
      { maximumRedeemCount: 0 },
      'campaign.maximumAtLeastOne',
      'maximumRedeemCount',
      undefined,
    ],
  ])('refuses %s (400 naming the field)', async (_, fields, code, field, message) => {
    const res = await create(credit(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, field });
    if (message) expect(res.json().message).toBe(message);
  });

  it.each([
    [
      'Discount',
      'no percentage',
      { percentageDiscount: undefined },
      'campaign.percentageRequired',
      'percentageDiscount',
    ],
    [
      'Discount',
      'a percentage of 0',
      { percentageDiscount: 0 },
      'campaign.percentageRange',
      'percentageDiscount',
    ],
    [
      'Discount',
      'a percentage over 100',
      { percentageDiscount: 101 },
      'campaign.percentageRange',
      'percentageDiscount',
    ],
    [
      'Discount',
      'no number of nights',
      { numberOfNights: undefined },
      'campaign.nightsRequired',
      'numberOfNights',
    ],
    ['Discount', '0 nights', { numberOfNights: 0 }, 'campaign.nightsRequired', 'numberOfNights'],
    [
      'SiteDiscount',
      'no percentage',
      { siteId, percentageDiscount: null },
      'campaign.percentageRequired',
      'percentageDiscount',
    ],
    ['SiteDiscount', 'no site', {}, 'campaign.siteRequired', 'siteId'],
    ['SiteDiscount', 'an unknown site', { siteId: 999_999 }, 'campaign.unknownSite', 'siteId'],
    [
      'TourDiscount',
      'no nights',
      { collectionSlug: 'coastal-stays', numberOfNights: null },
      'campaign.nightsRequired',
      'numberOfNights',
    ],
    ['TourDiscount', 'no collection', {}, 'campaign.collectionRequired', 'collectionSlug'],
    [
      'TourDiscount',
      'an unknown collection',
      { collectionSlug: 'nowhere' },
      'campaign.unknownCollection',
      'collectionSlug',
    ],
  ])('refuses a %s with %s (400 naming the field)', async (type, _, fields, code, field) => {
    const res = await create(discount({ type, ...fields }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, field });
  });

  it('answers the spec’s words for the discount rules', async () => {
    const res = await create(discount({ percentageDiscount: null }));
    expect(res.json().message).toBe('% discount required for discount campaigns');
    const nights = await create(discount({ numberOfNights: null }));
    expect(nights.json().message).toBe('Number of nights required');
    const site = await create(discount({ type: 'SiteDiscount' }));
    expect(site.json().message).toBe('Site required');
    const tour = await create(discount({ type: 'TourDiscount' }));
    expect(tour.json().message).toBe('Collection required');
  });

  it('refuses a removed site', async () => {
    const res = await create(discount({ type: 'SiteDiscount', siteId: removedSiteId }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'campaign.unknownSite', field: 'siteId' });
  });

  it('reads the spec’s location, site, tourCode and collection as ours, and answers both names', async () => {
    const site = await created(
      discount({ type: 'Site Discount', location: locationId, site: String(siteId) }),
    );
    expect(site).toMatchObject({ locationId, location: locationId, siteId, site: siteId });
    const tour = await created(discount({ type: 'TourDiscount', tourCode: 'coastal-stays', collection: '' }));
    expect(tour).toMatchObject({ collectionSlug: 'coastal-stays', tourCode: 'coastal-stays' });
    // A name the type does not use is dropped, as ours are.
    const plain = await created(discount({ location: locationId, collection: 'coastal-stays' }));
    expect(plain).toMatchObject({ locationId: null, location: null, collectionSlug: null, collection: null });
  });

  it('refuses two names of one field that disagree, a site of another location, and unknown fields', async () => {
    const twice = await create(
      discount({ type: 'TourDiscount', tourCode: 'coastal-stays', collection: 'other' }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'campaign.fieldsDisagree', field: 'collection' });
    const ours = await create(discount({ type: 'SiteDiscount', siteId, site: removedSiteId }));
    expect(ours.json()).toMatchObject({ code: 'campaign.fieldsDisagree', field: 'site' });
    const elsewhere = await create(
      discount({ type: 'SiteDiscount', site: siteId, location: locationId + 1000 }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'campaign.siteNotAtLocation', field: 'siteId' });
    const unknown = await create(credit({ colour: 'red' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation.unknownFields' });
  });

  it('refuses an affiliate email of nobody, or of someone who is not an affiliate', async () => {
    for (const email of ['nobody@example.test', guest.email]) {
      const res = await create(credit({ affiliateEmail: email }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'campaign.notAnAffiliate',
        field: 'affiliateEmail',
        message: `${email} is not an affiliate. Make them one on the Affiliates screen first.`,
      });
    }
  });

  it('refuses a code that is taken, in any case (409), and creates nothing', async () => {
    await created(credit({ code: 'TAKEN' }));
    const res = await create(discount({ code: 'ta ken' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'campaign.duplicate',
      field: 'code',
      message: 'A campaign with the code TAKEN already exists.',
    });
    const found = (await search('?code=TAKEN')).json().items as { type: string }[];
    expect(found.map((c) => c.type)).toEqual(['Credit']);
    expect(await actionsOf('TAKEN')).toHaveLength(1);
  });

  it('creates one campaign of 10 concurrent creates of one code; the rest hear 409', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(credit({ code: 'RACE' }))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await search('?code=RACE')).json().items).toHaveLength(1);
    expect(await actionsOf('RACE')).toHaveLength(1);
  });

  it('refuses everyone but administrators: 401 anonymous, 403 signed in (addpropertiesonly_administrator too)', async () => {
    expect((await create(credit({ code: 'NOPE' }), null)).statusCode).toBe(401);
    expect((await create(credit({ code: 'NOPE' }), guest)).statusCode).toBe(403);
    expect((await create(credit({ code: 'NOPE' }), addOnly)).statusCode).toBe(403);
    expect((await search('?code=NOPE')).json().items).toEqual([]);
  });
});

describe('PUT /v1/campaigns/{id}', () => {
  it('changes the valid-until date and the status, recording each change', async () => {
    const { id } = await created(credit({ code: 'CHANGE' }));
    const until = await update(id, { validUntil: '2030-06-30' });
    expect(until.statusCode).toBe(200);
    expect(until.json()).toMatchObject({ id, validUntil: '2030-06-30', status: 'active' });
    const off = await update(id, { status: 'inactive' });
    expect(off.json()).toMatchObject({ status: 'inactive', deleted: false, validUntil: '2030-06-30' });
    const open = await update(id, { validUntil: null, status: 'active' });
    expect(open.json()).toMatchObject({ status: 'active', validUntil: null });
    // The same again changes nothing and records nothing.
    expect((await update(id, { status: 'active' })).statusCode).toBe(200);
    expect((await actionsOf('CHANGE')).map((a) => [a.action, a.details])).toEqual([
      ['campaign.create', { code: 'CHANGE', type: 'Credit' }],
      ['campaign.update', { code: 'CHANGE', validUntil: { from: '2030-02-01', to: '2030-06-30' } }],
      ['campaign.update', { code: 'CHANGE', status: { from: 'active', to: 'inactive' } }],
      [
        'campaign.update',
        {
          code: 'CHANGE',
          validUntil: { from: '2030-06-30', to: null },
          status: { from: 'inactive', to: 'active' },
        },
      ],
    ]);
  });

  it('refuses an until date before the from date, and a status that is not one', async () => {
    const { id } = await created(credit());
    const early = await update(id, { validUntil: '2029-12-31' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'campaign.untilBeforeFrom', field: 'validUntil' });
    const odd = await update(id, { status: 'paused' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().field).toBe('status');
  });

  it('deletes a campaign for good: status deleted, hidden from the search, never changed back (409)', async () => {
    const { id } = await created(credit({ code: 'GONE' }));
    const res = await update(id, { status: 'deleted' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'deleted', deleted: true });
    expect((await search('?code=GONE')).json().items).toEqual([]);
    expect((await search('?code=GONE&status=deleted')).json().items).toMatchObject([{ id, deleted: true }]);

    for (const change of [{ status: 'active' }, { status: 'inactive' }, { validUntil: '2031-01-01' }]) {
      const again = await update(id, change);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'campaign.deletedForGood',
        message: 'This campaign has been deleted and cannot be changed.',
      });
    }
    // Deleting it again is already so.
    expect((await update(id, { status: 'deleted' })).statusCode).toBe(200);
    expect((await actionsOf('GONE')).map((a) => a.action)).toEqual(['campaign.create', 'campaign.delete']);
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const res = await update(999_999, { status: 'inactive' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('campaign.notFound');
  });

  it('refuses everyone but administrators and changes nothing', async () => {
    const { id } = await created(credit({ code: 'GUARDED' }));
    expect((await update(id, { status: 'deleted' }, null)).statusCode).toBe(401);
    expect((await update(id, { status: 'deleted' }, guest)).statusCode).toBe(403);
    expect((await update(id, { status: 'deleted' }, addOnly)).statusCode).toBe(403);
    expect((await search('?code=GUARDED')).json().items).toMatchObject([{ id, status: 'active' }]);
  });
});

describe('GET /v1/campaigns/search', () => {
  it('finds by code prefix in any case, and by type (written with or without spaces), newest first', async () => {
    const first = await created(discount({ code: 'FIND_A1' }));
    const second = await created(discount({ type: 'SiteDiscount', code: 'FIND_A2', siteId }));
    const third = await created(credit({ code: 'FINDB' }));
    const byCode = (await search('?code=find_a')).json().items as { id: number }[];
    expect(byCode.map((c) => c.id)).toEqual([second.id, first.id]);
    // `_` is a character of the code, not a wildcard: FINDB does not start with FIND_.
    expect(((await search('?code=FIND_')).json().items as { id: number }[]).map((c) => c.id)).not.toContain(
      third.id,
    );
    const sites = (await search('?code=FIND&type=Site%20Discount')).json().items as { id: number }[];
    expect(sites.map((c) => c.id)).toEqual([second.id]);
    const credits = (await search('?code=find&type=Credit')).json().items as {
      id: number;
      redeemCount: number;
    }[];
    expect(credits).toMatchObject([{ id: third.id, redeemCount: 0 }]);
  });

  it('pages by cursor: 25 by default, up to 1000', async () => {
    for (let i = 0; i < 27; i++) await created(credit({ code: `PAGE${String(i).padStart(2, '0')}` }));
    const first = (await search('?code=PAGE')).json();
    expect(first.items).toHaveLength(25);
    expect(first.items[0].code).toBe('PAGE26');
    expect(first.cursor).toEqual(expect.any(String));
    const rest = (await search(`?code=PAGE&cursor=${first.cursor}`)).json();
    expect(rest.items.map((c: { code: string }) => c.code)).toEqual(['PAGE01', 'PAGE00']);
    expect(rest.cursor).toBeNull();
    const all = (await search('?code=PAGE&limit=1000')).json();
    expect(all.items).toHaveLength(27);
    expect(all.cursor).toBeNull();
    expect((await search('?limit=1001')).statusCode).toBe(400);
    expect((await search('?limit=0')).statusCode).toBe(400);
  });

  it('refuses everyone but administrators', async () => {
    expect((await search('', null)).statusCode).toBe(401);
    expect((await search('', guest)).statusCode).toBe(403);
    expect((await search('', addOnly)).statusCode).toBe(403);
  });
});
