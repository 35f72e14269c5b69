// Affiliates are credited through a referral code kept in the browser (spec section 1). Plain
// functions, without React, so the promo widget's small bundle keeps the code the same way.

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
