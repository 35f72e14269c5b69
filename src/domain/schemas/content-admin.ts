// The content editor's shapes (/admin/content, decision 024): the documents an administrator edits
// (a content page, a collection page or a widget, each without its slug, which is in the path), the
// list of documents, a document's published and draft states, and its versions.

import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { msg } from '../messages';
import { collectionPageSchema, contentPageSchema, widgetSchema } from './content';

export const CONTENT_KINDS = ['page', 'collection', 'widget'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What an editor writes for each kind: its public shape less the slug; unknown fields are refused. */
export const contentDocumentSchemas = {
  page: contentPageSchema.omit({ slug: true }).strict(),
  collection: collectionPageSchema.omit({ slug: true }).strict(),
  widget: widgetSchema.omit({ slug: true }).strict(),
} as const;
export type PageDocument = z.infer<typeof contentDocumentSchemas.page>;
export type CollectionDocument = z.infer<typeof contentDocumentSchemas.collection>;
export type WidgetDocument = z.infer<typeof contentDocumentSchemas.widget>;
export type ContentDocument = PageDocument | CollectionDocument | WidgetDocument;

export const contentSlugSchema = z.string().regex(/^[a-z0-9-]{1,100}$/, msg('validation.slug'));

export const contentDocParamsSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  slug: contentSlugSchema,
});
export const contentVersionParamsSchema = contentDocParamsSchema.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Pages are written per language; collection pages and widgets in English only. */
export const contentLanguageQuerySchema = z.object({ language: z.enum(LANGUAGES).default('en') });

/** PUT …/draft and POST …/publish: the whole document, checked against its kind's schema. */
export const contentDocumentBodySchema = z.object({
  document: z
    .record(z.string(), z.unknown())
    .describe('A page (title, homeBanner, rows), a collection page or a widget, by the path’s kind'),
});

export const contentListItemSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  updatedAt: z.string(),
  /** false: only drafts so far, never published. */
  published: z.boolean(),
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;
export const contentListSchema = z.object({ items: z.array(contentListItemSchema) });
export type ContentList = z.infer<typeof contentListSchema>;

export const contentVersionSchema = z.object({
  id: z.number(),
  status: z.enum(['draft', 'published']),
  createdAt: z.string(),
  /** The email of who saved it (null when that account has since been deleted). */
  createdBy: z.string().nullable(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;
export const contentVersionListSchema = z.object({ items: z.array(contentVersionSchema) });
export type ContentVersionList = z.infer<typeof contentVersionListSchema>;

export const contentEditStateSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  language: z.enum(LANGUAGES),
  /** What visitors see now (null: never published). */
  published: z.record(z.string(), z.unknown()).nullable(),
  /** The latest draft saved after the last publish, if any. */
  draft: z
    .object({ id: z.number(), createdAt: z.string(), document: z.record(z.string(), z.unknown()) })
    .nullable(),
});
export type ContentEditState = z.infer<typeof contentEditStateSchema>;
