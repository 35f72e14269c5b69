import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { getReferralCode } from '../../../lib/referral';
import { useUserProfile } from '../../../lib/queries/get-user';
import { useSaveReferral } from '../api/save-referral';
import { loadSignedInData } from '../lib/signed-in';

/** Referral codes already sent for a user in this tab: a failure is not retried on every page. */
const referralsSent = new Set<string>();

/**
 * Runs while someone is signed in: loads their data when the session starts (also when it was
 * restored from a cookie), and saves the referral code of an affiliate link they followed when it
 * differs from the one on their profile (spec section 4).
 */
export default function SignedInEffects({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const profile = useUserProfile(userId);
  const saveReferral = useSaveReferral(userId);
  // Re-read on every page: an affiliate link may be followed while signed in.
  useLocation();
  const code = getReferralCode();
  const referrer = profile.data?.referrer;
  const loaded = profile.isSuccess;
  const { mutate } = saveReferral;

  useEffect(() => {
    void loadSignedInData(queryClient, userId);
  }, [queryClient, userId]);

  useEffect(() => {
    if (!loaded || !code || code === referrer) return;
    const key = `${userId}\n${code}`;
    if (referralsSent.has(key)) return;
    referralsSent.add(key);
    // An unknown code is the affiliate's problem, not the visitor's: noted, never shown.
    mutate(code, { onError: (error) => console.warn('Saving the referral code failed', error) });
  }, [loaded, code, referrer, userId, mutate]);

  return null;
}
