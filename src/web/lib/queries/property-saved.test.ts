import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearUserQueries } from '../session';
import { queryKeys } from './keys';
import { refreshPropertyViews } from './property-saved';

const seeded = () => {
  const client = new QueryClient();
  for (const key of [
    queryKeys.admin.userProperties('host-1'),
    queryKeys.properties.ofHost('host-1'),
    queryKeys.locations.search({ tags: [] }),
    queryKeys.locations.detail(7),
    queryKeys.locations.detail(8),
    queryKeys.messages.unread,
  ]) {
    client.setQueryData(key, { seeded: true });
  }
  return client;
};
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('refreshPropertyViews', () => {
  it('marks every list showing a property stale after a save, the admin user page’s too, but not the saved detail', async () => {
    const client = seeded();
    await refreshPropertyViews(client, 7);
    expect(stale(client, queryKeys.admin.userProperties('host-1'))).toBe(true);
    expect(stale(client, queryKeys.properties.ofHost('host-1'))).toBe(true);
    expect(stale(client, queryKeys.locations.search({ tags: [] }))).toBe(true);
    expect(stale(client, queryKeys.locations.detail(8))).toBe(true);
    expect(stale(client, queryKeys.locations.detail(7))).toBe(false);
    expect(stale(client, queryKeys.messages.unread)).toBe(false);
  });
});

describe('the key tree on sign-out', () => {
  it('keeps the shared branches and drops the private ones, a site’s private calendar feed among them', () => {
    const client = seeded();
    client.setQueryData(queryKeys.properties.calendarSync(7, 1), { feedUrl: 'secret' });
    client.setQueryData(queryKeys.tags, []);
    clearUserQueries(client);
    expect(client.getQueryData(queryKeys.tags)).toEqual([]);
    expect(client.getQueryData(queryKeys.locations.search({ tags: [] }))).toEqual({ seeded: true });
    expect(client.getQueryData(queryKeys.properties.calendarSync(7, 1))).toBeUndefined();
    expect(client.getQueryData(queryKeys.admin.userProperties('host-1'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.messages.unread)).toBeUndefined();
  });
});
