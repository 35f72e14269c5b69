import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  affiliateTransferCents,
  campaignDiscount,
  campaignRefusal,
  type Campaign,
  type CampaignNight,
} from './campaigns';

const base: Campaign = {
  type: 'Discount',
  status: 'active',
  validFrom: '2026-12-01',
  validUntil: '2026-12-31',
  creditAmount: null,
  percentageDiscount: 20,
  numberOfNights: 2,
  siteId: null,
  collectionSlug: null,
  userEmail: null,
  maximumRedeemCount: null,
  redeemCount: 0,
};
const night = (date: string, price: number, siteId = 1, collections: string[] = []): CampaignNight => ({
  date: date as CampaignNight['date'],
  siteId,
  price,
  collections,
});
const stay = [night('2026-12-12', 3000), night('2026-12-10', 2500), night('2026-12-11', 2500)];

describe('whether a code may be used', () => {
  it('holds its dates, its status, its redeem limit and its one guest', () => {
    const today = '2026-12-05' as Campaign['validFrom'];
    expect(campaignRefusal(base, today, 'a@b.nz')).toBeNull();
    expect(campaignRefusal(base, '2026-12-01' as never, 'a@b.nz')).toBeNull();
    expect(campaignRefusal(base, '2026-12-31' as never, 'a@b.nz')).toBeNull();
    expect(campaignRefusal(base, '2026-11-30' as never, 'a@b.nz')).toBe('notYet');
    expect(campaignRefusal(base, '2027-01-01' as never, 'a@b.nz')).toBe('expired');
    expect(campaignRefusal({ ...base, validUntil: null }, '2030-01-01' as never, 'a@b.nz')).toBeNull();
    expect(campaignRefusal({ ...base, status: 'deleted' }, today, 'a@b.nz')).toBe('inactive');
    expect(campaignRefusal({ ...base, maximumRedeemCount: 3, redeemCount: 2 }, today, 'a@b.nz')).toBeNull();
    expect(campaignRefusal({ ...base, maximumRedeemCount: 3, redeemCount: 3 }, today, 'a@b.nz')).toBe(
      'exhausted',
    );
    expect(campaignRefusal({ ...base, userEmail: 'Kim@Example.nz' }, today, 'kim@example.NZ')).toBeNull();
    expect(campaignRefusal({ ...base, userEmail: 'kim@example.nz' }, today, 'lee@example.nz')).toBe(
      'notYours',
    );
  });
});

describe('what a code takes off', () => {
  it('Discount: its percentage off the first nights by date, as many as it says', () => {
    // The first two nights by date are the 10th and 11th (given second and third).
    expect(campaignDiscount(base, stay)).toEqual({ perNight: [0, 500, 500], total: 1000 });
    expect(campaignDiscount({ ...base, numberOfNights: 5 }, stay)).toEqual({
      perNight: [600, 500, 500],
      total: 1600,
    });
    expect(campaignDiscount({ ...base, percentageDiscount: 100, numberOfNights: 1 }, stay)).toEqual({
      perNight: [0, 2500, 0],
      total: 2500,
    });
  });

  it('Site Discount: only its site’s nights; Tour Discount: only nights at its collection’s properties', () => {
    const mixed = [
      night('2026-12-10', 2000, 7),
      night('2026-12-10', 4000, 8, ['farms']),
      night('2026-12-11', 2000, 7),
    ];
    expect(campaignDiscount({ ...base, type: 'SiteDiscount', siteId: 7 }, mixed)).toEqual({
      perNight: [400, 0, 400],
      total: 800,
    });
    expect(campaignDiscount({ ...base, type: 'TourDiscount', collectionSlug: 'farms' }, mixed)).toEqual({
      perNight: [0, 800, 0],
      total: 800,
    });
    expect(campaignDiscount({ ...base, type: 'SiteDiscount', siteId: 9 }, mixed)).toBeNull();
    expect(
      campaignDiscount({ ...base, type: 'TourDiscount', collectionSlug: 'vineyards' }, mixed),
    ).toBeNull();
  });

  it('Credit: its amount off the stay, spread by price, never more than the stay', () => {
    const credit = {
      ...base,
      type: 'Credit' as const,
      creditAmount: 1000,
      percentageDiscount: null,
      numberOfNights: null,
    };
    expect(campaignDiscount(credit, stay)).toEqual({ perNight: [375, 313, 312], total: 1000 });
    expect(campaignDiscount({ ...credit, creditAmount: 50_000 }, stay)).toEqual({
      perNight: [3000, 2500, 2500],
      total: 8000,
    });
    expect(campaignDiscount({ ...credit, creditAmount: 0 }, stay)).toBeNull();
  });

  it('always adds up: the parts make the total, and no night goes below nothing', () => {
    const nights = fc.array(
      fc.record({
        date: fc.integer({ min: 1, max: 28 }).map((d) => `2026-12-${String(d).padStart(2, '0')}`),
        siteId: fc.integer({ min: 1, max: 3 }),
        price: fc.integer({ min: 0, max: 99_900 }),
        collections: fc.constant(['farms']),
      }),
      { minLength: 1, maxLength: 20 },
    ) as fc.Arbitrary<CampaignNight[]>;
    const campaign = fc.record({
      type: fc.constantFrom('Credit', 'Discount', 'SiteDiscount', 'TourDiscount'),
      creditAmount: fc.integer({ min: 0, max: 2_000_000 }),
      percentageDiscount: fc.integer({ min: 1, max: 10_000 }).map((p) => p / 100),
      numberOfNights: fc.integer({ min: 1, max: 30 }),
      siteId: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(nights, campaign, (ns, c) => {
        const result = campaignDiscount({ ...base, ...c, collectionSlug: 'farms' } as Campaign, ns);
        if (!result) return;
        expect(result.perNight.reduce((a, b) => a + b, 0)).toBe(result.total);
        result.perNight.forEach((d, i) => {
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(ns[i]!.price);
        });
        if (c.type === 'Credit') {
          expect(result.total).toBe(
            Math.min(
              c.creditAmount,
              ns.reduce((a, n) => a + n.price, 0),
            ),
          );
        } else {
          expect(result.perNight.filter((d) => d > 0).length).toBeLessThanOrEqual(c.numberOfNights);
        }
      }),
    );
  });
});

describe('what an affiliate earns a night', () => {
  it('is price/100 × feePercentage/100 dollars, in cents', () => {
    expect(affiliateTransferCents(2500, 10)).toBe(250);
    expect(affiliateTransferCents(3333, 7.5)).toBe(250);
    expect(affiliateTransferCents(2500, 0)).toBe(0);
  });
});
