// The mobile apps' guard for GET /v1/content/widgets/{slug} (spec section 7), written only from the
// specification's words: a widget is title, tagLine, buttonUrl and slides in sizes 300x600,
// 300x250, 728x90, 160x600 (section 3). It fails when a field is renamed. Rules: README.md here.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgets } from '../db/schema';
import { createTestApp, type TestContext } from '../testing/test-app';

const SIZES = ['300x600', '300x250', '728x90', '160x600'];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(widgets).values({
    slug: 'farm-stays',
    title: 'Stay on a farm',
    tagLine: 'Hosts across New Zealand',
    buttonUrl: '/locations',
    slides: SIZES.map((size) => ({ size, url: `/widget/${size}.png` })),
  });
});
afterAll(() => t.close());

describe('GET /v1/content/widgets/{slug}', () => {
  it('answers title, tagLine, buttonUrl and the slides of each size, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/widgets/farm-stays' });
    expect(res.statusCode).toBe(200);
    const widget = res.json();
    expect(widget).toMatchObject({
      title: 'Stay on a farm',
      tagLine: 'Hosts across New Zealand',
      buttonUrl: '/locations',
    });
    expect(widget.slides).toHaveLength(SIZES.length);
    // Each slide says which of the spec's sizes it is.
    expect(widget.slides.map((slide: { size: string }) => slide.size).sort()).toEqual([...SIZES].sort());
  });

  it('answers 404 for a widget that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/content/widgets/no-such-widget' });
    expect(res.statusCode).toBe(404);
  });
});
