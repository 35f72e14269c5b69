// Reviews both ways, no-shows and the guest profile (issue 27, decision 043). A stay is named by any
// of its nights' uid (the `key` of a stay in My Trips and Guest Bookings is its first night's).

import { z } from 'zod';
import { msg } from '../messages';
import { textSchema } from './common';
import { reviewInputSchema } from './reviews';
import { userIdParamSchema } from './users';

export const stayParamSchema = z.object({ night: z.uuid(msg('stayReviews.noStay')) });

/** The host's review of the guest: 1 to 5 and a comment, as a guest's review of a place. */
export const guestReviewInputSchema = reviewInputSchema.omit({ stay: true });

export const MAX_NO_SHOW_NOTE = 1000;
export const MAX_HOST_REPLY = 2000;

export const noShowInputSchema = z.object({
  note: textSchema().trim().max(MAX_NO_SHOW_NOTE, msg('validation.tooLong')).optional(),
});
export type NoShowInput = z.infer<typeof noShowInputSchema>;

export const hostReplyInputSchema = z.object({
  reply: textSchema()
    .trim()
    .min(1, msg('validation.requiredField'))
    .max(MAX_HOST_REPLY, msg('validation.tooLong')),
});
export type HostReplyInput = z.infer<typeof hostReplyInputSchema>;

export const clearNoShowsInputSchema = z.object({
  reason: textSchema().trim().min(10, msg('booking.reasonTooShort')).max(500, msg('validation.tooLong')),
});

const writtenReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});

export const STAY_REVIEW_STATES = ['notYet', 'open', 'waitingForOther', 'revealed'] as const;

/** What one side (or an administrator) sees of a stay's two reviews and its no-show mark. */
export const stayReviewsSchema = z.object({
  locationId: z.number().int(),
  locationName: z.string(),
  guestId: z.string(),
  guestName: z.string().nullable(),
  arrival: z.string(),
  departure: z.string(),
  /** Whose view this is (an administrator sees it as the host would once revealed). */
  side: z.enum(['guest', 'host', 'admin']),
  state: z.enum(STAY_REVIEW_STATES),
  /** The last day a review may be written. */
  lastDay: z.string(),
  /** The day both show (or showed). */
  revealedOn: z.string(),
  /** The guest's review of the place: the viewer's own, or once revealed. */
  guestReview: writtenReviewSchema
    .extend({ id: z.number().int(), hostReply: z.string().nullable() })
    .nullable(),
  /** The host's review of the guest: the viewer's own, or once revealed. */
  hostReview: writtenReviewSchema.nullable(),
  /** Whether the viewer has written their side. */
  written: z.boolean(),
  noShow: z.object({ createdAt: z.string(), note: z.string().nullable() }).nullable(),
  /** Whether the host may mark the guest as a no-show today. */
  mayMarkNoShow: z.boolean(),
});
export type StayReviews = z.infer<typeof stayReviewsSchema>;

export const guestProfileParamSchema = userIdParamSchema;

/** A guest as a host sees them on a request, a booking or a message thread. */
export const guestProfileSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  memberSince: z.string(),
  completedStays: z.number().int(),
  /** The average of the hosts' revealed reviews of them; null without any. */
  rating: z.number().nullable(),
  reviews: z.array(
    z.object({
      rating: z.number().int(),
      comment: z.string(),
      locationName: z.string(),
      hostName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** No-shows counted in the last 12 months (not cleared). */
  noShowCount: z.number().int(),
  /** Whether the guest may book instantly (false after three no-shows in 12 months). */
  mayBookInstantly: z.boolean(),
  /** Every no-show with its note: administrators only (the admin user page). */
  noShows: z
    .array(
      z.object({
        id: z.number().int(),
        locationName: z.string(),
        arrival: z.string(),
        note: z.string().nullable(),
        createdAt: z.string(),
        clearedAt: z.string().nullable(),
      }),
    )
    .optional(),
  /** Whether the guest keeps a vehicle with a verified self-containment certificate valid today. */
  vehicleCertified: z.boolean(),
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;
