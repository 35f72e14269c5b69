import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgets } from '../../db/schema';
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
  await createContentPage(db, {
    slug: 'faq-guest',
    title: 'Questions',
    rows: [{ type: 'text', text: 'In English' }],
  });
  await createContentPage(db, {
    slug: 'faq-guest',
    language: 'de',
    title: 'Fragen',
    rows: [
      { type: 'text', text: 'Auf Deutsch' },
      { type: 'text', text: 'extra', unknown: 1 },
    ],
  });
  await db.insert(widgets).values({
    slug: 'demo',
    title: 'Stay on a farm',
    tagLine: 'Hosts across New Zealand',
    buttonUrl: '/locations',
    slides: [{ size: '300x250', url: '/w/300x250.svg' }],
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
      language: 'en',
    });
  });

  it('serves a page in the asked language, refusing blocks with unknown fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/pages/faq-guest?language=de' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Fragen',
      language: 'de',
      rows: [{ type: 'text', text: 'Auf Deutsch' }],
    });
  });

  it.each(['fr', 'zh', 'en'])(
    'falls back to English when the page is not written in %s',
    async (language) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/content/pages/faq-guest?language=${language}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ title: 'Questions', language: 'en' });
      const home = await t.app.inject({ method: 'GET', url: `/v1/content/pages/home?language=${language}` });
      expect(home.json()).toMatchObject({ slug: 'home', language: 'en' });
    },
  );

  it('answers 404 for a page written in no language, asked in any', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/pages/nope?language=de' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a language the product does not speak', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/pages/home?language=xx' });
    expect(res.statusCode).toBe(400);
  });

  it('serves a widget', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/widgets/demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'demo',
      title: 'Stay on a farm',
      slides: [{ size: '300x250', url: '/w/300x250.svg' }],
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

  it.each(['..%2Fetc', 'About', 'faq_guest', 'caf%C3%A9'])('rejects the malformed slug %s', async (slug) => {
    for (const url of [`/v1/content/pages/${slug}`, `/v1/content/collectionPage/${slug}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('slug');
    }
  });
});
