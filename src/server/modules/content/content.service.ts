import { notFound } from '../../../domain/errors';
import {
  contentBlockSchema,
  type CollectionPage,
  type ContentBlock,
  type ContentPageResponse,
  type Widget,
} from '../../../domain/schemas/content';
import type { Language } from '../../../domain/messages';
import type { Db } from '../../db/client';
import * as repo from './content.repository';

/** Stored rows are checked on the way out: a block the web cannot draw is left out, not sent. */
function validBlocks(rows: unknown[]): ContentBlock[] {
  return rows.flatMap((row) => {
    const parsed = contentBlockSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The page in `language`, else in English (the language every page is written in first). */
export async function getContentPage(
  db: Db,
  slug: string,
  language: Language = 'en',
): Promise<ContentPageResponse> {
  const written = await repo.findContentPageVersions(db, slug, [...new Set([language, 'en'])]);
  const page = written.find((p) => p.language === language) ?? written.find((p) => p.language === 'en');
  if (!page) throw notFound('notFound.title');
  return {
    slug: page.slug,
    language: page.language as Language,
    title: page.title,
    homeBanner: page.homeBanner ?? null,
    rows: validBlocks(page.rows),
  };
}

export async function getCollectionPage(db: Db, slug: string): Promise<CollectionPage> {
  const page = await repo.findCollectionPage(db, slug);
  if (!page) throw notFound('notFound.title');
  return {
    slug: page.slug,
    title: page.title,
    banner: page.banner,
    thumbnail: page.thumbnail,
    collection: { tag: page.tagId },
    rows: validBlocks(page.rows),
  };
}

export async function listCollections(db: Db) {
  return { items: await repo.listCollectionPages(db) };
}

export async function getWidget(db: Db, slug: string): Promise<Widget> {
  const widget = await repo.findWidget(db, slug);
  if (!widget) throw notFound('notFound.title');
  return {
    slug: widget.slug,
    title: widget.title,
    tagLine: widget.tagLine,
    buttonUrl: widget.buttonUrl,
    slides: widget.slides as Widget['slides'],
  };
}
