import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  campaignDiscount,
  discountedStay,
  MIN_CHARGE_CENTS,
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
    expect(campaignDiscount(credit, stay)).toEqual({ perNight: [375, 312, 313], total: 1000 });
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

describe('a discounted stay', () => {
  it('leaves the host what they would have had: the platform bears the discount out of its fee', () => {
    // $100 at a 10% fee, $8 off: the guest pays $92, the host still gets $90, the platform $2.
    expect(discountedStay(10_000, 800, 10)).toEqual({ amount: 9_200, discount: 800, platformFee: 200 });
  });

  it('takes a discount larger than the fee out of the host’s share, never paying them more than the charge', () => {
    // 20% off $100 at a 10% fee: the guest pays $80, all of it the host's; the platform keeps nothing.
    expect(discountedStay(10_000, 2_000, 10)).toEqual({ amount: 8_000, discount: 2_000, platformFee: 0 });
  });

  it('never takes the charge below the provider’s minimum', () => {
    expect(discountedStay(3_000, 5_000, 10)).toEqual({
      amount: MIN_CHARGE_CENTS,
      discount: 3_000 - MIN_CHARGE_CENTS,
      platformFee: 0,
    });
    expect(discountedStay(40, 10, 10)).toEqual({ amount: 40, discount: 0, platformFee: 4 });
  });

  it('always splits the charge exactly between the platform and the host, without a negative share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        (stay, off, percent) => {
          const { amount, discount, platformFee } = discountedStay(stay, off, percent);
          expect(amount + discount).toBe(stay);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(platformFee).toBeGreaterThanOrEqual(0);
          expect(platformFee).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});
