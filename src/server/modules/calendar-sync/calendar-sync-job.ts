// The calendar sync job (decision 047): every minute, this copy claims the external calendars due
// (each is due 15 minutes after its last claim, by a conditional update, so of several server
// copies one fetches it) and fetches them one after the other.

import { startRepeating } from '../../jobs/repeating';
import { syncDueImports, type CalendarSyncDeps } from './calendar-sync.service';

export function startCalendarSync(
  deps: CalendarSyncDeps,
  { intervalMs = 60_000, onError }: { intervalMs?: number; onError?: (err: unknown) => void } = {},
): () => Promise<void> {
  return startRepeating(() => syncDueImports(deps), { intervalMs, onError });
}
