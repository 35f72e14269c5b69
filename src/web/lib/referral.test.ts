import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getReferralCode, REFERRAL_STORAGE_KEY, storeReferralCode } from './referral-code';

describe('referral code storage', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the code under stopover.referralCode', () => {
    storeReferralCode(' FRIEND42 ');
    expect(store.get(REFERRAL_STORAGE_KEY)).toBe('FRIEND42');
    expect(REFERRAL_STORAGE_KEY).toBe('stopover.referralCode');
    expect(getReferralCode()).toBe('FRIEND42');
  });

  it('ignores empty codes', () => {
    storeReferralCode('  ');
    expect(getReferralCode()).toBeNull();
  });

  it('survives storage that throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => storeReferralCode('X')).not.toThrow();
    expect(getReferralCode()).toBeNull();
  });
});
