import { describe, expect, it } from 'vitest';
import { feeShare, splitRefund } from './refund-split';

describe('splitRefund', () => {
  it('gives back the fee in proportion, half up', () => {
    expect(
      splitRefund({ chargeAmount: 10_000, platformFee: 1_000, alreadyRefunded: 0, refund: 2_500 }),
    ).toEqual({
      feeRefund: 250,
      transferReversal: 2_250,
    });
    // 1000 × 15 / 100 = 150 exactly; 333 × 15 / 100 = 49.95 → 50; 10 × 15 / 100 = 1.5 → 2.
    expect(feeShare(333, 1_000, 150)).toBe(50);
    expect(feeShare(10, 100, 15)).toBe(2);
  });

  it('never loses a cent over successive partial refunds', () => {
    const nights = [1_000, 1_000, 1_000];
    let refunded = 0;
    const splits = nights.map((refund) => {
      const split = splitRefund({ chargeAmount: 3_000, platformFee: 100, alreadyRefunded: refunded, refund });
      refunded += refund;
      return split;
    });
    expect(splits.map((s) => s.feeRefund)).toEqual([33, 34, 33]);
  });

  it('adds up for every way of refunding a charge in pieces', () => {
    const problems: string[] = [];
    for (const [chargeAmount, platformFee] of [
      [3_000, 100],
      [12_345, 1_234],
      [999, 0],
      [1_001, 1_001],
      [7, 3],
    ] as const) {
      for (const piece of [1, 2, 3, 7, 100, 333]) {
        let refunded = 0;
        let fees = 0;
        let reversals = 0;
        while (refunded < chargeAmount) {
          const refund = Math.min(piece, chargeAmount - refunded);
          const split = splitRefund({ chargeAmount, platformFee, alreadyRefunded: refunded, refund });
          if (
            split.feeRefund < 0 ||
            split.transferReversal < 0 ||
            split.feeRefund + split.transferReversal !== refund
          ) {
            problems.push(
              `${chargeAmount}/${platformFee} at ${refunded}+${refund}: ${JSON.stringify(split)}`,
            );
          }
          refunded += refund;
          fees += split.feeRefund;
          reversals += split.transferReversal;
        }
        if (fees !== platformFee || reversals !== chargeAmount - platformFee) {
          problems.push(
            `${chargeAmount}/${platformFee} in pieces of ${piece}: fees ${fees}, reversals ${reversals}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses amounts that are not whole cents or exceed what is left', () => {
    const base = { chargeAmount: 1_000, platformFee: 100, alreadyRefunded: 0, refund: 100 };
    expect(() => splitRefund({ ...base, refund: 1.5 })).toThrow(RangeError);
    expect(() => splitRefund({ ...base, refund: 0 })).toThrow(RangeError);
    expect(() => splitRefund({ ...base, alreadyRefunded: 950 })).toThrow(RangeError);
    expect(() => splitRefund({ ...base, platformFee: 1_001 })).toThrow(RangeError);
    expect(() => splitRefund({ ...base, chargeAmount: 0, platformFee: 0 })).toThrow(RangeError);
  });
});
