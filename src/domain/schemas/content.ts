import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { WIDGET_SIZES } from '../widget';
import { msg } from '../messages';

// Content pages are built from blocks (spec section 2, "Other screens": text, collection, listings,
// image, image with button, list, title, host banner, call-to-action banners, become-a-host button,
// divider, text with image, collection group, video). Each has a `type` and exactly the fields it
// needs: the objects are strict, so the content editor's API refuses a block with an unknown field.

/** A link a block may hold: a path of the site, or an http(s) or mailto address (never javascript:). */
const linkUrl = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)|https?:\/\/|mailto:)/, msg('validation.invalidFormat'));
/** An image or video address: a path of the site or an http(s) address. */
const mediaUrl = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)|https?:\/\/)/, msg('validation.invalidFormat'));
const blockSlug = z.string().regex(/^[a-z0-9-]{1,100}$/, msg('validation.slug'));
const text = z.string().max(20_000);
const label = z.string().min(1, msg('validation.required')).max(200);

export const contentBlockSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('title'),
      text: label,
      anchor: z
        .string()
        .regex(/^[a-z][a-z0-9-]{0,60}$/, msg('validation.slug'))
        .optional()
        .describe('An id other pages can link to (/privacy-policy#cookie-policy)'),
    })
    .strict(),
  z.object({ type: z.literal('text'), text }).strict(),
  z
    .object({
      type: z.literal('list'),
      title: z.string().max(200).optional(),
      ordered: z.boolean().default(false),
      items: z.array(z.string().min(1).max(2000)).min(1).max(50),
    })
    .strict(),
  z.object({ type: z.literal('image'), url: mediaUrl, alt: z.string().max(300) }).strict(),
  z
    .object({
      type: z.literal('image_with_button'),
      url: mediaUrl,
      alt: z.string().max(300),
      buttonLabel: label,
      buttonUrl: linkUrl,
    })
    .strict(),
  z
    .object({
      type: z.literal('text_with_image'),
      title: z.string().max(200).optional(),
      text,
      imageUrl: mediaUrl,
      alt: z.string().max(300),
      imageSide: z.enum(['left', 'right']).default('right'),
    })
    .strict(),
  z
    .object({
      type: z.literal('video'),
      url: mediaUrl.describe('A YouTube or Vimeo page, or a video file'),
      title: label.describe('Names the video for screen readers'),
    })
    .strict(),
  z
    .object({
      type: z.literal('listings'),
      title: label,
      tagId: z.number().int().nullable().describe('Show active listings with this tag; null for any'),
      limit: z.number().int().min(1).max(24),
    })
    .strict(),
  z
    .object({
      type: z.literal('collection'),
      slug: blockSlug.describe("A collection page: its title and its tag's listings"),
      limit: z.number().int().min(1).max(24).default(8),
    })
    .strict(),
  z.object({ type: z.literal('collection_group'), title: label, slugs: z.array(blockSlug).max(24) }).strict(),
  z
    .object({
      type: z.literal('host_banner'),
      title: label,
      text,
      buttonLabel: label.describe('Opens the why-host page'),
    })
    .strict(),
  z
    .object({
      type: z.literal('call_to_action'),
      title: label,
      text,
      buttonLabel: label,
      buttonUrl: linkUrl,
    })
    .strict(),
  z.object({ type: z.literal('become_a_host_button'), label }).strict(),
  z.object({ type: z.literal('divider') }).strict(),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  homeBanner: z.object({ title: z.string(), tagline: z.string() }).nullable(),
  rows: z.array(contentBlockSchema),
});

/** GET /v1/content/pages/{slug}?language=: the page in that language, English where it is not written. */
export const contentPageQuerySchema = z.object({
  language: z.enum(LANGUAGES).default('en').describe('The language wanted; English when not written in it'),
});
export const contentPageResponseSchema = contentPageSchema.extend({
  language: z.enum(LANGUAGES).describe('The language the page is written in (the asked one or English)'),
});
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

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
  slides: z.array(z.object({ size: z.enum(WIDGET_SIZES), url: z.string() })),
});
export type Widget = z.infer<typeof widgetSchema>;

export const slugParamSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,100}$/, msg('validation.slug')),
});
