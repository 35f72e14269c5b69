// Affiliates are credited through a referral code kept in the browser (spec section 1): the storage
// (referral-code.ts, also used by the promo widget) and the hook pages call.

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { REFERRAL_QUERY_PARAM, storeReferralCode } from './referral-code';

export { getReferralCode } from './referral-code';

/** Stores `?affiliate=...` of the current page as the referral code. */
export function useStoreReferralCode(): void {
  const [searchParams] = useSearchParams();
  const code = searchParams.get(REFERRAL_QUERY_PARAM);
  useEffect(() => {
    if (code) storeReferralCode(code);
  }, [code]);
}
