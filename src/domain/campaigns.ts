// Campaign codes at checkout (spec sections 3, 4 and 9; issue 12): whether a code may be used now by
// this guest, and how much it takes off each night of a stay. Pure: the server recomputes every
// figure from the stored campaign, whatever the browser showed. Money is integer cents.

import type { IsoDate } from './dates';

export const CAMPAIGN_TYPES = ['Credit', 'Discount', 'SiteDiscount', 'TourDiscount'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/** The campaign as checkout reads it. */
export type Campaign = {
  type: CampaignType;
  status: string;
  validFrom: IsoDate;
  validUntil: IsoDate | null;
  /** Credit: cents off the stay. */
  creditAmount: number | null;
  /** Discount types: percent off each of the first `numberOfNights` nights it applies to. */
  percentageDiscount: number | null;
  numberOfNights: number | null;
  /** SiteDiscount: the site whose nights it applies to. */
  siteId: number | null;
  /** TourDiscount: the collection whose properties' nights it applies to. */
  collectionSlug: string | null;
  /** Only this person may use it (compared without case). */
  userEmail: string | null;
  maximumRedeemCount: number | null;
  redeemCount: number;
};

/** A night being booked, as a campaign sees it. */
export type CampaignNight = {
  date: IsoDate;
  siteId: number;
  price: number;
  /** The collections its property belongs to (slugs). */
  collections: readonly string[];
};

/** Why a code cannot be used; each is a message code under `campaign.`. */
export type CampaignRefusal = 'inactive' | 'notYet' | 'expired' | 'exhausted' | 'notYours' | 'notApplicable';

/** Whether this guest may use the campaign today (before looking at the nights). */
export function campaignRefusal(
  campaign: Campaign,
  today: IsoDate,
  guestEmail: string,
): CampaignRefusal | null {
  if (campaign.status !== 'active') return 'inactive';
  if (today < campaign.validFrom) return 'notYet';
  if (campaign.validUntil !== null && today > campaign.validUntil) return 'expired';
  if (campaign.maximumRedeemCount !== null && campaign.redeemCount >= campaign.maximumRedeemCount) {
    return 'exhausted';
  }
  if (campaign.userEmail !== null && campaign.userEmail.toLowerCase() !== guestEmail.toLowerCase()) {
    return 'notYours';
  }
  return null;
}

/** The nights a discount campaign applies to, in date order (then site), before its night limit. */
function eligible(campaign: Campaign, nights: readonly CampaignNight[]): number[] {
  const order = nights
    .map((night, index) => ({ night, index }))
    .sort((a, b) =>
      a.night.date === b.night.date ? a.night.siteId - b.night.siteId : a.night.date < b.night.date ? -1 : 1,
    );
  return order
    .filter(({ night }) => {
      if (campaign.type === 'SiteDiscount') return night.siteId === campaign.siteId;
      if (campaign.type === 'TourDiscount') {
        return campaign.collectionSlug !== null && night.collections.includes(campaign.collectionSlug);
      }
      return true;
    })
    .map(({ index }) => index);
}

/**
 * Splits `amount` cents over the nights in proportion to their prices; the cents rounding leaves
 * over go to the nights with the largest remainders, so the parts add up exactly.
 */
function proportional(amount: number, prices: readonly number[]): number[] {
  const total = prices.reduce((sum, p) => sum + p, 0);
  if (total === 0) return prices.map(() => 0);
  const exact = prices.map((p) => (amount * p) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export type CampaignDiscount = {
  /** Cents off each night, in the order the nights were given; never more than the night's price. */
  perNight: number[];
  total: number;
};

/**
 * What the campaign takes off each night: Credit its amount over the whole stay (at most the stay's
 * price), spread in proportion to the nights' prices so a refunded night gives back its own share;
 * Discount its percentage off the first `numberOfNights` nights; Site Discount the same on its
 * site's nights only; Tour Discount on nights at properties of its collection only. Null when it
 * applies to none of these nights.
 */
export function campaignDiscount(
  campaign: Campaign,
  nights: readonly CampaignNight[],
): CampaignDiscount | null {
  const perNight = nights.map(() => 0);
  if (campaign.type === 'Credit') {
    const stay = nights.reduce((sum, n) => sum + n.price, 0);
    const credit = Math.min(campaign.creditAmount ?? 0, stay);
    if (credit <= 0) return null;
    const parts = proportional(
      credit,
      nights.map((n) => n.price),
    );
    return { perNight: parts, total: credit };
  }
  const percent = campaign.percentageDiscount ?? 0;
  const applies = eligible(campaign, nights).slice(0, Math.max(0, campaign.numberOfNights ?? 0));
  for (const index of applies) {
    perNight[index] = Math.min(nights[index]!.price, Math.round((nights[index]!.price * percent) / 100));
  }
  const total = perNight.reduce((sum, d) => sum + d, 0);
  return total > 0 ? { perNight, total } : null;
}

/**
 * What an affiliate earns for a night they brought (spec section 9): price/100 × feePercentage/100
 * dollars, in cents rounded to the nearest cent.
 */
export function affiliateTransferCents(priceCents: number, feePercentage: number): number {
  return Math.round((priceCents * feePercentage) / 100);
}
