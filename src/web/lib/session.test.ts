import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearUserQueries, SESSION_QUERY_KEY, toSessionUser } from './session';

describe('toSessionUser', () => {
  it('reads Better Auth’s session with our fields', () => {
    expect(
      toSessionUser({
        session: {},
        user: {
          id: 'u1',
          email: 'a@b.nz',
          emailVerified: true,
          roles: ['administrator', 'nonsense'],
          accountValid: true,
          firstName: 'Aroha',
          language: 'de',
        },
      }),
    ).toEqual({
      userId: 'u1',
      email: 'a@b.nz',
      emailVerified: true,
      roles: ['administrator'],
      accountValid: true,
      firstName: 'Aroha',
      language: 'de',
      secondFactor: false,
    });
  });

  it('is null for visitors and copes with missing fields', () => {
    expect(toSessionUser(null)).toBeNull();
    expect(toSessionUser({ user: {} })).toBeNull();
    expect(toSessionUser({ user: { id: 'u2' } })).toEqual({
      userId: 'u2',
      email: '',
      emailVerified: false,
      roles: [],
      accountValid: false,
      firstName: null,
      language: null,
      secondFactor: false,
    });
  });
});

describe('clearUserQueries', () => {
  it('forgets the user’s data and keeps what anyone may see', () => {
    const client = new QueryClient();
    client.setQueryData(SESSION_QUERY_KEY, { userId: 'u1' });
    client.setQueryData(['users', 'u1'], { id: 'u1' });
    client.setQueryData(['bookings', 'mine'], []);
    client.setQueryData(['tags'], []);
    client.setQueryData(['locations', 'detail', 3], { id: 3 });
    client.setQueryData(['content', 'pages', 'home'], {});
    client.setQueryData(['locations', 'search', 'x'], { items: [] });
    clearUserQueries(client);
    expect(client.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(client.getQueryData(['users', 'u1'])).toBeUndefined();
    expect(client.getQueryData(['bookings', 'mine'])).toBeUndefined();
    expect(client.getQueryData(['tags'])).toEqual([]);
    // A listing's detail may carry the exact address, which is the user's to see, not the next person's.
    expect(client.getQueryData(['locations', 'detail', 3])).toBeUndefined();
    expect(client.getQueryData(['content', 'pages', 'home'])).toEqual({});
    expect(client.getQueryData(['locations', 'search', 'x'])).toEqual({ items: [] });
  });
});
