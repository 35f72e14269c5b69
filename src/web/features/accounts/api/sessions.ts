import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionList } from '../../../../domain/schemas/sessions';
import { apiPath } from '../../../../domain/api-paths';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queries/keys';

const sessionsUrl = (userId: string) => apiPath('/v1/users/{id}/sessions', { id: userId });

/** GET /v1/users/{id}/sessions: one's sessions, device, place and last seen (decision 057). */
export async function getSessions(userId: string, signal?: AbortSignal): Promise<SessionList> {
  return api<SessionList>(sessionsUrl(userId), { signal });
}

export const getSessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.users.sessions(userId),
    queryFn: ({ signal }) => getSessions(userId, signal),
  });

export function useSessions(userId: string) {
  return useQuery(getSessionsQueryOptions(userId));
}

/** DELETE /v1/users/{id}/sessions/{sessionId}: that device is signed out at once. */
export async function endSession(userId: string, sessionId: string): Promise<{ ended: number }> {
  return api(apiPath('/v1/users/{id}/sessions/{sessionId}', { id: userId, sessionId }), { method: 'DELETE' });
}

/** DELETE /v1/users/{id}/sessions: every other device is signed out. */
export async function endOtherSessions(userId: string): Promise<{ ended: number }> {
  return api(sessionsUrl(userId), { method: 'DELETE' });
}

export function useEndSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => endSession(userId, sessionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions(userId).queryKey }),
  });
}

export function useEndOtherSessions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endOtherSessions(userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions(userId).queryKey }),
  });
}
