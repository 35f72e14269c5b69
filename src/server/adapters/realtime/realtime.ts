// Realtime delivery across server copies (issue 26, decision 038): a message's transaction NOTIFYs
// the channel below (pg_notify, delivered on commit), and every server copy LISTENs on it with one
// connection of its own and hands each notification to the streams of the people it names that this
// copy holds open. No in-process emitter decides anything: a copy learns of a message only through
// PostgreSQL, whichever copy took it.

import type { Database } from '../../db/client';

export const MESSAGES_CHANNEL = 'stopover_messages';

/** What a notification says: which thread has a new message, and for whom. */
export type MessageEvent = { threadId: number; messageId: number; sentAt: string; userIds: string[] };

export interface Realtime {
  /**
   * Calls `onEvent` for each new message in a thread of the person's. `ready` settles once this copy
   * listens, so nothing committed after it is missed.
   */
  subscribe(userId: string, onEvent: (event: MessageEvent) => void): { ready: Promise<void>; stop(): void };
  /** Every event, whoever it is for (the bench's probe). */
  subscribeAll(onEvent: (event: MessageEvent) => void): { ready: Promise<void>; stop(): void };
  close(): Promise<void>;
}

function parse(payload: string): MessageEvent | null {
  try {
    const value = JSON.parse(payload) as MessageEvent;
    return typeof value.threadId === 'number' && Array.isArray(value.userIds) ? value : null;
  } catch {
    return null;
  }
}

export function createRealtime(database: Pick<Database, 'listen'>): Realtime {
  const byUser = new Map<string, Set<(event: MessageEvent) => void>>();
  const everything = new Set<(event: MessageEvent) => void>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;

  const deliver = (payload: string) => {
    const event = parse(payload);
    if (!event) return;
    for (const listener of everything) listener(event);
    for (const userId of new Set(event.userIds))
      for (const listener of byUser.get(userId) ?? []) listener(event);
  };

  // The first subscriber starts the LISTEN; a copy nobody streams from holds no connection.
  const start = (): Promise<void> => {
    if (closed) return Promise.resolve();
    listening ??= database.listen(MESSAGES_CHANNEL, deliver);
    return listening.then(
      () => {},
      () => {
        listening = null;
        throw new Error('Could not listen for messages');
      },
    );
  };

  return {
    subscribe(userId, onEvent) {
      const set = byUser.get(userId) ?? new Set();
      set.add(onEvent);
      byUser.set(userId, set);
      return {
        ready: start(),
        stop: () => {
          set.delete(onEvent);
          if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
        },
      };
    },
    subscribeAll(onEvent) {
      everything.add(onEvent);
      return { ready: start(), stop: () => void everything.delete(onEvent) };
    },
    async close() {
      closed = true;
      byUser.clear();
      everything.clear();
      const stop = await listening?.catch(() => null);
      await stop?.();
    },
  };
}
