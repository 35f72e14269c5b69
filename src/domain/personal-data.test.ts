import { describe, expect, it } from 'vitest';
import { deletedUserEmail, exportCounts, upcomingStays, type OpenNight } from './personal-data';

const night = (date: string, paymentId: string | null = 'p1', role: OpenNight['role'] = 'guest') => ({
  paymentId,
  locationName: 'Kiwi Paddock',
  date,
  role,
});

describe('the stays that stop a deletion', () => {
  it('groups nights by stay and keeps those not ended by today, soonest first', () => {
    const stays = upcomingStays(
      [
        night('2026-12-11', 'p2', 'host'),
        night('2026-12-02'),
        night('2026-12-01'),
        night('2026-11-28', 'p0'),
        night('2026-12-10', 'p2', 'host'),
      ],
      '2026-12-01',
    );
    expect(stays).toEqual([
      {
        paymentId: 'p1',
        locationName: 'Kiwi Paddock',
        arrival: '2026-12-01',
        departure: '2026-12-03',
        role: 'guest',
      },
      {
        paymentId: 'p2',
        locationName: 'Kiwi Paddock',
        arrival: '2026-12-10',
        departure: '2026-12-12',
        role: 'host',
      },
    ]);
  });

  it('counts a stay whose last night was last night as ended (the guest leaves this morning)', () => {
    expect(upcomingStays([night('2026-11-30')], '2026-12-01')).toEqual([]);
    expect(upcomingStays([night('2026-11-30'), night('2026-12-01')], '2026-12-01')).toHaveLength(1);
  });
});

describe('the export’s summary and the deleted account', () => {
  it('counts each category’s records, the profile as one', () => {
    const counts = exportCounts({
      profile: { id: 'u1' },
      signIns: { sessions: [{}, {}], accounts: [{}] },
      staysAsGuest: [{}, {}, {}],
      payouts: { account: { bank: 'ANZ' }, paidOut: [{}] },
    });
    expect(counts).toMatchObject({ profile: 1, signIns: 3, staysAsGuest: 3, payouts: 1, vehicles: 0 });
  });

  it('gives each deleted account an address of its own that cannot receive mail', () => {
    expect(deletedUserEmail('AbC123')).toBe('deleted-abc123@deleted.invalid');
  });
});
