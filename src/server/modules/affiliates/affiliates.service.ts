// Affiliates (spec sections 1, 3, 4, 7 and 9): administrators make a user an affiliate with a fee
// percentage, list and remove them, and pay them for the nights their referrals booked; an
// affiliate sees what they brought, were paid and are owed.
//
// Paying moves money through the money service (`payAffiliate` in payments/charges.service.ts,
// decisions 010 and 013): one provider transfer per night with the key `affiliate_transfer:<night
// id>`, recorded in the ledger under the same key after the provider answers, and the night's
// `referrerTransfer` set in that transaction. So a night is paid at most once whatever is clicked
// twice, sent at once or retried after a lost answer: the provider replays the first transfer for the
// key and the ledger keeps one row. This module decides which nights may be paid and answers why the
// others were not.

import { randomBytes } from 'node:crypto';
import { AppError, badRequest, notFound } from '../../../domain/errors';
import { affiliateTransferCents, DEFAULT_AFFILIATE_FEE_PERCENT } from '../../../domain/fees';
import { formatMessage } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { can, canReachUser, type Viewer } from '../../../domain/roles';
import type {
  Affiliate,
  AffiliateList,
  AffiliateSummary,
  TransferBody,
  TransferRefusal,
  TransferResponse,
} from '../../../domain/schemas/affiliates';
import type { Db } from '../../db/client';
import { recordAdminAction } from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import { affiliateTransfersTotal } from '../ledger/ledger.service';
import { payAffiliate, type MoneyDeps } from '../payments/charges.service';
import * as users from '../users/users.service';

const MAX_AFFILIATES = 1000;
const RECENT_NIGHTS = 10;

/** A referral code: 10 letters and digits without look-alikes (0/O, 1/I), for links people type. */
function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
}

const feeOf = (row: users.UserRow) =>
  row.referralFeePercentage === null ? null : Number(row.referralFeePercentage);

/** Nights brought and cents owed per affiliate (owed: earning nights not yet paid, at today's fee). */
async function totalsOf(db: Db, rows: users.UserRow[]) {
  const totals = new Map(rows.map((r) => [r.id, { nightsBrought: 0, owedCents: 0 }]));
  const fees = new Map(rows.map((r) => [r.id, feeOf(r) ?? 0]));
  for (const group of await bookings.countReferredNights(
    db,
    rows.map((r) => r.id),
  )) {
    const total = totals.get(group.referrerId)!;
    total.nightsBrought += group.nights;
    if (!group.transferred)
      total.owedCents += group.nights * affiliateTransferCents(group.price, fees.get(group.referrerId)!);
  }
  return totals;
}

async function toAffiliate(db: Db, row: users.UserRow): Promise<Affiliate> {
  const totals = (await totalsOf(db, [row])).get(row.id)!;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    referralCode: row.referralCode ?? '',
    feePercentage: feeOf(row) ?? 0,
    ...totals,
  };
}

/**
 * Makes a user an affiliate (or changes their fee); audited when something changed. Without a fee an
 * affiliate keeps theirs and anyone else gets DEFAULT_AFFILIATE_FEE_PERCENT.
 */
async function makeAffiliate(db: Db, adminId: string, userId: string, fee: number | undefined) {
  const row = await db.transaction(async (tx) => {
    const user = await users.lockUser(tx, userId);
    if (!user) throw notFound('users.notFound');
    const feePercentage = fee ?? (user.isReferrer ? feeOf(user) : null) ?? DEFAULT_AFFILIATE_FEE_PERCENT;
    if (user.isReferrer && feeOf(user) === feePercentage && user.referralCode) return user;
    const updated = await users.makeAffiliate(tx, userId, feePercentage, newReferralCode());
    await recordAdminAction(tx, {
      actorId: adminId,
      action: 'affiliate.add',
      targetUserId: userId,
      details: { feePercentage: updated.referralFeePercentage!, referralCode: updated.referralCode! },
    });
    return updated;
  });
  return toAffiliate(db, row);
}

/** PUT /v1/users/{id}/affiliate. */
export const setAffiliate = (db: Db, adminId: string, userId: string, feePercentage: number | undefined) =>
  makeAffiliate(db, adminId, userId, feePercentage);

/** PUT /v1/users/{id}/affiliate/add: the user with this email (the path's id is the caller's). */
export async function addAffiliateByEmail(
  db: Db,
  adminId: string,
  email: string,
  feePercentage: number | undefined,
) {
  const user = await users.findUserByEmail(db, email);
  if (!user) throw notFound('affiliates.noSuchUser');
  return makeAffiliate(db, adminId, user.id, feePercentage);
}

/**
 * DELETE /v1/users/{id}/affiliate/del: their code stops bringing new nights; the nights already
 * brought keep their referrer.
 */
export async function removeAffiliate(db: Db, adminId: string, userId: string) {
  await db.transaction(async (tx) => {
    const user = await users.lockUser(tx, userId);
    if (!user) throw notFound('users.notFound');
    if (!user.isReferrer) return;
    await users.removeAffiliate(tx, userId);
    await recordAdminAction(tx, { actorId: adminId, action: 'affiliate.remove', targetUserId: userId });
  });
  return { id: userId, isReferrer: false as const };
}

/** GET /v1/users/affiliates. */
export async function listAffiliates(db: Db): Promise<AffiliateList> {
  const rows = await users.listAffiliates(db, MAX_AFFILIATES);
  const totals = await totalsOf(db, rows);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      referralCode: row.referralCode ?? '',
      feePercentage: feeOf(row) ?? 0,
      ...totals.get(row.id)!,
    })),
  };
}

/** GET /v1/users/{id}/affiliate/summary: the affiliate themselves, or an administrator. */
export async function affiliateSummary(db: Db, viewer: Viewer, userId: string): Promise<AffiliateSummary> {
  if (!canReachUser(viewer, userId) && !can(viewer, 'affiliates:manage')) throw notFound('users.notFound');
  const user = await users.findUserById(db, userId);
  if (!user) throw notFound('users.notFound');
  const totals = (await totalsOf(db, [user])).get(user.id)!;
  const fee = feeOf(user);
  const recent = await bookings.listReferredNights(db, user.id, RECENT_NIGHTS);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isReferrer: user.isReferrer,
    referralCode: user.referralCode,
    feePercentage: fee,
    ...totals,
    paidCents: await affiliateTransfersTotal(db, user.id),
    recent: recent.map((n) => ({
      uid: n.uid,
      date: n.date,
      locationName: n.locationName,
      price: n.price,
      earns: affiliateTransferCents(n.price, fee ?? 0),
      paid: n.referrerTransfer !== null,
    })),
  };
}

/** Why a night may not be paid to this affiliate, or null when it may. */
function refusalOf(night: bookings.BookingRow | undefined, affiliateId: string): TransferRefusal | null {
  if (!night) return 'notFound';
  if (night.referrerId !== affiliateId) return 'notReferred';
  if (night.referrerTransfer !== null) return 'alreadyPaid';
  if (night.refunded) return 'refunded';
  if (night.status === 'cancelled') return 'cancelled';
  if (night.status !== 'accepted' || !night.paid) return 'notPaid';
  return null;
}

/**
 * POST /v1/admin/transfer: pays the affiliate (`referrer`, their user id) for the nights named that
 * may be paid (accepted, paid for, not refunded, theirs, not yet paid); the others are refused one by
 * one with the reason. A provider failure answers its error; nights paid before it stay paid, and
 * pressing Pay again pays the rest (with the same keys, so nothing twice).
 */
export async function transferToAffiliate(
  deps: MoneyDeps,
  adminId: string,
  body: TransferBody,
): Promise<TransferResponse> {
  const { db } = deps;
  const affiliate = await users.findUserById(db, body.referrer);
  if (!affiliate) throw notFound('users.notFound');
  if (!affiliate.isReferrer || affiliate.referralFeePercentage === null)
    throw badRequest('affiliates.notAnAffiliate', undefined, 'referrer');
  if (!affiliate.connectedAccountId) throw new AppError('CONFLICT', 'affiliates.noPayoutAccount');

  const uids = [...new Set(body.bookings)];
  const nights = new Map((await bookings.findNightsByUid(db, uids)).map((n) => [n.uid, n]));
  const refused: TransferResponse['refused'] = [];
  const payable: bookings.BookingRow[] = [];
  for (const uid of uids) {
    const reason = refusalOf(nights.get(uid), affiliate.id);
    if (reason) refused.push({ uid, reason, message: formatMessage(`affiliates.refused.${reason}`) });
    else payable.push(nights.get(uid)!);
  }

  const outcomes = payable.length ? await payAffiliate(deps, { bookingIds: payable.map((n) => n.id) }) : [];
  const byId = new Map(payable.map((n) => [n.id, n]));
  const updatedBookings = outcomes.map((o) => ({
    uid: o.uid,
    date: byId.get(o.bookingId)!.date,
    amount: o.amount,
    referrerTransfer: o.transferId,
  }));
  const amount = outcomes.reduce((sum, o) => sum + o.amount, 0);
  if (outcomes.length > 0) {
    // The nights' own transactions (ledger row and referrerTransfer) belong to the money service;
    // the trail records the administrator's Pay once they are done.
    await db.transaction((tx) =>
      recordAdminAction(tx, {
        actorId: adminId,
        action: 'affiliate.pay',
        targetUserId: affiliate.id,
        details: { nights: outcomes.length, amount: formatCents(amount), cents: amount },
      }),
    );
  }
  return { updatedBookings, refused, referrerTransfer: { referrer: affiliate.id, amount } };
}
