// The content editor's calls (decision 024) on both databases: drafts stay private, publishing
// makes a page live at once, restoring publishes an older version again as a new one, bad input is
// refused naming the field, and only administrators with content:edit get in.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminActions, contentPages } from '../../db/schema';
import { signUp, type Actor } from '../../testing/actors';
import { createContentPage, createTag } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
let admin: Actor;
let guest: Actor;
let narrowAdmin: Actor;

const page = (text: string, title = 'About Stopover') => ({
  title,
  homeBanner: null,
  rows: [
    { type: 'title', text: title },
    { type: 'text', text },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'content-admin@example.com', { roles: ['administrator'] });
  guest = await signUp(t, 'content-guest@example.com');
  narrowAdmin = await signUp(t, 'content-narrow@example.com', { roles: ['addpropertiesonly_administrator'] });
  await createContentPage(t.database.db, { slug: 'seeded', title: 'Seeded', rows: [{ type: 'divider' }] });
});
afterAll(() => t.close());

function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, actor: Actor = admin) {
  return t.app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}
const publish = (slug: string, document: unknown, query = '') =>
  call('POST', `/v1/admin/content/page/${slug}/publish${query}`, { document });

describe('content editor', () => {
  it('publishes a new page, which visitors read at once, and records it in the audit trail', async () => {
    const res = await publish('about-us', page('We help campers stay on farms.'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'published', createdBy: admin.email });

    const live = await t.app.inject({ url: '/v1/content/pages/about-us' });
    expect(live.statusCode).toBe(200);
    expect(live.json().rows[1]).toEqual({ type: 'text', text: 'We help campers stay on farms.' });

    const audit = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'content.publish'), eq(adminActions.actorId, admin.id)));
    expect(audit.map((a) => a.details)).toContainEqual(
      expect.objectContaining({ kind: 'page', slug: 'about-us', language: 'en', version: res.json().id }),
    );
  });

  it('keeps drafts private and shows the latest one to the editor until the next publish', async () => {
    await publish('draft-page', page('Published words'));
    const draft = await call('PUT', '/v1/admin/content/page/draft-page/draft', {
      document: page('Draft words'),
    });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().status).toBe('draft');

    const live = await t.app.inject({ url: '/v1/content/pages/draft-page' });
    expect(live.json().rows[1].text).toBe('Published words');

    const state = await call('GET', '/v1/admin/content/page/draft-page');
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({
      kind: 'page',
      slug: 'draft-page',
      language: 'en',
      published: { title: 'About Stopover', homeBanner: null },
      draft: { id: draft.json().id, document: { rows: [{}, { text: 'Draft words' }] } },
    });

    await publish('draft-page', page('Draft words'));
    expect((await call('GET', '/v1/admin/content/page/draft-page')).json().draft).toBeNull();
  });

  it('lists live documents and draft-only ones', async () => {
    await call('PUT', '/v1/admin/content/page/only-drafted/draft', { document: page('Soon', 'Coming soon') });
    const res = await call('GET', '/v1/admin/content');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { kind: string; slug: string; title: string; published: boolean }[];
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'page',
        slug: 'seeded',
        language: 'en',
        title: 'Seeded',
        published: true,
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ kind: 'page', slug: 'only-drafted', title: 'Coming soon', published: false }),
    );
    expect(items.every((i) => typeof (i as unknown as { updatedAt: string }).updatedAt === 'string')).toBe(
      true,
    );
  });

  it('answers 404 for a document that has neither a published text nor a draft', async () => {
    const res = await call('GET', '/v1/admin/content/page/nothing-here');
    expect(res.statusCode).toBe(404);
  });

  it('lists versions newest first and restores an older one as a new published version', async () => {
    const first = await publish('history', page('The first words'));
    await publish('history', page('The second words'));

    const versions = await call('GET', '/v1/admin/content/page/history/versions');
    expect(versions.statusCode).toBe(200);
    const items = versions.json().items as { id: number; status: string; createdBy: string }[];
    expect(items).toHaveLength(2);
    expect(items[0]!.id).toBeGreaterThan(items[1]!.id);
    expect(items[1]).toMatchObject({ id: first.json().id, status: 'published', createdBy: admin.email });

    const restored = await call('POST', `/v1/admin/content/page/history/versions/${first.json().id}/restore`);
    expect(restored.statusCode).toBe(201);
    expect(restored.json().id).toBeGreaterThan(items[0]!.id);

    const live = await t.app.inject({ url: '/v1/content/pages/history' });
    expect(live.json().rows[1].text).toBe('The first words');
    const after = await call('GET', '/v1/admin/content/page/history/versions');
    expect(after.json().items).toHaveLength(3);

    const audit = await t.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'content.restore'));
    expect(audit.map((a) => a.details)).toContainEqual(
      expect.objectContaining({ slug: 'history', from: first.json().id, version: restored.json().id }),
    );
  });

  it('keeps the text a page had before its first publish as its first version, which can be restored', async () => {
    await createContentPage(t.database.db, {
      slug: 'was-seeded',
      title: 'Seeded text',
      rows: [{ type: 'text', text: 'The words the seed wrote' }],
    });
    await publish('was-seeded', page('Edited words'));
    const versions = (await call('GET', '/v1/admin/content/page/was-seeded/versions')).json().items;
    expect(versions).toHaveLength(2);
    expect(versions[1]).toMatchObject({ status: 'published', createdBy: null });
    await call('POST', `/v1/admin/content/page/was-seeded/versions/${versions[1].id}/restore`);
    const live = await t.app.inject({ url: '/v1/content/pages/was-seeded' });
    expect(live.json()).toMatchObject({ title: 'Seeded text', rows: [{ text: 'The words the seed wrote' }] });
  });

  it('answers 404 when restoring a version of another document', async () => {
    const other = await publish('other-doc', page('Other'));
    const res = await call('POST', `/v1/admin/content/page/history/versions/${other.json().id}/restore`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('contentAdmin.versionNotFound');
  });

  it('keeps each language of a page apart', async () => {
    await publish('bilingual', page('Hello'));
    const fr = await publish('bilingual', page('Bonjour', 'À propos'), '?language=fr');
    expect(fr.statusCode).toBe(201);
    const state = await call('GET', '/v1/admin/content/page/bilingual?language=fr');
    expect(state.json().published.title).toBe('À propos');
    const rows = await t.database.db.select().from(contentPages).where(eq(contentPages.slug, 'bilingual'));
    expect(rows.map((r) => r.language).sort()).toEqual(['en', 'fr']);
  });

  it('refuses a block with an unknown field, naming it', async () => {
    const res = await publish('bad-block', {
      title: 'Bad',
      homeBanner: null,
      rows: [{ type: 'text', text: 'Hi', colour: 'red' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toMatch(/^document\.rows\.0/);
    expect(res.json().message).toContain('colour');
    expect((await t.app.inject({ url: '/v1/content/pages/bad-block' })).statusCode).toBe(404);
  });

  it('refuses an unknown block type, a missing title and an unknown field on the document', async () => {
    const unknownType = await publish('bad', { title: 'Bad', homeBanner: null, rows: [{ type: 'marquee' }] });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().field).toMatch(/^document\.rows\.0/);
    const noTitle = await call('PUT', '/v1/admin/content/page/bad/draft', {
      document: { homeBanner: null, rows: [] },
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().field).toBe('document.title');
    const extra = await publish('bad', { ...page('x'), colour: 'red' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('colour');
  });

  it.each(['About', 'about_us', 'a%20b', 'caf%C3%A9'])('refuses the slug %s', async (slug) => {
    const res = await publish(slug, page('x'));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('slug');
  });

  it('refuses another language for collection pages and widgets, and an unknown kind', async () => {
    const res = await call('GET', '/v1/admin/content/widget/partner?language=de');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('contentAdmin.englishOnly');
    expect((await call('GET', '/v1/admin/content/poster/x')).statusCode).toBe(400);
  });

  it('publishes a collection page and a widget into their live tables', async () => {
    const tag = await createTag(t.database.db, 'collection:lakes', 'collection', 'Lakes');
    const collection = await call('POST', '/v1/admin/content/collection/lakes/publish', {
      document: {
        title: 'Lakeside stays',
        banner: null,
        thumbnail: null,
        collection: { tag: tag.id },
        rows: [{ type: 'divider' }],
      },
    });
    expect(collection.statusCode).toBe(201);
    const live = await t.app.inject({ url: '/v1/content/collectionPage/lakes' });
    expect(live.json()).toMatchObject({ title: 'Lakeside stays', collection: { tag: tag.id } });

    const badTag = await call('POST', '/v1/admin/content/collection/lakes/publish', {
      document: { title: 'x', banner: null, thumbnail: null, collection: { tag: 999999 }, rows: [] },
    });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().field).toBe('document.collection.tag');

    const widget = await call('POST', '/v1/admin/content/widget/partner/publish', {
      document: {
        title: 'Stay on a farm',
        tagLine: 'Across New Zealand',
        buttonUrl: '/locations',
        slides: [{ size: '300x250', url: '/uploads/w.webp' }],
      },
    });
    expect(widget.statusCode).toBe(201);
    const liveWidget = await t.app.inject({ url: '/v1/content/widgets/partner' });
    expect(liveWidget.json()).toMatchObject({ title: 'Stay on a farm', tagLine: 'Across New Zealand' });
  });

  it.each([
    ['a visitor', undefined, 401],
    ['a guest', () => guest, 403],
    ['an addpropertiesonly_administrator', () => narrowAdmin, 403],
  ] as const)('refuses %s', async (_, who, status) => {
    const headers = who ? who().headers : {};
    for (const [method, url] of [
      ['GET', '/v1/admin/content'],
      ['GET', '/v1/admin/content/page/seeded'],
      ['GET', '/v1/admin/content/page/seeded/versions'],
      ['PUT', '/v1/admin/content/page/seeded/draft'],
      ['POST', '/v1/admin/content/page/seeded/publish'],
      ['POST', '/v1/admin/content/page/seeded/versions/1/restore'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers,
        ...(method === 'GET' || url.endsWith('restore') ? {} : { payload: { document: page('x') } }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(status);
    }
    expect((await t.app.inject({ url: '/v1/content/pages/seeded' })).json().rows).toEqual([
      { type: 'divider' },
    ]);
  });

  it('leaves one consistent live row after concurrent publishes', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => `Text number ${i}`);
    const results = await Promise.all(texts.map((text) => publish('busy', page(text))));
    expect(results.map((r) => r.statusCode)).toEqual(texts.map(() => 201));

    const rows = await t.database.db.select().from(contentPages).where(eq(contentPages.slug, 'busy'));
    expect(rows).toHaveLength(1);
    const versions = (await call('GET', '/v1/admin/content/page/busy/versions')).json().items as {
      id: number;
    }[];
    expect(versions).toHaveLength(texts.length);
    // The live row is the newest published version's document.
    const newest = results.find((r) => r.json().id === versions[0]!.id)!;
    const newestText = texts[results.indexOf(newest)];
    expect((rows[0]!.rows as { text?: string }[])[1]!.text).toBe(newestText);
  });
});
