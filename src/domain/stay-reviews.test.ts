import { describe, expect, it } from 'vitest';
import {
  countingNoShows,
  isRevealed,
  mayBookInstantly,
  mayMarkNoShow,
  noShowWindowStart,
  revealDateOf,
  revealedOn,
  reviewWindow,
  stayReviewState,
  type BlindReviews,
} from './stay-reviews';

// A stay leaving on 1 March 2026: New Zealand keeps daylight time (UTC+13) until 5 April, so 15 March
// begins at 11:00 UTC on 14 March.
const departure = '2026-03-01';
const lastMomentOfDay13 = new Date('2026-03-14T10:59:59.999Z');
const midnightOfDay14 = new Date('2026-03-14T11:00:00.000Z');
const during = new Date('2026-03-05T00:00:00Z');
const guestWrote = new Date('2026-03-02T01:00:00Z');
const hostWrote = new Date('2026-03-06T22:30:00Z'); // 7 March 11:30 in New Zealand

const blind = (over: Partial<BlindReviews> = {}): BlindReviews => ({
  departure,
  guestWrittenAt: null,
  hostWrittenAt: null,
  ...over,
});

describe('the review window', () => {
  it('opens on departure day and closes at midnight NZ at the start of day 14', () => {
    expect(revealDateOf(departure)).toBe('2026-03-15');
    expect(reviewWindow(departure, '2026-02-28')).toBe('notYet');
    expect(reviewWindow(departure, '2026-03-01')).toBe('open');
    expect(reviewWindow(departure, '2026-03-14')).toBe('open');
    expect(reviewWindow(departure, '2026-03-15')).toBe('closed');
  });
});

describe('the double blind', () => {
  it('shows nothing while only one side has written, up to the last moment of day 13', () => {
    for (const one of [blind({ guestWrittenAt: guestWrote }), blind({ hostWrittenAt: hostWrote })]) {
      expect(isRevealed(one, during)).toBe(false);
      expect(isRevealed(one, lastMomentOfDay13)).toBe(false);
    }
  });

  it('shows one side’s review alone from midnight NZ at the start of day 14', () => {
    expect(isRevealed(blind({ guestWrittenAt: guestWrote }), midnightOfDay14)).toBe(true);
    expect(isRevealed(blind({ hostWrittenAt: hostWrote }), midnightOfDay14)).toBe(true);
    expect(isRevealed(blind(), midnightOfDay14)).toBe(true);
    expect(revealedOn(blind({ guestWrittenAt: guestWrote }))).toBe('2026-03-15');
  });

  it('shows both at once as soon as the second is in, dated by New Zealand’s day', () => {
    const both = blind({ guestWrittenAt: guestWrote, hostWrittenAt: hostWrote });
    expect(isRevealed(both, hostWrote)).toBe(true);
    expect(revealedOn(both)).toBe('2026-03-07');
  });

  it('tells each side where it stands', () => {
    const now = during;
    expect(stayReviewState('guest', blind(), new Date('2026-02-27T00:00:00Z'))).toBe('notYet');
    expect(stayReviewState('guest', blind(), now)).toBe('open');
    const guestOnly = blind({ guestWrittenAt: guestWrote });
    expect(stayReviewState('guest', guestOnly, now)).toBe('waitingForOther');
    expect(stayReviewState('host', guestOnly, now)).toBe('open');
    expect(stayReviewState('host', guestOnly, midnightOfDay14)).toBe('revealed');
    expect(
      stayReviewState('guest', blind({ guestWrittenAt: guestWrote, hostWrittenAt: hostWrote }), now),
    ).toBe('revealed');
  });
});

describe('no-shows', () => {
  const stay = { arrival: '2026-03-01', departure: '2026-03-03' };

  it('may be marked from the day after arrival until the review window closes', () => {
    expect(mayMarkNoShow(stay, '2026-03-01')).toBe(false);
    expect(mayMarkNoShow(stay, '2026-03-02')).toBe(true);
    expect(mayMarkNoShow(stay, '2026-03-16')).toBe(true);
    expect(mayMarkNoShow(stay, '2026-03-17')).toBe(false);
  });

  it('count for 12 months, not cleared ones only', () => {
    expect(noShowWindowStart('2026-03-10')).toBe('2025-03-10');
    expect(noShowWindowStart('2028-02-29')).toBe('2027-02-28');
    const today = '2026-03-10';
    const noShows = [
      { arrival: '2025-03-10', clearedAt: null }, // exactly 12 months ago: no longer counts
      { arrival: '2025-03-11', clearedAt: null },
      { arrival: '2025-12-01', clearedAt: null },
      { arrival: '2026-02-01', clearedAt: new Date('2026-02-10T00:00:00Z') },
    ];
    expect(countingNoShows(noShows, today).map((n) => n.arrival)).toEqual(['2025-03-11', '2025-12-01']);
    expect(mayBookInstantly(noShows, today)).toBe(true);
    const third = [...noShows, { arrival: '2026-03-01', clearedAt: null }];
    expect(mayBookInstantly(third, today)).toBe(false);
    // A day later the oldest (11 March 2025) is 12 months old and drops out.
    expect(mayBookInstantly(third, '2026-03-11')).toBe(true);
  });
});
