// The mobile apps' guard for GET /v1/content/collectionPage/{slug} (spec section 7), written only
// from the specification's words: a collection page is slug, title, banner url, thumbnail,
// collection.tag and rows (section 3). It fails when a field is renamed. Rules: README.md here.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollectionPage, createTag } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
let tagId: number;
beforeAll(async () => {
  t = await createTestApp();
  const tag = await createTag(t.database.db, 'vineyards', 'collection', 'Vineyards');
  tagId = tag.id;
  await createCollectionPage(t.database.db, {
    slug: 'vineyards',
    title: 'Vineyard stays',
    banner: '/uploads/vineyards-banner.jpg',
    thumbnail: '/uploads/vineyards-thumb.jpg',
    tagId,
    rows: [{ type: 'text', text: 'Wake up among the vines.' }],
  });
});
afterAll(() => t.close());

describe('GET /v1/content/collectionPage/{slug}', () => {
  it('answers slug, title, banner, thumbnail, collection.tag and rows, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/collectionPage/vineyards' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      slug: 'vineyards',
      title: 'Vineyard stays',
      banner: '/uploads/vineyards-banner.jpg',
      thumbnail: '/uploads/vineyards-thumb.jpg',
      collection: { tag: tagId },
    });
    expect(page.rows).toEqual(expect.any(Array));
    expect(page.rows.length).toBe(1);
  });

  it('answers 404 for a collection page that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/collectionPage/no-such-page' });
    expect(res.statusCode).toBe(404);
  });
});
