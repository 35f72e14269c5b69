// A host's response rate and typical response time (issue 26), shown on each property page: over the
// conversations a guest started in the last 90 days, the share the host answered within 24 hours, and
// how long the host usually takes (the median of the answered ones), in the four bands people read.

export const RESPONSE_WINDOW_DAYS = 90;
/** A reply later than this does not count as a response. */
export const RESPONSE_HOURS = 24;

export type ResponseBand = 'withinHour' | 'withinHours' | 'withinDay' | 'moreThanDay';

export type ResponseStats = {
  /** 0 to 100, rounded. */
  ratePercent: number;
  /** The median reply's band; null when the host answered none. */
  typical: ResponseBand | null;
  /** How many conversations the figures are over. */
  conversations: number;
};

/** One conversation a guest started: when they first wrote, and when the host first answered. */
export type FirstExchange = { askedAt: Date; repliedAt: Date | null };

const HOUR_MS = 3_600_000;

export function bandOf(ms: number): ResponseBand {
  if (ms <= HOUR_MS) return 'withinHour';
  if (ms <= 6 * HOUR_MS) return 'withinHours';
  if (ms <= 24 * HOUR_MS) return 'withinDay';
  return 'moreThanDay';
}

/** The figures over the exchanges begun in the 90 days before `now`; null when there were none. */
export function responseStats(exchanges: readonly FirstExchange[], now: Date): ResponseStats | null {
  const since = now.getTime() - RESPONSE_WINDOW_DAYS * 24 * HOUR_MS;
  const recent = exchanges.filter((e) => e.askedAt.getTime() >= since && e.askedAt <= now);
  if (recent.length === 0) return null;
  const delays = recent
    .filter((e) => e.repliedAt && e.repliedAt <= now)
    .map((e) => e.repliedAt!.getTime() - e.askedAt.getTime())
    .sort((a, b) => a - b);
  const answered = delays.filter((d) => d <= RESPONSE_HOURS * HOUR_MS).length;
  const median = delays.length === 0 ? null : delays[Math.floor((delays.length - 1) / 2)]!;
  return {
    ratePercent: Math.round((answered / recent.length) * 100),
    typical: median === null ? null : bandOf(median),
    conversations: recent.length,
  };
}
