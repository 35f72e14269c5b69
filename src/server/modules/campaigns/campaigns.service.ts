// Campaigns (spec sections 3, 4, 5 and 7): administrators create discount and credit codes, change
// how long they last and their status, delete them, and find them by type and code. The dialog's
// rules are the domain's (createCampaignBodySchema), checked by the route's schema; what needs the
// database (the site, the collection, the affiliate, a taken code) is checked here. Every change is
// recorded in the audit trail in its own transaction (decision 022).

import { AppError, notFound } from '../../../domain/errors';
import {
  normalizeCampaignCode,
  type CampaignDto,
  type CampaignList,
  type CampaignSearchQuery,
  type NewCampaign,
  type UpdateCampaignBody,
} from '../../../domain/schemas/campaigns';
import type { Db } from '../../db/client';
import { recordAdminAction } from '../audit/audit.service';
import * as repo from './campaigns.repository';

function toDto(row: repo.CampaignRow): CampaignDto {
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    userMessage: row.userMessage,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    creditAmount: row.creditAmount,
    numberOfNights: row.numberOfNights,
    percentageDiscount: row.percentageDiscount,
    locationId: row.locationId,
    locationName: row.locationName,
    siteId: row.siteId,
    siteName: row.siteName,
    collectionSlug: row.collectionSlug,
    // Spec section 3's names beside ours, so a client written from the spec reads them.
    location: row.locationId,
    site: row.siteId,
    tourCode: row.collectionSlug,
    collection: row.collectionSlug,
    userEmail: row.userEmail,
    maximumRedeemCount: row.maximumRedeemCount,
    redeemCount: row.redeemCount,
    affiliateEmail: row.affiliateEmail,
    status: row.status,
    deleted: row.deleted,
    createdAt: row.createdAt.toISOString(),
  };
}

async function found(db: Db, id: number): Promise<CampaignDto> {
  const row = await repo.findCampaign(db, id);
  if (!row) throw notFound('campaign.notFound');
  return toDto(row);
}

/** POST /v1/campaigns: the new campaign, active; 400 naming the field, 409 campaign.duplicate. */
export async function createCampaign(db: Db, adminId: string, input: NewCampaign): Promise<CampaignDto> {
  let locationId: number | null = null;
  if (input.siteId !== null) {
    const site = await repo.findActiveSite(db, input.siteId);
    if (!site) throw new AppError('BAD_REQUEST', 'campaign.unknownSite', { id: input.siteId }, 'siteId');
    if (input.locationId !== null && input.locationId !== site.locationId) {
      throw new AppError(
        'BAD_REQUEST',
        'campaign.siteNotAtLocation',
        { site: input.siteId, location: input.locationId },
        'siteId',
      );
    }
    locationId = site.locationId;
  }
  if (input.collectionSlug !== null && !(await repo.collectionExists(db, input.collectionSlug))) {
    throw new AppError(
      'BAD_REQUEST',
      'campaign.unknownCollection',
      { slug: input.collectionSlug },
      'collectionSlug',
    );
  }
  if (input.affiliateEmail !== null && !(await repo.isAffiliate(db, input.affiliateEmail))) {
    throw new AppError(
      'BAD_REQUEST',
      'campaign.notAnAffiliate',
      { email: input.affiliateEmail },
      'affiliateEmail',
    );
  }
  const id = await db.transaction(async (tx) => {
    const row = await repo.insertCampaign(tx, {
      ...input,
      percentageDiscount: input.percentageDiscount === null ? null : String(input.percentageDiscount),
      locationId,
      status: 'active',
      deleted: false,
    });
    if (!row) throw new AppError('CONFLICT', 'campaign.duplicate', { code: input.code }, 'code');
    await recordAdminAction(tx, {
      actorId: adminId,
      action: 'campaign.create',
      details: { code: row.code, type: row.type },
    });
    return row.id;
  });
  return found(db, id);
}

/**
 * PUT /v1/campaigns/{id}: a new valid-until date and/or status; status deleted deletes it for good
 * (a deleted campaign can no longer be changed: 409).
 */
export async function updateCampaign(
  db: Db,
  adminId: string,
  id: number,
  change: UpdateCampaignBody,
): Promise<CampaignDto> {
  await db.transaction(async (tx) => {
    const row = await repo.lockCampaign(tx, id);
    if (!row) throw notFound('campaign.notFound');
    const patch: { validUntil?: string | null; status?: string; deleted?: boolean } = {};
    if (change.validUntil !== undefined && change.validUntil !== row.validUntil)
      patch.validUntil = change.validUntil;
    if (change.status !== undefined && change.status !== row.status) {
      patch.status = change.status;
      patch.deleted = change.status === 'deleted';
    }
    // Asking for what is already so changes nothing, and records nothing (deleting twice included).
    if (!Object.keys(patch).length) return;
    if (row.deleted) throw new AppError('CONFLICT', 'campaign.deletedForGood');
    if (patch.validUntil && patch.validUntil < row.validFrom) {
      throw new AppError('BAD_REQUEST', 'campaign.untilBeforeFrom', undefined, 'validUntil');
    }
    await repo.updateCampaign(tx, id, patch);
    const action = patch.status === 'deleted' ? 'campaign.delete' : 'campaign.update';
    const details: Record<string, unknown> = { code: row.code };
    if ('validUntil' in patch) details.validUntil = { from: row.validUntil, to: patch.validUntil };
    if (patch.status) details.status = { from: row.status, to: patch.status };
    await recordAdminAction(tx, { actorId: adminId, action, details });
  });
  return found(db, id);
}

/** GET /v1/campaigns/search: newest first, by cursor; the code matches by its start, in any case. */
export async function searchCampaigns(db: Db, query: CampaignSearchQuery): Promise<CampaignList> {
  const rows = await repo.searchCampaigns(db, {
    type: query.type,
    codePrefix: query.code ? normalizeCampaignCode(query.code) : undefined,
    status: query.status,
    before: query.cursor === undefined ? undefined : Number(query.cursor),
    limit: query.limit,
  });
  return {
    items: rows.map(toDto),
    cursor: rows.length === query.limit ? String(rows[rows.length - 1]!.id) : null,
  };
}
