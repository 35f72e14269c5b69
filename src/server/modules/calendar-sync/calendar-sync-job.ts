// The calendar sync job (decision 047): every minute, the server copy holding the job's lease
// (decision 054) claims the external calendars due (each is due 15 minutes after its last claim, by
// a conditional update, so even two rounds at once would fetch it once) and fetches them one after
// the other.

import type { Jobs } from '../../jobs/jobs';
import { syncDueImports, type CalendarSyncDeps } from './calendar-sync.service';

export function startCalendarSync(
  jobs: Jobs,
  deps: CalendarSyncDeps,
  { intervalMs = 60_000, onError }: { intervalMs?: number; onError?: (err: unknown) => void } = {},
): () => Promise<void> {
  return jobs.start('calendar-sync', () => syncDueImports(deps), { intervalMs, onError });
}
