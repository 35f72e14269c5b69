import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/**
 * While a messages screen is open: the server's event stream (GET /v1/messages/stream, fed by
 * PostgreSQL's LISTEN/NOTIFY, so a message sent through any server copy arrives) refreshes the
 * conversations, the open thread and the unread count. The browser reconnects by itself (the server
 * asks for 2 s); after a reconnect everything is read again, in case something came meanwhile.
 */
export function useMessagesStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(apiPath('/v1/messages/stream'));
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
    source.addEventListener('message', refresh);
    source.addEventListener('ready', refresh);
    return () => source.close();
  }, [queryClient]);
}
