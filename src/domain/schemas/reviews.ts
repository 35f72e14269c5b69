// The review calls (spec section 7): POST /v1/locations/{id}/reviews {rating, comment},
// GET /v1/locations/{id}/reviews (public; the reviewer by first name only) and
// GET /v1/users/{id}/reviews (one's own; administrators anyone's).

import { z } from 'zod';
import { MAX_INT4, textSchema } from './common';
import { msg } from '../messages';
import { MAX_RATING, MIN_RATING } from '../reviews';

export const MAX_REVIEW_COMMENT = 2000;

export const reviewInputSchema = z.object({
  rating: z
    .number({ message: msg('validation.notANumber') })
    .int(msg('validation.wholeNumber'))
    .min(MIN_RATING, msg('validation.atLeast'))
    .max(MAX_RATING, msg('validation.atMost')),
  comment: textSchema().trim().max(MAX_REVIEW_COMMENT, msg('validation.tooLong')),
  /**
   * Issue 27 (decision 043): the stay reviewed, named by one of its nights' uid (My Trips sends it).
   * Such a review is blind until the host has reviewed that stay or 14 days have passed since
   * departure. Without it the review shows at once, as the spec's call always did.
   */
  stay: z.uuid(msg('stayReviews.noStay')).optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  location: z.number().int(),
  locationName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** The reviewer's first name only (null when they gave none or their account is gone). */
  reviewerName: z.string().nullable(),
  createdAt: z.string(),
  /** Issue 27: the host's public reply, when there is one (absent otherwise). */
  hostReply: z.string().optional(),
});
export type ReviewDto = z.infer<typeof reviewSchema>;

/** Reviews come 20 a page, newest first (spec section 9 names no size for them). */
export const REVIEWS_PAGE_SIZE = 20;

export const reviewListQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, msg('validation.invalid'))
    .refine((c) => Number(c) >= 1 && Number(c) <= MAX_INT4, msg('validation.invalid'))
    .optional()
    .describe('The `cursor` of the previous page'),
});

export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  cursor: z.string().nullable().describe('Pass back for the next page; null when this page was the last'),
});
export type ReviewList = z.infer<typeof reviewListSchema>;
