// Campaign codes at checkout (issue 12, decision 023): whether this guest may use a code on these
// nights and what it takes off, recomputed from the stored campaign whatever the browser showed. The
// booking service calls these inside its reserving transaction, with the campaign's row locked, so
// of many guests redeeming a code's last use exactly one gets it.

import { campaignDiscount, campaignRefusal, type CampaignDiscount } from '../../../domain/campaigns';
import type { IsoDate } from '../../../domain/dates';
import { formatDisplayDate } from '../../../domain/dates';
import { badRequest } from '../../../domain/errors';
import type { Db } from '../../db/client';
import * as repo from './campaigns.repository';

export type AppliedCampaign = {
  campaignId: number;
  code: string;
  userMessage: string;
  discount: CampaignDiscount;
  /** The affiliate the campaign's redemptions are attributed to (its affiliateEmail), if any. */
  affiliateId: string | null;
};

export type CodeAtCheckout = {
  code: string;
  guestEmail: string;
  today: IsoDate;
  locationId: number;
  nights: readonly { date: IsoDate; siteId: number; price: number }[];
  /** Inside the reserving transaction: lock the campaign's row until it commits. */
  lock: boolean;
};

/**
 * The campaign a code names and what it takes off each night; 400 naming the `code` field when the
 * code does not exist, has not started, has ended, is used up, deleted or paused, belongs to someone
 * else, or applies to none of these nights.
 */
export async function applyCampaignCode(db: Db, input: CodeAtCheckout): Promise<AppliedCampaign> {
  const { code } = input;
  const campaign = await repo.findCampaignByCode(db, code, input.lock);
  if (!campaign || campaign.deleted) throw badRequest('campaign.unknown', { code }, 'code');
  const refusal = campaignRefusal(campaign, input.today, input.guestEmail);
  if (refusal) {
    const date =
      refusal === 'notYet'
        ? formatDisplayDate(campaign.validFrom)
        : refusal === 'expired' && campaign.validUntil
          ? formatDisplayDate(campaign.validUntil)
          : '';
    throw badRequest(`campaign.${refusal}`, { code, date }, 'code');
  }
  const collections =
    campaign.type === 'TourDiscount' ? await repo.collectionSlugsOfLocation(db, input.locationId) : [];
  const discount = campaignDiscount(
    campaign,
    input.nights.map((n) => ({ ...n, collections })),
  );
  if (!discount) throw badRequest('campaign.notApplicable', { code }, 'code');
  const affiliateId = campaign.affiliateEmail
    ? await repo.findAffiliateIdByEmail(db, campaign.affiliateEmail)
    : null;
  return { campaignId: campaign.id, code, userMessage: campaign.userMessage, discount, affiliateId };
}

/** Counts the use (the campaign's row is locked by applyCampaignCode) and records what it took off. */
export const redeemCampaign = (
  tx: Db,
  use: { campaignId: number; userId: string; paymentId: string; amount: number },
) => repo.insertRedemption(tx, use);

/** A payment whose nights were never booked (declined card, failed confirmation) gives its use back. */
export const giveBackRedemption = (tx: Db, paymentId: string) => repo.deleteRedemptionOf(tx, paymentId);
