import { describe, expect, it } from 'vitest';
import {
  firstNightListed,
  guestBookingsQuery,
  guestName,
  listedNights,
  NO_FILTERS,
  propertyOptions,
} from './guest-bookings';

const TODAY = '2026-03-10';

describe('guest bookings', () => {
  it('lists the host’s guests from a week before today by default', () => {
    expect(guestBookingsQuery('host-1', NO_FILTERS, TODAY)).toEqual({ host: 'host-1', from: '2026-03-03' });
    expect(firstNightListed(NO_FILTERS, TODAY)).toBe('2026-03-03');
  });

  it('takes the host’s property and dates instead, the From date reaching back as far as asked', () => {
    const filters = { location: 12, fromDate: '2026-01-01', toDate: '2026-01-31' };
    expect(guestBookingsQuery('host-1', filters, TODAY)).toEqual({
      host: 'host-1',
      location: 12,
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
    });
    expect(firstNightListed(filters, TODAY)).toBe('2026-01-01');
    // Only an end date: still from a week before today.
    expect(guestBookingsQuery('host-1', { ...NO_FILTERS, toDate: '2026-04-01' }, TODAY)).toEqual({
      host: 'host-1',
      from: '2026-03-03',
      toDate: '2026-04-01',
    });
  });

  it('offers the host’s properties by name', () => {
    const properties = [
      { id: 2, name: 'Totara Farm' },
      { id: 1, name: 'Kauri Vineyard' },
    ];
    expect(propertyOptions(properties)).toEqual([
      { value: '1', label: 'Kauri Vineyard' },
      { value: '2', label: 'Totara Farm' },
    ]);
    expect(propertyOptions([])).toEqual([]);
  });

  it('names the guest by first and last name', () => {
    const contact = { firstName: 'Aroha', lastName: 'Ngata', email: 'a@example.test', phone: null };
    expect(guestName(contact)).toBe('Aroha Ngata');
    expect(guestName({ ...contact, lastName: null })).toBe('Aroha');
    expect(guestName(null)).toBe('');
  });

  it('lists cancelled nights after the others, each by night as the server sent them (spec section 3)', () => {
    const night = (id: number, date: string, status: string) => ({ id, date, status });
    const pages = [
      {
        items: [
          night(1, '2026-03-04', 'accepted'),
          night(2, '2026-03-05', 'cancelled'),
          night(3, '2026-03-06', 'accepted'),
        ],
      },
      { items: [night(4, '2026-03-07', 'cancelled'), night(5, '2026-03-08', 'accepted')] },
    ];
    expect(listedNights(pages).map((n) => n.id)).toEqual([1, 3, 5, 2, 4]);
    expect(listedNights([])).toEqual([]);
  });
});
