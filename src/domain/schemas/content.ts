import { z } from 'zod';
import { msg } from '../messages';

// Content pages are built from blocks (spec section 2, "Other screens"). These are the blocks
// Stopover renders today; each has a `type` and the fields it needs.
export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('title'), text: z.string() }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({
    type: z.literal('listings'),
    title: z.string(),
    tagId: z.number().int().nullable().describe('Show active listings with this tag; null for any'),
    limit: z.number().int().min(1).max(24),
  }),
  z.object({ type: z.literal('collection_group'), title: z.string(), slugs: z.array(z.string()) }),
  z.object({ type: z.literal('image'), url: z.string(), alt: z.string() }),
  z.object({
    type: z.literal('call_to_action'),
    title: z.string(),
    text: z.string(),
    buttonLabel: z.string(),
    buttonUrl: z.string(),
  }),
  z.object({ type: z.literal('divider') }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  homeBanner: z.object({ title: z.string(), tagline: z.string() }).nullable(),
  rows: z.array(contentBlockSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const collectionPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  banner: z.string().nullable().describe('Banner image url'),
  thumbnail: z.string().nullable(),
  collection: z.object({ tag: z.number().int().nullable() }),
  rows: z.array(contentBlockSchema),
});
export type CollectionPage = z.infer<typeof collectionPageSchema>;

export const collectionSummarySchema = collectionPageSchema.pick({
  slug: true,
  title: true,
  thumbnail: true,
});
export const collectionListSchema = z.object({ items: z.array(collectionSummarySchema) });

export const widgetSchema = z.object({
  slug: z.string(),
  title: z.string(),
  tagLine: z.string(),
  buttonUrl: z.string(),
  slides: z.array(z.object({ size: z.enum(['300x600', '300x250', '728x90', '160x600']), url: z.string() })),
});
export type Widget = z.infer<typeof widgetSchema>;

export const slugParamSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,100}$/, msg('validation.slug')),
});
