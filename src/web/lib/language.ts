// The language a signed-in person chose follows them (issue 13): choosing one in a language menu
// saves it on their profile, and signing in (in any browser) applies the profile's language, which
// wins over the browser's remembered choice. Visitors' choices stay in their browser (lib/i18n.ts).

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../domain/messages/format';
import type { UserProfile } from '../../domain/schemas/users';
import { api } from './api';
import { currentLanguage, setLanguage, t } from './i18n';
import { notifyDanger } from './notify';
import { getUserQueryOptions } from './queries/get-user';
import { SESSION_QUERY_KEY, useViewer, type SessionUser } from './session';
import { apiPath } from '../../domain/api-paths';

/** Switches the app to `language` and, for a signed-in person, saves it on their profile. */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  return async (language) => {
    await setLanguage(language);
    if (!viewer || viewer.language === language) return;
    // The session says the new language at once, so applying the profile's does not switch back.
    queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (old) => old && { ...old, language });
    try {
      const profile = await api<UserProfile>(apiPath('/v1/users/{id}', { id: viewer.userId }), {
        method: 'PUT',
        body: { language },
      });
      queryClient.setQueryData(getUserQueryOptions(viewer.userId).queryKey, profile);
    } catch {
      notifyDanger({ title: t('layout.language.notSaved') });
    }
  };
}

/** Applies the signed-in person's profile language whenever who is signed in, or their choice, changes. */
export function useProfileLanguage(): void {
  const { viewer } = useViewer();
  const wanted = viewer?.language ?? null;
  const userId = viewer?.userId;
  useEffect(() => {
    if (wanted && wanted !== currentLanguage()) void setLanguage(wanted);
  }, [userId, wanted]);
}
