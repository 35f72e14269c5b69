import { lazy, Suspense, useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { track } from '../lib/analytics';
import { useProfileLanguage } from '../lib/language';
import { useViewer } from '../lib/session';
import { useFinishSignOut } from '../lib/sign-out';

const SignedInEffects = lazy(() => import('../features/accounts/components/signed-in-effects'));

/**
 * Session side effects for the whole app: a page-view event per page (once the session is known,
 * so the user type is right), the language on a signed-in person's profile, and, for signed-in
 * people only, loading their data and saving a referral (code loaded on demand).
 */
export function SessionEffects() {
  const { viewer, isPending } = useViewer();
  const { pathname } = useLocation();
  useFinishSignOut();
  useProfileLanguage();
  const pageView = useEffectEvent((page: string) => track('page_view', viewer, { page }));
  useEffect(() => {
    if (!isPending) pageView(pathname);
  }, [pathname, isPending]);

  if (!viewer) return null;
  return (
    <Suspense fallback={null}>
      <SignedInEffects userId={viewer.userId} />
    </Suspense>
  );
}
