import { describe, expect, it } from 'vitest';
import { bandOf, responseStats } from './response-stats';

const now = new Date('2026-03-01T00:00:00Z');
const hoursBefore = (h: number) => new Date(now.getTime() - h * 3_600_000);
const exchange = (askedHoursAgo: number, replyAfterHours: number | null) => ({
  askedAt: hoursBefore(askedHoursAgo),
  repliedAt: replyAfterHours === null ? null : hoursBefore(askedHoursAgo - replyAfterHours),
});

describe('a host’s response rate and time', () => {
  it('says nothing without a conversation in the last 90 days', () => {
    expect(responseStats([], now)).toBeNull();
    expect(responseStats([exchange(91 * 24, 1)], now)).toBeNull();
  });

  it('counts replies within 24 hours and takes the median reply for the typical time', () => {
    const stats = responseStats(
      [exchange(100, 0.5), exchange(200, 2), exchange(300, 3), exchange(400, 30), exchange(500, null)],
      now,
    );
    expect(stats).toEqual({ ratePercent: 60, typical: 'withinHours', conversations: 5 });
  });

  it('has no typical time when the host answered none', () => {
    expect(responseStats([exchange(10, null), exchange(5, null)], now)).toEqual({
      ratePercent: 0,
      typical: null,
      conversations: 2,
    });
  });

  it('does not count a reply still in the future of the clock', () => {
    expect(responseStats([exchange(1, 2)], now)).toEqual({ ratePercent: 0, typical: null, conversations: 1 });
  });

  it('reads delays in four bands', () => {
    const h = 3_600_000;
    expect([bandOf(h), bandOf(h + 1), bandOf(6 * h), bandOf(24 * h), bandOf(24 * h + 1)]).toEqual([
      'withinHour',
      'withinHours',
      'withinHours',
      'withinDay',
      'moreThanDay',
    ]);
  });
});
