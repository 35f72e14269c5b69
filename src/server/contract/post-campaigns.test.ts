// The mobile apps' guard for POST /v1/campaigns (spec section 7: "create"; the fields are section 3's
// Campaign: type (Credit, Discount, Site Discount, Tour Discount; sent with spaces removed), code,
// userMessage, validFrom, validUntil, creditAmount, numberOfNights, percentageDiscount, location,
// site, tourCode (collection), collection, userEmail, maximumRedeemCount, affiliateEmail).
// Written only from the spec's words: requests carry its field names, assertions read the answer
// fields it names. If this file fails, an app written from the spec has broken: change the server,
// not this file.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { signUp, type Actor } from '../testing/actors';
import { createCollectionPage, createLocation } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
let admin: Actor;
let affiliate: Actor;
let location: number;
let site: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'contract-campaigns-admin@example.test', { roles: ['administrator'] });
  affiliate = await signUp(t, 'contract-campaigns-affiliate@example.test');
  await t.database.db
    .update(users)
    .set({ isReferrer: true, referralCode: 'CONTRACTAFF', referralFeePercentage: '10' })
    .where(eq(users.id, affiliate.id));
  const property = await createLocation(t.database.db, {
    name: 'Contract Farm',
    sites: [{ name: 'Paddock' }],
  });
  location = property.id;
  site = property.sites[0]!.id;
  await createCollectionPage(t.database.db, { slug: 'east-coast', title: 'East coast' });
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/campaigns', headers: admin.headers, payload: body });

/** Every answer field section 3 names for a Campaign. */
const CAMPAIGN_FIELDS = [
  'id',
  'type',
  'code',
  'userMessage',
  'validFrom',
  'validUntil',
  'creditAmount',
  'numberOfNights',
  'percentageDiscount',
  'location',
  'site',
  'tourCode',
  'collection',
  'userEmail',
  'maximumRedeemCount',
  'redeemCount',
  'affiliateEmail',
  'status',
  'deleted',
];

describe('POST /v1/campaigns, as the spec writes it', () => {
  it('creates a Credit campaign and answers with every Campaign field', async () => {
    const res = await post({
      type: 'Credit',
      code: 'APPCREDIT',
      userMessage: '$20 off',
      validFrom: '2031-01-01',
      validUntil: '2031-02-01',
      creditAmount: 2000,
      userEmail: 'someone@example.test',
      maximumRedeemCount: 3,
      affiliateEmail: affiliate.email,
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    const campaign = res.json();
    for (const field of CAMPAIGN_FIELDS) expect(campaign, field).toHaveProperty(field);
    expect(campaign).toMatchObject({
      type: 'Credit',
      code: 'APPCREDIT',
      userMessage: '$20 off',
      validFrom: '2031-01-01',
      validUntil: '2031-02-01',
      creditAmount: 2000,
      userEmail: 'someone@example.test',
      maximumRedeemCount: 3,
      redeemCount: 0,
      affiliateEmail: affiliate.email,
      deleted: false,
    });
  });

  it('creates a Discount with a percentage and a number of nights', async () => {
    const res = await post({
      type: 'Discount',
      code: 'APPDISCOUNT',
      userMessage: '20% off two nights',
      validFrom: '2031-01-01',
      validUntil: '2031-02-01',
      percentageDiscount: 20,
      numberOfNights: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'Discount', percentageDiscount: 20, numberOfNights: 2 });
  });

  it('creates a Site Discount sent with spaces removed, for a location and its site', async () => {
    const res = await post({
      type: 'SiteDiscount',
      code: 'APPSITE',
      userMessage: '10% off the paddock',
      validFrom: '2031-01-01',
      validUntil: '2031-02-01',
      percentageDiscount: 10,
      numberOfNights: 1,
      location,
      site,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'SiteDiscount', location, site });
  });

  it('creates a Tour Discount for the collection its tourCode names', async () => {
    const res = await post({
      type: 'TourDiscount',
      code: 'APPTOUR',
      userMessage: '15% off the east coast',
      validFrom: '2031-01-01',
      validUntil: '2031-02-01',
      percentageDiscount: 15,
      numberOfNights: 3,
      tourCode: 'east-coast',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'TourDiscount',
      tourCode: 'east-coast',
      collection: 'east-coast',
    });
  });

  it('creates a Tour Discount for the collection its collection names', async () => {
    const res = await post({
      type: 'TourDiscount',
      code: 'APPTOUR2',
      userMessage: '15% off the east coast',
      validFrom: '2031-01-01',
      validUntil: '2031-02-01',
      percentageDiscount: 15,
      numberOfNights: 3,
      tourCode: 'east-coast',
      collection: 'east-coast',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ tourCode: 'east-coast', collection: 'east-coast' });
  });

  it('still refuses a field the Campaign does not have', async () => {
    const res = await post({
      type: 'Credit',
      code: 'APPUNKNOWN',
      userMessage: '$5 off',
      validFrom: '2031-01-01',
      creditAmount: 500,
      colour: 'red',
    });
    expect(res.statusCode).toBe(400);
  });
});
