// The tax documents' rules (decision 051): who may read which, and the figures from the ledger.
// A receipt is its guest's (and administrators'); a statement its host's (and administrators'); anyone
// else is told it does not exist (404), so ids cannot be probed.

import { addDays, todayInAuckland } from '../../../domain/dates';
import { notFound } from '../../../domain/errors';
import { formatIrdNumber } from '../../../domain/ird-number';
import { can, isSelf, type Viewer } from '../../../domain/roles';
import type { Receipt, Statement, StatementMonths } from '../../../domain/schemas/tax-documents';
import { monthRange, receiptNumber, totalFigures } from '../../../domain/tax-documents';
import type { TaxRates } from '../../../domain/gst';
import type { Db } from '../../db/client';
import * as repo from './tax-documents.repository';

export type TaxDocumentsDeps = { db: Db; platformGstNumber: string; taxRates: TaxRates };

const readsAny = (viewer: Viewer) => can(viewer, 'bookings:read-any');

/** The receipt of a stay (its payment) once it is charged: the guest's own, or anyone's for administrators. */
export async function getReceipt(
  deps: TaxDocumentsDeps,
  viewer: Viewer,
  paymentId: string,
): Promise<Receipt> {
  const payment = await repo.receiptPayment(deps.db, paymentId);
  const mayRead = payment && (isSelf(viewer, payment.guestId) || readsAny(viewer));
  if (!payment || !mayRead || !payment.chargedOn) throw notFound('taxDocuments.notFound');
  const nights = await repo.receiptNights(deps.db, paymentId);
  if (nights.length === 0) throw notFound('taxDocuments.notFound');
  const refunded = nights.reduce((sum, night) => sum + night.refunded, 0);
  const gstReversed = nights.reduce((sum, night) => sum + night.gstReversed, 0);
  return {
    paymentId: payment.id,
    receiptNumber: receiptNumber(Math.min(...nights.map((night) => night.id))),
    issuedOn: payment.chargedOn,
    taxInvoice: payment.gstRateBp > 0,
    supplier: { name: 'Stopover', gstNumber: formatIrdNumber(deps.platformGstNumber) },
    recipient: { name: payment.guestName, email: payment.guestEmail },
    location: { id: payment.locationId, name: payment.locationName, town: payment.town },
    arrival: nights[0]!.date,
    departure: addDays(nights[nights.length - 1]!.date, 1),
    nights: nights.map(({ id: _id, ...night }) => night),
    subtotal: nights.reduce((sum, night) => sum + night.price, 0),
    discount: payment.discount,
    total: payment.amount,
    gst: payment.gst,
    gstRateBp: payment.gstRateBp,
    refunded,
    gstReversed,
    paidAfterRefunds: payment.amount - refunded,
    gstAfterRefunds: payment.gst - gstReversed,
  };
}

/** The host's statement months (those in which their stays' money moved): their own, or anyone's for administrators. */
export async function listStatementMonths(
  deps: TaxDocumentsDeps,
  viewer: Viewer,
  hostId: string,
): Promise<StatementMonths> {
  if (!isSelf(viewer, hostId) && !readsAny(viewer)) throw notFound('users.notFound');
  return { months: await repo.statementMonths(deps.db, hostId) };
}

/**
 * A host's statement of a month: every stay whose charge or refunds were made in it (New Zealand
 * time), with the fee, the GST Stopover returns and the flat-rate credit passed on, from the ledger.
 * A month that has not begun is refused like a missing one; the current month is a statement so far.
 */
export async function getStatement(
  deps: TaxDocumentsDeps,
  viewer: Viewer,
  hostId: string,
  month: string,
  now: Date = new Date(),
): Promise<Statement> {
  if (!isSelf(viewer, hostId) && !readsAny(viewer)) throw notFound('users.notFound');
  const host = await repo.hostForStatement(deps.db, hostId);
  if (!host) throw notFound('users.notFound');
  const { from, to } = monthRange(month);
  if (from > todayInAuckland(now)) throw notFound('taxDocuments.notFound');
  const rows = await repo.statementRows(deps.db, hostId, from, to);
  const lines = rows.map(({ firstNightId, lastNight, ...row }) => ({
    ...row,
    receiptNumber: receiptNumber(firstNightId),
    departure: addDays(lastNight, 1),
  }));
  return {
    month,
    from,
    to,
    host: {
      id: host.id,
      name: host.name,
      gstRegistered: host.gstRegistered,
      gstNumber: host.gstRegistered && host.gstNumber ? formatIrdNumber(host.gstNumber) : null,
    },
    platformGstNumber: formatIrdNumber(deps.platformGstNumber),
    flatRateCreditBp: host.gstRegistered ? 0 : deps.taxRates.flatRateCreditBp,
    lines,
    totals: totalFigures(lines),
  };
}
