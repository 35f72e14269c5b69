// Logging out is offered by the header on every page, so it lives with the session, not a feature.

import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api, errorMessage } from './api';
import { i18n } from './i18n';
import { track } from './analytics';
import { notifyDanger } from './notify';
import { paths } from './paths';
import { forgetSavedTrips } from './offline/saved-trips';
import { clearUserQueries, useViewer } from './session';
import { apiPath } from '../../domain/api-paths';

/** Ends the session; what this device saved for offline use goes even if the server cannot be told. */
export async function signOut(): Promise<void> {
  try {
    await api(apiPath('/v1/auth/sign-out'), { method: 'POST', body: {} });
  } finally {
    await forgetSavedTrips();
  }
}

/** The page a sign-out left, while the way home is still loading (see useFinishSignOut). */
let leavingPath: string | null = null;

/**
 * Signs out, goes home and forgets the user's data while keeping what anyone may see (spec
 * section 4). The data goes only once the home page shows: React Router navigates in a transition,
 * and a signed-in page that saw the session vanish first would ask to log in again.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { viewer } = useViewer();
  const { mutate } = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      track('logout', viewer);
      if (pathname === paths.home.href()) {
        clearUserQueries(queryClient);
        return;
      }
      leavingPath = pathname;
      navigate(paths.home.href());
    },
    onError: (error) =>
      notifyDanger({
        title: i18n.t('accounts.signOut.failed'),
        message: errorMessage(error),
      }),
  });
  return () => mutate();
}

/** Mounted once in the layout: finishes a sign-out when the page has changed. */
export function useFinishSignOut(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    if (leavingPath === null || pathname === leavingPath) return;
    leavingPath = null;
    clearUserQueries(queryClient);
  }, [pathname, queryClient]);
}

/**
 * Leaves a signed-in page as a sign-out does, for a session the server has already ended (a deleted
 * account): home first, then the user's data is forgotten once the home page shows.
 */
export function useLeaveSignedOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    if (pathname === paths.home.href()) {
      clearUserQueries(queryClient);
      return;
    }
    leavingPath = pathname;
    navigate(paths.home.href());
  };
}
