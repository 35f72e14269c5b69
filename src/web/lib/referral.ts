// Affiliates are credited through a referral code kept in the browser (spec section 1).

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export const REFERRAL_STORAGE_KEY = 'stopover.referralCode';
export const REFERRAL_QUERY_PARAM = 'affiliate';

export function storeReferralCode(code: string): void {
  const trimmed = code.trim();
  if (!trimmed) return;
  try {
    localStorage.setItem(REFERRAL_STORAGE_KEY, trimmed);
  } catch {
    // Storage can be disabled (private browsing); losing a referral must not break the page.
  }
}

export function getReferralCode(): string | null {
  try {
    return localStorage.getItem(REFERRAL_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores `?affiliate=...` of the current page as the referral code. */
export function useStoreReferralCode(): void {
  const [searchParams] = useSearchParams();
  const code = searchParams.get(REFERRAL_QUERY_PARAM);
  useEffect(() => {
    if (code) storeReferralCode(code);
  }, [code]);
}
