// The rules that bind bookings, the ledger and the local payment provider's records, as queries
// that list what breaks them. The booking fault and stress tests check them after every run; any
// later test that moves money (refunds, affiliate transfers) can check them too.

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

const CHECKS: Record<string, SQL> = {
  // Nothing left half done: no pending night, no open reservation, no refund still due.
  // (A request still waiting for its host holds pending nights on purpose.)
  unfinishedNights: sql`
    select b.id, b.status from bookings b left join payments p on p.id = b.payment_id
    where b.status not in ('accepted', 'cancelled')
      and not (p.status = 'authorised' and p.request_status = 'requested')`,
  openPayments: sql`select id, status from payments where status in ('reserved', 'charged')`,
  refundsStillDue: sql`select id from bookings where refund_amount > 0 and not refunded`,

  // Every accepted night is paid by its payment's one charge, in the ledger and at the provider, and
  // nothing of it was given back.
  acceptedNightsNotPaid: sql`
    select b.id from bookings b
    where b.status = 'accepted' and (
      not b.paid or b.transaction_reference is null or b.refunded
      or not exists (select 1 from ledger_entries l where l.kind = 'charge' and l.payment_id = b.payment_id
                       and l.provider_reference = b.transaction_reference)
      or not exists (select 1 from local_charges c where c.id = b.transaction_reference)
      or exists (select 1 from ledger_entries l where l.booking_id = b.id and l.kind <> 'affiliate_transfer'))`,

  // Every charge has its nights: accepted, cancelled by someone, or released after a confirmation
  // that failed and then refunded in full. A payment that failed has no charge.
  chargesWithoutTheirNights: sql`
    select l.payment_id, b.id, b.status from ledger_entries l join bookings b on b.payment_id = l.payment_id
    where l.kind = 'charge' and not (
      b.status = 'accepted'
      or (b.status = 'cancelled' and b.cancelled_by is not null)
      or (b.status = 'cancelled' and b.cancelled_by is null and b.refunded and b.refund_amount is not null))`,
  // A charged stay released after a confirmation that failed (its nights cancelled by nobody) gives
  // back all it took, shared among its nights.
  releasedStaysNotGivenBackWhole: sql`
    select p.id from payments p
    where exists (select 1 from ledger_entries l where l.payment_id = p.id and l.kind = 'charge')
      and not exists (select 1 from bookings b where b.payment_id = p.id
                        and (b.status <> 'cancelled' or b.cancelled_by is not null))
      and p.amount <> (select coalesce(sum(b.refund_amount), 0) from bookings b where b.payment_id = p.id)`,
  chargesWithNoNight: sql`
    select l.payment_id from ledger_entries l where l.kind = 'charge'
    and not exists (select 1 from bookings b where b.payment_id = l.payment_id)`,
  failedPaymentsCharged: sql`
    select p.id, p.status from payments p
    where (p.status = 'failed') = exists (select 1 from ledger_entries l where l.payment_id = p.id and l.kind = 'charge')
      -- a request's hold, waiting or let go, took nothing and did not fail
      and not (p.request_status is not null and p.status in ('authorised', 'released'))`,

  // Provider charges and ledger charges, one to one, of the same amount and payment; one per payment,
  // of its amount, the sum of its nights' prices less the campaign's discount.
  chargesProviderVersusLedger: sql`
    select c.id as provider, l.id as ledger from (select * from local_charges where status = 'captured') c
    full join (select * from ledger_entries where kind = 'charge') l on l.provider_reference = c.id
    where c.id is null or l.id is null or c.amount <> l.amount or c.metadata->>'paymentId' <> l.payment_id::text`,
  paymentsChargedTwice: sql`
    select metadata->>'paymentId' as p, count(*)::int as n from local_charges
    where status <> 'released' group by 1 having count(*) > 1`,
  chargesOfTheWrongAmount: sql`
    select p.id from payments p join ledger_entries l on l.payment_id = p.id and l.kind = 'charge'
    where l.amount <> p.amount or p.amount + p.discount <> (select sum(price) from bookings b where b.payment_id = p.id)
       or p.status not in ('confirmed', 'refunded', 'released')`,

  // Every refund due is made once, of its amount: one ledger refund row and one provider refund of
  // the night's charge; none without a refunded, cancelled night.
  refundsNotMade: sql`
    select b.id, b.refund_amount, l.amount as ledger, r.amount as provider from bookings b
    left join ledger_entries l on l.booking_id = b.id and l.kind = 'refund'
    left join local_refunds r on r.id = l.provider_reference
    where b.refund_amount > 0 and (l.id is null or l.amount <> -b.refund_amount or r.id is null
      or r.amount <> b.refund_amount or r.charge_id <> b.transaction_reference)`,
  nightsRefundedTwice: sql`
    select booking_id, count(*)::int as n from ledger_entries where kind = 'refund'
    group by booking_id having count(*) > 1`,
  refundsProviderVersusLedger: sql`
    select r.id as provider, l.id as ledger from local_refunds r
    full join (select * from ledger_entries where kind = 'refund') l on l.provider_reference = r.id
    where r.id is null or l.id is null`,
  refundsWithoutACancelledNight: sql`
    select l.id from ledger_entries l left join bookings b on b.id = l.booking_id
    where l.kind in ('refund', 'fee_refund', 'gst_refund', 'flat_rate_credit_reversal', 'transfer_reversal')
      and (b.id is null or b.status <> 'cancelled' or not b.refunded
           or (l.kind = 'refund' and coalesce(b.refund_amount, 0) <> -l.amount))`,

  // Per payment, the ledger adds up to what the provider holds: charge − refunds, and the fee, the
  // GST, the flat-rate credit and the host's share of each (decision 049). The provider knows only
  // what the platform kept (fee + GST − credit) and the host's share. The GST and credit rows are the
  // payment's own figures, and a payment refunded in full gave them back to the cent.
  paymentsOutOfBalance: sql`
    select p.id, s.*, c.amount as provider_amount, c.amount_refunded, c.fee_refunded
    from payments p
    left join local_charges c on c.metadata->>'paymentId' = p.id::text and c.status = 'captured'
    cross join lateral (
      select coalesce(sum(amount) filter (where kind = 'charge'), 0)::int as charge,
             coalesce(sum(amount) filter (where kind = 'platform_fee'), 0)::int as fee,
             coalesce(sum(amount) filter (where kind = 'gst'), 0)::int as gst,
             coalesce(sum(amount) filter (where kind = 'flat_rate_credit'), 0)::int as credit,
             coalesce(sum(amount) filter (where kind = 'gst_refund'), 0)::int as gst_refund,
             coalesce(sum(amount) filter (where kind = 'flat_rate_credit_reversal'), 0)::int as credit_reversal,
             coalesce(sum(amount) filter (where kind = 'host_transfer'), 0)::int as transfer,
             coalesce(sum(amount) filter (where kind = 'refund'), 0)::int as refund,
             coalesce(sum(amount) filter (where kind = 'fee_refund'), 0)::int as fee_refund,
             coalesce(sum(amount) filter (where kind = 'transfer_reversal'), 0)::int as reversal
      from ledger_entries where payment_id = p.id) s
    cross join lateral (
      select coalesce(sum(refund_amount) filter (where refunded), 0)::int as refunded
      from bookings where payment_id = p.id) b
    where s.charge <> coalesce(c.amount, 0)
       or s.charge + s.refund <> coalesce(c.amount - c.amount_refunded, 0)
       or s.refund <> -b.refunded
       or s.fee + s.gst + s.credit + s.transfer <> s.charge
       or s.fee_refund + s.gst_refund + s.credit_reversal + s.reversal <> s.refund
       or s.fee_refund + s.gst_refund + s.credit_reversal <> -coalesce(c.fee_refunded, 0)
       or (s.charge <> 0 and (s.gst <> p.gst or s.credit <> -p.flat_rate_credit))
       or (s.charge <> 0 and s.refund = -s.charge and (s.gst_refund <> -s.gst or s.credit_reversal <> -s.credit))
       or s.gst_refund > 0 or s.credit_reversal < 0`,

  // Requests to book (issue 26): money is taken only for an accepted request, and no hold stays on
  // a card once its request has ended; a hold is held for a waiting or accepted request only.
  requestsChargedWithoutAcceptance: sql`
    select p.id, p.request_status from payments p
    where p.request_status is not null and p.request_status <> 'accepted'
      and exists (select 1 from ledger_entries l where l.payment_id = p.id and l.kind = 'charge')`,
  holdsLeftBehind: sql`
    select c.id, p.id as payment, p.status, p.request_status from local_charges c
    left join payments p on p.id::text = c.metadata->>'paymentId'
    where c.status = 'authorised'
      and (p.id is null or p.request_status not in ('requested', 'accepted') or p.status <> 'authorised')`,
  waitingRequestsWithoutHold: sql`
    select p.id from payments p
    where p.request_status = 'requested' and p.status = 'authorised' and not exists (
      select 1 from local_charges c where c.id = p.provider_authorisation_id and c.status = 'authorised')`,

  // Affiliates: a night paid to its affiliate is paid once, to them, by one provider transfer of
  // the ledger row's amount; every affiliate transfer row is a paid night's.
  nightsPaidToAffiliateTwice: sql`
    select booking_id, count(*)::int as n from ledger_entries where kind = 'affiliate_transfer'
    group by booking_id having count(*) > 1`,
  affiliateTransfersNotMatching: sql`
    select l.id, b.id as booking from ledger_entries l
    left join bookings b on b.id = l.booking_id
    left join local_transfers tr on tr.id = l.provider_reference
    where l.kind = 'affiliate_transfer' and (b.id is null or b.referrer_id is distinct from l.user_id
      or b.referrer_transfer is distinct from l.provider_reference or tr.id is null or tr.amount <> l.amount)`,
  nightsMarkedPaidWithoutTransfer: sql`
    select b.id from bookings b where b.referrer_transfer is not null and not exists (
      select 1 from ledger_entries l where l.kind = 'affiliate_transfer' and l.booking_id = b.id)`,

  // The provider's idempotency records: every charge, refund and transfer it made is in the ledger.
  providerMovesMissingFromLedger: sql`
    select key from local_idempotency
    where (key like 'charge:%' or key like 'refund:%' or key like 'affiliate_transfer:%') and result->>'ok' = 'true'
      and not exists (select 1 from ledger_entries l where l.idempotency_key = local_idempotency.key)`,
};

/**
 * The rules broken over the whole database, each with the rows that break it: `{}` when the
 * bookings, the ledger and the provider agree exactly.
 */
export async function moneyInvariantBreaches(db: Db): Promise<Record<string, unknown[]>> {
  const breaches: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(CHECKS)) {
    const { rows } = (await db.execute(query)) as unknown as { rows: unknown[] };
    if (rows.length) breaches[name] = rows;
  }
  return breaches;
}
