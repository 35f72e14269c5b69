// Campaign codes at checkout (spec sections 3, 4 and 9; issue 12): whether a code may be used now by
// this guest, and how much it takes off each night of a stay. Pure: the server recomputes every
// figure from the stored campaign, whatever the browser showed. Money is integer cents.

import type { IsoDate } from './dates';
import { allocateCents, platformFeeCents } from './fees';

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
    const parts = allocateCents(
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

/** The smallest charge the card provider takes (Stripe's NZD minimum is 50 cents). */
export const MIN_CHARGE_CENTS = 50;

export type DiscountedStay = {
  /** What the guest is charged. */
  amount: number;
  /** What the code took off (never leaving less than MIN_CHARGE_CENTS to pay). */
  discount: number;
  /** What the platform keeps of the charge; the host's connected account gets the rest. */
  platformFee: number;
};

/**
 * How a discounted stay is charged and split (decision 023): the platform bears the discount out of
 * its fee, so the host gets what they would have without the code; only a discount larger than the
 * whole fee reduces the host's share, which can never be more than the guest pays.
 */
export function discountedStay(stayCents: number, discountCents: number, feePercent: number): DiscountedStay {
  const discount = Math.max(0, Math.min(discountCents, stayCents - MIN_CHARGE_CENTS));
  const amount = stayCents - discount;
  const hostShare = Math.min(stayCents - platformFeeCents(stayCents, feePercent), amount);
  return { amount, discount, platformFee: amount - hostShare };
}
