import { describe, expect, it } from 'vitest';
import { cancelRequest, guestCancellableNights, hostNightState, quoteNights } from './cancellation';

const TODAY = '2026-03-10';

describe('cancelling nights', () => {
  it('offers a guest the accepted nights of a stay arriving tonight or later', () => {
    const nights = [
      { id: 2, date: '2026-03-10', status: 'accepted' },
      { id: 3, date: '2026-03-11', status: 'cancelled' },
      { id: 4, date: '2026-03-12', status: 'pending' },
      { id: 5, date: '2026-03-13', status: 'accepted' },
    ];
    expect(guestCancellableNights(nights, '2026-03-10', TODAY).map((n) => n.id)).toEqual([2, 5]);
    expect(guestCancellableNights(nights.slice(1), '2026-03-11', TODAY).map((n) => n.id)).toEqual([5]);
    expect(guestCancellableNights([], '2026-03-10', TODAY)).toEqual([]);
  });

  it('offers nothing once the stay is under way, though nights remain (spec section 4)', () => {
    const underWay = [
      { id: 1, date: '2026-03-09', status: 'accepted' },
      { id: 2, date: '2026-03-10', status: 'accepted' },
      { id: 5, date: '2026-03-13', status: 'accepted' },
    ];
    expect(guestCancellableNights(underWay, '2026-03-09', TODAY)).toEqual([]);
    // Its first night cancelled earlier, the stay still arrived yesterday.
    expect(guestCancellableNights(underWay.slice(1), '2026-03-09', TODAY)).toEqual([]);
  });

  it('labels a host’s night: cancelled, completed more than a day after check-in, else cancellable', () => {
    expect(hostNightState({ date: '2026-03-20', status: 'cancelled' }, TODAY)).toBe('cancelled');
    // A cancelled night stays cancelled however long ago it was.
    expect(hostNightState({ date: '2026-01-01', status: 'cancelled' }, TODAY)).toBe('cancelled');
    expect(hostNightState({ date: '2026-03-08', status: 'accepted' }, TODAY)).toBe('completed');
    // Until a day after check-in the host may still cancel.
    expect(hostNightState({ date: '2026-03-09', status: 'accepted' }, TODAY)).toBe('cancellable');
    expect(hostNightState({ date: '2026-03-10', status: 'accepted' }, TODAY)).toBe('cancellable');
    expect(hostNightState({ date: '2026-04-10', status: 'accepted' }, TODAY)).toBe('cancellable');
    expect(hostNightState({ date: '2026-04-10', status: 'pending' }, TODAY)).toBe('pending');
  });

  it('quotes a guest’s refund by the policy, night by night, from what was paid', () => {
    const quote = quoteNights(
      'moderate',
      [
        { date: '2026-03-20', amountPaid: 3000 }, // 10 days ahead: in full
        { date: '2026-03-13', amountPaid: 2501 }, // 3 days ahead: half, rounded down
        { date: '2026-03-10', amountPaid: 2000 }, // tonight: nothing
      ],
      TODAY,
      'guest',
    );
    expect(quote.paid).toBe(7501);
    expect(quote.refund).toBe(3000 + 1250);
    expect(quote.nights.map((n) => n.percent)).toEqual([100, 50, 0]);
  });

  it('quotes a host’s cancellation in full whatever the policy', () => {
    const quote = quoteNights('strict', [{ date: '2026-03-10', amountPaid: 4500 }], TODAY, 'host');
    expect(quote).toMatchObject({ paid: 4500, refund: 4500 });
  });

  it('puts the first night in the path and the others in the body', () => {
    expect(cancelRequest([7])).toEqual({ id: 7, body: { status: 'cancelled' } });
    expect(cancelRequest([7, 8, 9])).toEqual({ id: 7, body: { status: 'cancelled', nights: [8, 9] } });
    expect(() => cancelRequest([])).toThrow(RangeError);
  });
});
