import { lazy, Suspense } from 'react';
import { useLoginOverlay } from '../lib/login-overlay-state';

const LoginOverlay = lazy(() => import('../features/accounts/components/login-overlay/login-overlay'));

/**
 * Mounts the login overlay the first time something opens it, then keeps it so it can animate
 * closed: its forms stay off the first page load.
 */
export function LoginOverlayHost() {
  const { openings } = useLoginOverlay();
  if (openings === 0) return null;
  return (
    <Suspense fallback={null}>
      <LoginOverlay />
    </Suspense>
  );
}
