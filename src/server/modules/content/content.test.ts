import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollectionPage, createContentPage, createTag } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const farms = await createTag(db, 'collection:farms', 'collection', 'Farms');
  await createContentPage(db, {
    slug: 'home',
    title: 'Stopover',
    homeBanner: { title: 'Find your place', tagline: 'Stay on farms' },
    rows: [{ type: 'title', text: 'Welcome' }, { type: 'no-such-block' }, { type: 'divider' }],
  });
  await createCollectionPage(db, {
    slug: 'farms',
    title: 'Farm stays',
    tagId: farms.id,
    position: 1,
    thumbnail: '/t/farms.svg',
  });
  await createCollectionPage(db, { slug: 'vineyards', title: 'Vineyards', position: 0 });
});
afterAll(() => t.close());

describe('content', () => {
  it('serves a page with its banner and the blocks the web can draw', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/pages/home' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slug: 'home',
      title: 'Stopover',
      homeBanner: { title: 'Find your place', tagline: 'Stay on farms' },
      rows: [{ type: 'title', text: 'Welcome' }, { type: 'divider' }],
    });
  });

  it('lists collections in display order and serves one with its tag', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/v1/content/collections' });
    expect(list.json().items.map((c: { slug: string }) => c.slug)).toEqual(['vineyards', 'farms']);
    const page = await t.app.inject({ method: 'GET', url: '/v1/content/collectionPage/farms' });
    expect(page.json()).toMatchObject({
      slug: 'farms',
      title: 'Farm stays',
      collection: { tag: expect.any(Number) },
    });
  });

  it.each(['/v1/content/pages/nope', '/v1/content/collectionPage/nope', '/v1/content/widgets/nope'])(
    'answers 404 for an unknown slug at %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Page not found');
    },
  );

  it('rejects a malformed slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/pages/..%2Fetc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('slug');
  });
});
