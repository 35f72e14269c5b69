import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { issuesToErrors } from '../../../lib/use-zod-form';
import {
  attemptFor,
  bookingDetailsSchema,
  checkoutTotals,
  confirmBody,
  currentCode,
  detailsFieldOf,
  isCodeRefusal,
  newIdempotencyKey,
  nextStep,
  nightsKey,
  outcomeUnknown,
  policyOf,
  promoCodeSchema,
  quoteBody,
  refundQuotes,
  type AppliedCode,
} from './book-now';
import type { Selection } from './selection';

const profile = {
  firstName: 'Kiri',
  lastName: 'Walker',
  phone: '+64 21 123 4567',
  paymentInformation: { valid: true, card: { last4: '4242', expiryMonth: 4, expiryYear: 2030 } },
};

describe('the Book Now flow', () => {
  it('goes in the spec’s order: sign in, details, card, confirm', () => {
    expect(nextStep(false, null)).toBe('signIn');
    expect(nextStep(false, profile)).toBe('signIn');
    expect(nextStep(true, undefined)).toBe('loading');
    expect(nextStep(true, { ...profile, firstName: null })).toBe('details');
    expect(nextStep(true, { ...profile, lastName: '  ' })).toBe('details');
    expect(nextStep(true, { ...profile, phone: '' })).toBe('details');
    // Details come before the card.
    expect(
      nextStep(true, { ...profile, phone: null, paymentInformation: { valid: false, card: null } }),
    ).toBe('details');
    expect(nextStep(true, { ...profile, paymentInformation: { valid: false, card: null } })).toBe('payment');
    expect(nextStep(true, profile)).toBe('confirm');
  });
});

describe('the account details dialog (spec section 5)', () => {
  const schema = bookingDetailsSchema('Invalid Phone Number');
  const errors = (values: { firstName: string; lastName: string; phone: string }) => {
    const result = schema.safeParse(values);
    return result.success ? {} : issuesToErrors(result.error.issues);
  };

  it('requires first name, last name and phone', () => {
    expect(errors({ firstName: ' ', lastName: '', phone: '' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      phone: 'Required',
    });
  });

  it('refuses a phone of fewer than 9 characters', () => {
    expect(errors({ firstName: 'Kiri', lastName: 'Walker', phone: '12345678' })).toEqual({
      phone: 'Invalid Phone Number',
    });
    expect(errors({ firstName: 'Kiri', lastName: 'Walker', phone: '+64211234' })).toEqual({});
  });

  it('puts a refusal of the server under its field', () => {
    expect(detailsFieldOf('contact.phone')).toBe('phone');
    expect(detailsFieldOf('names.firstName')).toBe('firstName');
    expect(detailsFieldOf('email')).toBeUndefined();
    expect(detailsFieldOf(undefined)).toBeUndefined();
  });
});

describe('the Idempotency-Key', () => {
  const body = { bookings: [{ siteId: 1, date: '2026-11-24', price: 2500 }] };
  let n = 0;
  const makeKey = () => `key-${++n}`;

  it('is a uuid', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('is new for each attempt, and the same when an unfinished attempt is sent again', () => {
    const first = attemptFor(null, body, makeKey);
    expect(first.key).toBe('key-1');
    // Retrying the same booking after a lost answer: the same key.
    expect(attemptFor(first, { bookings: [...body.bookings] }, makeKey)).toBe(first);
    // Other nights or another vehicle: another booking, another key.
    expect(attemptFor(first, { ...body, vehicleRegistration: 'ABC123' }, makeKey).key).toBe('key-2');
    expect(attemptFor(null, body, makeKey).key).toBe('key-3');
  });

  it('is kept only while the outcome is unknown', () => {
    expect(outcomeUnknown(new ApiError(0, 'offline', 'http.network'))).toBe(true);
    expect(outcomeUnknown(new ApiError(503, 'provider down', 'payments.providerUnavailable'))).toBe(true);
    expect(outcomeUnknown(new ApiError(500, 'oops'))).toBe(true);
    expect(outcomeUnknown(new ApiError(409, 'busy', 'booking.inProgress'))).toBe(true);
    expect(outcomeUnknown(new ApiError(409, 'busy', 'booking.busy'))).toBe(true);
    expect(outcomeUnknown(new DOMException('signal timed out', 'TimeoutError'))).toBe(true);
    // Final answers: a new press of Confirm is a new attempt.
    expect(outcomeUnknown(new ApiError(402, 'Your card was declined.', 'payments.cardDeclined'))).toBe(false);
    expect(outcomeUnknown(new ApiError(409, 'price', 'booking.priceChanged'))).toBe(false);
    expect(outcomeUnknown(new ApiError(400, 'gone', 'booking.nightGone'))).toBe(false);
    expect(outcomeUnknown(new Error('something else'))).toBe(false);
  });
});

describe('what the guest reads before confirming', () => {
  it('takes the property’s policy, or the default when the listing has none yet', () => {
    expect(policyOf({ cancellationPolicy: 'strict' })).toBe('strict');
    expect(policyOf({})).toBe('moderate');
    expect(policyOf({ cancellationPolicy: 'lenient' })).toBe('moderate');
  });

  it('quotes the refund for cancelling today and on the day of arrival', () => {
    const nights = [
      { date: '2026-12-10', siteId: 1, siteName: 'Paddock', price: 2500 },
      { date: '2026-12-11', siteId: 1, siteName: 'Paddock', price: 2500 },
      { date: '2026-12-12', siteId: 2, siteName: 'Orchard', price: 4000 },
    ];
    const quotes = refundQuotes('flexible', nights, '2026-12-01')!;
    expect(quotes.arrival).toBe('2026-12-10');
    expect([quotes.today.refund, quotes.today.paid]).toEqual([9000, 9000]);
    // On the day: the first night is not refunded, the later ones are (flexible: 1 day before).
    expect([quotes.atArrival.refund, quotes.atArrival.paid]).toEqual([6500, 9000]);
    // Moderate, 3 days ahead: half of each night.
    expect(refundQuotes('moderate', nights, '2026-12-07')!.today.refund).toBe(4500);
    expect(refundQuotes('strict', [], '2026-12-07')).toBeNull();
  });

  it('quotes a discounted stay’s refunds on what will be paid, shared by price', () => {
    const nights = [
      { date: '2026-12-10', siteId: 1, siteName: 'Paddock', price: 2500 },
      { date: '2026-12-11', siteId: 1, siteName: 'Paddock', price: 2500 },
      { date: '2026-12-12', siteId: 2, siteName: 'Orchard', price: 4000 },
    ];
    // $90 of nights charged $72 with a code: cancelling everything gives back the $72, no more.
    const discounted = refundQuotes('flexible', nights, '2026-12-01', 7200)!;
    expect([discounted.today.refund, discounted.today.paid]).toEqual([7200, 7200]);
    // On the day, the two later nights' shares: $20 and $32.
    expect(discounted.atArrival.refund).toBe(5200);
  });
});

describe('a promo code at checkout (issue 12)', () => {
  const selection: Selection = {
    '2026-12-11': { date: '2026-12-11', siteId: 1, siteName: 'Paddock', price: 2500 },
    '2026-12-10': { date: '2026-12-10', siteId: 1, siteName: 'Paddock', price: 2500 },
    '2026-12-12': { date: '2026-12-12', siteId: 2, siteName: 'Orchard', price: 4000 },
  };
  const quote = {
    code: 'SUMMER20',
    userMessage: '20% off two nights',
    stayTotal: 9000,
    discount: 1000,
    total: 8000,
  };
  const applied: AppliedCode = { quote, nights: nightsKey(selection) };

  it('is typed in any case and with spaces, and is required before it is applied', () => {
    expect(promoCodeSchema.parse({ code: ' summer 20 ' })).toEqual({ code: 'SUMMER20' });
    const blank = promoCodeSchema.safeParse({ code: '   ' });
    expect(blank.success).toBe(false);
    if (!blank.success) expect(issuesToErrors(blank.error.issues)).toEqual({ code: 'Code required' });
  });

  it('asks for a quote on the selected nights, by date, with the prices shown', () => {
    expect(quoteBody(selection, 'SUMMER20')).toEqual({
      bookings: [
        { siteId: 1, date: '2026-12-10', price: 2500 },
        { siteId: 1, date: '2026-12-11', price: 2500 },
        { siteId: 2, date: '2026-12-12', price: 4000 },
      ],
      code: 'SUMMER20',
    });
  });

  it('shows the quote’s discount and total while the nights are the ones it was for', () => {
    expect(checkoutTotals(selection, null)).toEqual({ nights: 3, stayTotal: 9000, discount: 0, total: 9000 });
    expect(checkoutTotals(selection, applied)).toEqual({
      nights: 3,
      stayTotal: 9000,
      discount: 1000,
      total: 8000,
    });
    // The same nights in another order are the same stay.
    const reordered: Selection = Object.fromEntries(Object.entries(selection).reverse());
    expect(currentCode(applied, reordered)).toBe(applied);
  });

  it('is dropped once the selection changes: another night, or a price changed', () => {
    const fewer: Selection = { '2026-12-10': selection['2026-12-10']! };
    expect(currentCode(applied, fewer)).toBeNull();
    expect(checkoutTotals(fewer, applied)).toEqual({ nights: 1, stayTotal: 2500, discount: 0, total: 2500 });
    const repriced: Selection = { ...selection, '2026-12-12': { ...selection['2026-12-12']!, price: 4500 } };
    expect(currentCode(applied, repriced)).toBeNull();
    expect(currentCode(null, selection)).toBeNull();
  });

  it('goes with the booking only when one is applied', () => {
    expect(confirmBody(selection, { vehicleRegistration: ' KIWI42 ', code: 'SUMMER20' })).toEqual({
      bookings: quoteBody(selection, '').bookings,
      vehicleRegistration: 'KIWI42',
      code: 'SUMMER20',
    });
    const without = confirmBody(selection, { vehicleRegistration: '', code: null });
    expect(without).toEqual({ bookings: quoteBody(selection, '').bookings });
    expect('code' in without).toBe(false);
  });

  it('sends one of the guest’s vehicles instead of a typed registration (issue 27)', () => {
    const vehicleId = '7d1f2b0e-5b7a-4c53-9d0e-2f4a6b8c0d1e';
    expect(confirmBody(selection, { vehicleRegistration: 'TYPED', code: null, vehicleId })).toEqual({
      bookings: quoteBody(selection, '').bookings,
      vehicleId,
    });
  });

  it('puts a refusal about the code under the code field, by its code', () => {
    const usedUp = new ApiError(400, 'used up', 'campaign.exhausted', 'code', { code: 'X' });
    expect(isCodeRefusal(usedUp)).toBe(true);
    expect(isCodeRefusal(new ApiError(400, 'no such code', 'campaign.unknown', 'code'))).toBe(true);
    expect(isCodeRefusal(new ApiError(400, 'too long', 'validation.tooLong', 'code'))).toBe(true);
    // Anything else is the booking's problem, shown as before.
    expect(isCodeRefusal(new ApiError(409, 'price', 'booking.priceChanged', 'bookings'))).toBe(false);
    expect(isCodeRefusal(new ApiError(402, 'declined', 'payments.cardDeclined'))).toBe(false);
    expect(isCodeRefusal(new Error('campaign.exhausted'))).toBe(false);
    expect(isCodeRefusal(null)).toBe(false);
  });
});
