// Personal data a person controls (issue 31, decision 058): "Download my data" assembles what each
// module holds about them, each through its own service; "Delete my account" refuses while stays are
// to come or money is still to be paid out, then erases or anonymises in one transaction, keeping
// what the law requires (payments, the ledger, payouts, receipts) under the name "Deleted user".

import { todayInAuckland } from '../../../domain/dates';
import { AppError, badRequest, notFound } from '../../../domain/errors';
import { formatCents } from '../../../domain/money';
import {
  DELETED_USER_NAME,
  deletedUserEmail,
  staysParam,
  type UnpaidPayout,
  type UpcomingStay,
} from '../../../domain/personal-data';
import { isSelf, type Viewer } from '../../../domain/roles';
import type { AccountDeletionBody, DataExport } from '../../../domain/schemas/personal-data';
import type { PaymentsProvider } from '../../adapters/payments/payments';
import type { Db } from '../../db/client';
import { recordAdminAction } from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import * as contact from '../contact/contact.service';
import * as images from '../images/images.service';
import * as ledger from '../ledger/ledger.service';
import * as messages from '../messages/messages.service';
import * as payments from '../payments/payments.service';
import * as payouts from '../payouts/payouts.service';
import * as properties from '../locations/property.service';
import * as reviews from '../reviews/reviews.service';
import * as stayReviews from '../stay-reviews/stay-reviews.service';
import * as users from '../users/users.service';
import * as vehicles from '../vehicles/vehicles.service';

type SignedIn = NonNullable<Viewer>;
export type PrivacyDeps = images.ImageFileDeps & { payments: PaymentsProvider };

/** GET /v1/users/{id}/data-export: one's own data, or anyone's for an administrator answering a request. */
export async function exportPersonalData(db: Db, viewer: SignedIn, id: string, now = new Date()) {
  const user = await users.reachableUser(db, viewer, id);
  const [account, vehicleRows, nights, propertyRows, placeReviews, guestReviews, threads, paid, ledgerRows] =
    await Promise.all([
      users.exportAccount(db, user.id),
      vehicles.exportVehicles(db, user.id),
      bookings.exportNights(db, user.id),
      properties.exportProperties(db, user.id),
      reviews.exportPlaceReviews(db, user.id),
      stayReviews.exportGuestReviews(db, user.id),
      messages.exportThreads(db, user.id),
      payments.exportPayments(db, user.id),
      ledger.personalLedgerRows(db, user.id),
    ]);
  const [contactRows, uploads] = await Promise.all([
    contact.exportContactMessages(db, user.email),
    images.exportUploads(db, user.id),
  ]);
  const data: DataExport = {
    format: 'stopover-personal-data',
    version: 1,
    exportedAt: now.toISOString(),
    userId: user.id,
    profile: account.profile,
    // Sign-up cannot finish without ticking the privacy policy; nothing else is asked or stored.
    consent: {
      privacyPolicy: { accepted: true, when: user.createdAt.toISOString(), how: 'ticked when signing up' },
      marketingEmails: 'never asked: Stopover sends no marketing email',
    },
    signIns: account.signIns,
    vehicles: vehicleRows,
    staysAsGuest: nights.asGuest,
    staysAsHost: nights.asHost,
    properties: propertyRows,
    reviewsWritten: { places: placeReviews.written, guests: guestReviews.written },
    reviewsReceived: {
      places: placeReviews.received,
      asGuest: guestReviews.received,
      noShows: guestReviews.noShows,
    },
    messageThreads: threads,
    payments: paid,
    ledger: ledgerRows,
    payouts: {
      account: {
        connectedAccountId: user.connectedAccountId,
        bank: user.bankName,
        bankAccountNumber: user.connectedAccountId ? 'held by the payment provider only' : null,
        valid: user.accountValid,
      },
      paidOut: ledgerRows.filter((row) => row.kind === 'payout'),
    },
    affiliate: { referredNights: nights.referred },
    contactMessages: contactRows,
    uploads,
  };
  return { data, today: todayInAuckland(now) };
}

/** What stops a deletion: stays not yet ended (one's own and one's guests'), money not yet paid out. */
export async function deletionBlockers(
  deps: Pick<PrivacyDeps, 'db' | 'payments'>,
  user: { id: string; connectedAccountId: string | null },
  now: Date,
): Promise<{ stays: UpcomingStay[]; payouts: UnpaidPayout[] }> {
  const [stays, owed] = await Promise.all([
    bookings.upcomingStaysOf(deps.db, user.id, todayInAuckland(now)),
    payouts.unpaidPayouts(deps, user),
  ]);
  return { stays, payouts: owed };
}

/**
 * POST /v1/users/{id}/deletion: one's own account only, confirmed by typing its email. Refused (409
 * personalData.deletionBlocked, naming the stays and the amount) while anything blocks it; otherwise
 * one transaction erases or anonymises, and the unused uploads' files go after it.
 */
export async function deleteAccount(
  deps: PrivacyDeps,
  viewer: SignedIn,
  id: string,
  body: AccountDeletionBody,
  now = new Date(),
): Promise<{ deleted: true }> {
  if (!isSelf(viewer, id)) throw notFound('users.notFound');
  const user = await users.reachableUser(deps.db, viewer, id);
  if (body.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw badRequest('personalData.confirmEmail', undefined, 'email');
  }
  const blockers = await deletionBlockers(deps, user, now);
  if (blockers.stays.length || blockers.payouts.length) {
    const owed = blockers.payouts.reduce((sum, p) => sum + p.amount, 0);
    throw new AppError('CONFLICT', 'personalData.deletionBlocked', {
      stays: blockers.stays.length ? staysParam(blockers.stays) : { code: 'personalData.nothing' },
      payouts: owed > 0 ? formatCents(owed, 'en', { alwaysCents: true }) : { code: 'personalData.nothing' },
      owed,
      stayCount: blockers.stays.length,
      payoutCount: blockers.payouts.length,
    });
  }
  const uploads = await images.exportUploads(deps.db, user.id);
  const photoIds = await deps.db.transaction(async (tx) => {
    await payments.erasePaymentDetails(tx, user.id);
    await bookings.eraseGuestNightDetails(tx, user.id);
    const certificatePhotos = await vehicles.deleteVehiclesOf(tx, user.id);
    await stayReviews.eraseGuestReviewsAbout(tx, user.id);
    const unlisted = await properties.unlistPropertiesOf(tx, user.id);
    await contact.deleteContactMessagesFrom(tx, user.email);
    await users.eraseAccount(tx, user, { name: DELETED_USER_NAME, email: deletedUserEmail(user.id) });
    await recordAdminAction(tx, {
      actorId: user.id,
      action: 'user.deleteAccount',
      targetUserId: user.id,
      reason: null,
      details: { unlisted },
    });
    return certificatePhotos;
  });
  // Files last: a failed removal leaves a file nobody links to, never a link to a missing file.
  await images.deleteUnusedImages(deps, [...photoIds, ...uploads.map((u) => u.id)]);
  return { deleted: true };
}
