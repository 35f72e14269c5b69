// The content editor (/admin/content, decision 024): administrators save drafts of pages,
// collection pages and widgets, publish them and restore earlier versions. Every save is a new row
// of content_versions; publishing also copies the document into the live table visitors read, in
// the same transaction as the version and its audit entry. Drafts are never served publicly.

import { AppError, notFound } from '../../../domain/errors';
import { issueMessage, type IssueLike } from '../../../domain/messages/zod';
import {
  contentDocumentSchemas,
  type CollectionDocument,
  type ContentDocument,
  type ContentEditState,
  type ContentKind,
  type ContentList,
  type ContentListItem,
  type ContentVersion,
  type ContentVersionList,
  type PageDocument,
  type WidgetDocument,
} from '../../../domain/schemas/content-admin';
import type { Language } from '../../../domain/messages';
import type { Db } from '../../db/client';
import { recordAdminAction } from '../audit/audit.service';
import { findUnknownTagIds } from '../tags/tags.service';
import * as repo from './content-admin.repository';

export type DocKey = { kind: ContentKind; slug: string; language: Language };

/** Collection pages and widgets have one text, in English; pages one per language. */
function checkLanguage(key: DocKey): void {
  if (key.kind !== 'page' && key.language !== 'en') {
    throw new AppError('BAD_REQUEST', 'contentAdmin.englishOnly', undefined, 'language');
  }
}

/** The document checked against its kind's schema: 400 naming the first offending field. */
async function validDocument(db: Db, kind: ContentKind, input: unknown): Promise<ContentDocument> {
  const parsed = contentDocumentSchemas[kind].safeParse(input, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const { code, params } = issueMessage(issue as IssueLike);
    const field = ['document', ...issue.path.map(String)].join('.');
    throw new AppError('BAD_REQUEST', code, params, field);
  }
  if (kind === 'collection') {
    const tag = (parsed.data as CollectionDocument).collection.tag;
    if (tag !== null && (await findUnknownTagIds(db, [tag])).length > 0) {
      throw new AppError('BAD_REQUEST', 'contentAdmin.unknownTag', { id: tag }, 'document.collection.tag');
    }
  }
  return parsed.data;
}

/** The live row of a document in its editor's shape, or null when it was never published. */
async function liveDocument(db: Db, key: DocKey): Promise<ContentDocument | null> {
  if (key.kind === 'page') {
    const row = await repo.findLivePage(db, key.slug, key.language);
    return (
      row && { title: row.title, homeBanner: row.homeBanner ?? null, rows: row.rows as PageDocument['rows'] }
    );
  }
  if (key.kind === 'collection') {
    const row = await repo.findLiveCollection(db, key.slug);
    return (
      row && {
        title: row.title,
        banner: row.banner,
        thumbnail: row.thumbnail,
        collection: { tag: row.tagId },
        rows: row.rows as CollectionDocument['rows'],
      }
    );
  }
  const row = await repo.findLiveWidget(db, key.slug);
  return (
    row && {
      title: row.title,
      tagLine: row.tagLine,
      buttonUrl: row.buttonUrl,
      slides: row.slides as WidgetDocument['slides'],
    }
  );
}

function upsertLive(tx: Db, key: DocKey, document: ContentDocument): Promise<void> {
  if (key.kind === 'page') return repo.upsertLivePage(tx, key.slug, key.language, document as PageDocument);
  if (key.kind === 'collection')
    return repo.upsertLiveCollection(tx, key.slug, document as CollectionDocument);
  return repo.upsertLiveWidget(tx, key.slug, document as WidgetDocument);
}

async function versionEntry(db: Db, key: DocKey, id: number): Promise<ContentVersion> {
  const [row] = await repo.listVersions(db, key, id);
  return toVersion(row!);
}

function toVersion(row: Awaited<ReturnType<typeof repo.listVersions>>[number]): ContentVersion {
  return {
    id: row.id,
    status: row.status as ContentVersion['status'],
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

/** GET /v1/admin/content: every document, live ones and those with drafts only. */
export async function listDocuments(db: Db): Promise<ContentList> {
  const [live, latest] = await Promise.all([repo.listLiveDocuments(db), repo.listLatestVersions(db)]);
  const items: ContentListItem[] = [
    ...live.pages.map((p) => ({ kind: 'page' as const, ...p, language: p.language as Language })),
    ...live.collections.map((c) => ({ kind: 'collection' as const, ...c, language: 'en' as const })),
    ...live.widgets.map((w) => ({ kind: 'widget' as const, ...w, language: 'en' as const })),
  ].map((item) => ({ ...item, updatedAt: item.updatedAt.toISOString(), published: true }));
  const seen = new Set(items.map((i) => `${i.kind}/${i.slug}/${i.language}`));
  for (const version of latest) {
    if (seen.has(`${version.kind}/${version.slug}/${version.language}`)) continue;
    items.push({
      kind: version.kind as ContentKind,
      slug: version.slug,
      language: version.language as Language,
      title: typeof version.document.title === 'string' ? version.document.title : version.slug,
      updatedAt: version.createdAt.toISOString(),
      published: false,
    });
  }
  return { items };
}

/** GET …/{kind}/{slug}: what visitors see and the draft saved since the last publish; 404 if neither. */
export async function getDocument(db: Db, key: DocKey): Promise<ContentEditState> {
  checkLanguage(key);
  const [published, draft, lastPublished] = await Promise.all([
    liveDocument(db, key),
    repo.findLatestVersion(db, key, 'draft'),
    repo.findLatestVersion(db, key, 'published'),
  ]);
  const currentDraft = draft && (!lastPublished || draft.id > lastPublished.id) ? draft : null;
  if (!published && !currentDraft) throw notFound('notFound.title');
  return {
    ...key,
    published,
    draft: currentDraft && {
      id: currentDraft.id,
      createdAt: currentDraft.createdAt.toISOString(),
      document: currentDraft.document,
    },
  };
}

/** GET …/versions: every version, newest first. */
export async function listVersions(db: Db, key: DocKey): Promise<ContentVersionList> {
  checkLanguage(key);
  return { items: (await repo.listVersions(db, key)).map(toVersion) };
}

/** PUT …/draft: a new draft version; nothing visitors see changes. */
export async function saveDraft(
  db: Db,
  actorId: string,
  key: DocKey,
  input: unknown,
): Promise<ContentVersion> {
  checkLanguage(key);
  const document = await validDocument(db, key.kind, input);
  const id = await repo.insertVersion(db, key, document, 'draft', actorId);
  return versionEntry(db, key, id);
}

/**
 * Publishing: the live row first (its lock orders concurrent publishes of one document), then the
 * published version and the audit entry, all in one transaction.
 */
async function publishDocument(
  db: Db,
  actorId: string,
  key: DocKey,
  document: ContentDocument,
  restoredFrom?: number,
): Promise<ContentVersion> {
  const id = await db.transaction(async (tx) => {
    // A document live before its first publish here (the seeded pages) keeps that text as its first
    // version, so it can be restored like any other.
    const before = await liveDocument(tx, key);
    if (before && !(await repo.hasVersions(tx, key))) {
      await repo.insertVersion(tx, key, before as Record<string, unknown>, 'published', null);
    }
    await upsertLive(tx, key, document);
    const versionId = await repo.insertVersion(tx, key, document, 'published', actorId);
    await recordAdminAction(tx, {
      actorId,
      action: restoredFrom === undefined ? 'content.publish' : 'content.restore',
      details: {
        kind: key.kind,
        slug: key.slug,
        language: key.language,
        version: versionId,
        ...(restoredFrom === undefined ? {} : { from: restoredFrom }),
      },
    });
    return versionId;
  });
  return versionEntry(db, key, id);
}

/** POST …/publish: visitors see the document at once; a new slug makes a new document. */
export async function publish(db: Db, actorId: string, key: DocKey, input: unknown): Promise<ContentVersion> {
  checkLanguage(key);
  return publishDocument(db, actorId, key, await validDocument(db, key.kind, input));
}

/** POST …/versions/{id}/restore: publishes a copy of that version as a new one; history is kept. */
export async function restore(
  db: Db,
  actorId: string,
  key: DocKey,
  versionId: number,
): Promise<ContentVersion> {
  checkLanguage(key);
  const version = await repo.findVersion(db, key, versionId);
  if (!version) throw notFound('contentAdmin.versionNotFound');
  return publishDocument(db, actorId, key, await validDocument(db, key.kind, version.document), versionId);
}
