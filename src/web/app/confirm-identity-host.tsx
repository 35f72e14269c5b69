import { lazy, Suspense, useEffect } from 'react';
import { registerConfirmationHost, useConfirmIdentityState } from '../lib/confirm-identity';

const ConfirmIdentityDialog = lazy(() => import('../components/confirm-identity-dialog'));

/**
 * Lets the API client ask "Confirm it's you" (decision 057) on any page of the app, and mounts the
 * dialog the first time it opens: its code stays off the first page load.
 */
export function ConfirmIdentityHost() {
  const { openings } = useConfirmIdentityState();
  useEffect(() => registerConfirmationHost(), []);
  if (openings === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmIdentityDialog />
    </Suspense>
  );
}
