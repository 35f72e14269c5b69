import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_RATES,
  feeWithinCharge,
  flatRateCredit,
  gstIncluded,
  platformKeeps,
  proportionalShare,
  refundTax,
  stayTax,
} from './gst';

// Worked examples from Inland Revenue's guidance (decision 049):
// - ird.govt.nz, "GST changes" (sharing economy): operators "collect GST at the standard 15% rate on
//   listed services … pass on 8.5% to sellers who are not GST-registered. The remaining 6.5% is
//   returned to us."
// - ird.govt.nz, "Flat-rate credit scheme" (listing intermediaries): "a flat-rate credit of 8.5% of the
//   value of the supply" — the value being GST-exclusive (GST Act s 20(3N)).
// - GST is 3/23 of a GST-inclusive price at 15% (ird.govt.nz, "Calculating GST").
describe('GST on a stay (decision 049)', () => {
  it('takes 3/23 of a GST-inclusive price at 15%', () => {
    expect(gstIncluded(11_500, 1500)).toBe(1_500);
    expect(gstIncluded(2_300, 1500)).toBe(300);
    // $45 a night: 4500 × 3/23 = 586.956… → 587 cents.
    expect(gstIncluded(4_500, 1500)).toBe(587);
  });

  it('rounds a half cent up, in exact arithmetic', () => {
    // 1 cent at 15% holds 0.13 cents of GST → 0; 4 cents hold 0.52 → 1.
    expect(gstIncluded(1, 1500)).toBe(0);
    expect(gstIncluded(4, 1500)).toBe(1);
    // At a changed rate of 10%, 165 cents hold exactly 15.
    expect(gstIncluded(165, 1000)).toBe(15);
    expect(flatRateCredit(100, 850)).toBe(9); // 8.5 cents → 9
    expect(flatRateCredit(300, 850)).toBe(26); // 25.5 cents → 26
  });

  it('gives an unregistered host 8.5% of the GST-exclusive value, so 6.5% goes to Inland Revenue', () => {
    // IRD's split of a $115 stay: $15 GST collected, $8.50 passed on, $6.50 returned.
    const tax = stayTax(11_500, DEFAULT_TAX_RATES, false);
    expect(tax).toEqual({
      gst: 1_500,
      gstExclusive: 10_000,
      flatRateCredit: 850,
      gstRateBp: 1500,
      flatRateCreditBp: 850,
    });
    expect(tax.gst - tax.flatRateCredit).toBe(650);
  });

  it('gives a registered host no credit: their supply to the marketplace is zero-rated', () => {
    expect(stayTax(11_500, DEFAULT_TAX_RATES, true)).toMatchObject({
      gst: 1_500,
      flatRateCredit: 0,
      flatRateCreditBp: 0,
    });
  });

  it('has the platform keep its fee and the GST less the credit; the host the rest', () => {
    const tax = stayTax(11_500, DEFAULT_TAX_RATES, false);
    const kept = platformKeeps({ platformFee: 1_150, gst: tax.gst, flatRateCredit: tax.flatRateCredit });
    expect(kept).toBe(1_150 + 1_500 - 850);
    expect(11_500 - kept).toBe(9_700); // the host: $115 − $11.50 fee − $15 GST + $8.50 credit
  });

  it('lowers a fee that would make the platform keep more than the guest paid', () => {
    const tax = stayTax(10_000, DEFAULT_TAX_RATES, true);
    expect(feeWithinCharge(10_000, 10_000, tax)).toBe(10_000 - tax.gst);
    expect(feeWithinCharge(10_000, 1_000, tax)).toBe(1_000);
  });

  it('charges no GST at a zero rate (stays booked before the rules)', () => {
    expect(stayTax(5_000, { gstRateBp: 0, flatRateCreditBp: 0 }, false)).toMatchObject({
      gst: 0,
      flatRateCredit: 0,
    });
  });
});

describe('refunds reverse GST exactly', () => {
  it('gives back the whole GST and credit once the whole stay is refunded, however it is split', () => {
    const amount = 13_500; // three nights of $45
    const tax = stayTax(amount, DEFAULT_TAX_RATES, false);
    for (const parts of [[4_500, 4_500, 4_500], [1, 13_499], [3_333, 3_333, 6_834], [13_500]]) {
      let already = 0;
      let gst = 0;
      let credit = 0;
      for (const refund of parts) {
        const back = refundTax({
          amount,
          gst: tax.gst,
          flatRateCredit: tax.flatRateCredit,
          alreadyRefunded: already,
          refund,
        });
        expect(back.gst).toBeGreaterThanOrEqual(0);
        gst += back.gst;
        credit += back.flatRateCredit;
        already += refund;
      }
      expect(gst).toBe(tax.gst);
      expect(credit).toBe(tax.flatRateCredit);
    }
  });

  it('refunds a night its share, rounded half up', () => {
    // One of three $45 nights: 1761 × 1/3 = 587.
    expect(
      refundTax({ amount: 13_500, gst: 1_761, flatRateCredit: 998, alreadyRefunded: 0, refund: 4_500 }),
    ).toEqual({
      gst: 587,
      flatRateCredit: 333,
    });
    expect(proportionalShare(0, 13_500, 1_761)).toBe(0);
  });
});
