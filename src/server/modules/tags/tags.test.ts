import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTag } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lists every tag with its group', async () => {
  await createTag(t.database.db, 'site_feature:wifi', 'site_feature', 'Wifi');
  await createTag(t.database.db, 'self_contained', 'site_type', 'Self-contained');
  const res = await t.app.inject({ method: 'GET', url: '/v1/tags' });
  expect(res.statusCode).toBe(200);
  expect(res.json().items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        label: 'site_feature:wifi',
        name: 'Wifi',
        group: 'site_feature',
        status: 'active',
      }),
      expect.objectContaining({ label: 'self_contained', group: 'site_type' }),
    ]),
  );
});
