// The mobile apps' guard for GET /v1/content/pages/{slug} (spec section 7), written only from the
// specification's words: a content page is slug, rows and homeBanner (title, tagline) (section 3).
// It fails when a field is renamed. Rules: README.md in this folder.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentPage } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await createContentPage(t.database.db, {
    slug: 'home',
    title: 'Stopover',
    homeBanner: { title: 'Stay on hosts’ land', tagline: 'Farms, vineyards and more' },
    rows: [{ type: 'text', text: 'Welcome' }],
  });
});
afterAll(() => t.close());

describe('GET /v1/content/pages/{slug}', () => {
  it('answers the page with slug, rows and homeBanner {title, tagline}, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/pages/home' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      slug: 'home',
      homeBanner: { title: 'Stay on hosts’ land', tagline: 'Farms, vineyards and more' },
    });
    expect(page.rows).toEqual(expect.any(Array));
    expect(page.rows.length).toBe(1);
  });

  it('answers 404 for a page that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/pages/no-such-page' });
    expect(res.statusCode).toBe(404);
  });
});
