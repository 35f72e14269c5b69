// Messages between guests and hosts (issue 26, decision 038): the thread list, a thread, sending,
// starting an inquiry or a stay's thread, the unread count, a host's response figures and the
// administrators' reading of a thread with a reason.

import { z } from 'zod';
import { msg } from '../messages';
import { MAX_MESSAGE_LENGTH } from '../message-text';
import { idSchema, textSchema } from './common';

export const messageBodySchema = z.object({
  body: textSchema()
    .trim()
    .min(1, msg('messages.empty'))
    .max(MAX_MESSAGE_LENGTH, msg('validation.tooLong'))
    .describe('Plain text, 1 to 2,000 characters'),
});
export type MessageBody = z.infer<typeof messageBodySchema>;

const personSchema = z.object({
  id: z.string().nullable(),
  /** First name only (the full name is the other person's business). */
  firstName: z.string().nullable(),
});

export const THREAD_KINDS = ['inquiry', 'stay'] as const;

export const threadSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(THREAD_KINDS),
  location: z.object({ id: z.number().int(), name: z.string() }),
  guest: personSchema,
  host: personSchema,
  /** The stay (a payment's id) for a stay's thread; null for an inquiry. */
  paymentId: z.string().nullable(),
  /** Contact details show only once the stay is confirmed. */
  confirmed: z.boolean(),
  /** The viewer's side of the thread; null for an administrator reading it. */
  role: z.enum(['guest', 'host']).nullable(),
  lastMessageAt: z.string(),
  /** The last message, as the viewer may see it (masked before a confirmed stay). */
  lastMessage: z.string().nullable(),
  /** Messages from the other person the viewer has not read. */
  unread: z.number().int(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadListSchema = z.object({ items: z.array(threadSummarySchema) });
export type ThreadList = z.infer<typeof threadListSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  senderId: z.string().nullable(),
  /** Whether the viewer sent it. */
  mine: z.boolean(),
  body: z.string(),
  /** Whether contact details in it were masked. */
  masked: z.boolean(),
  createdAt: z.string(),
});

export const threadSchema = threadSummarySchema.extend({ messages: z.array(messageSchema) });
export type ThreadDto = z.infer<typeof threadSchema>;

export const threadListQuerySchema = z.object({
  role: z.enum(['guest', 'host']).optional().describe('Only threads where you are the guest, or the host'),
});

export const threadRefSchema = z.object({ id: z.number().int() });
export type ThreadRef = z.infer<typeof threadRefSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const paymentIdParamSchema = z.object({ paymentId: z.uuid(msg('booking.notFound')) });

export const responseStatsSchema = z.object({
  stats: z
    .object({
      ratePercent: z.number().int(),
      typical: z.enum(['withinHour', 'withinHours', 'withinDay', 'moreThanDay']).nullable(),
      conversations: z.number().int(),
    })
    .nullable()
    .describe('Null when nobody asked the host anything in the last 90 days'),
});
export type ResponseStatsDto = z.infer<typeof responseStatsSchema>;

export const adminThreadsQuerySchema = z
  .object({
    userId: z.string().min(1).max(100).optional(),
    locationId: idSchema.optional(),
  })
  .refine((q) => (q.userId === undefined) !== (q.locationId === undefined), msg('messages.userOrLocation'));

/** The reason dialog's minimum, as for a refund (spec section 5). */
export const MIN_READ_REASON_LENGTH = 10;

export const adminReadSchema = z.object({
  reason: textSchema().trim().min(MIN_READ_REASON_LENGTH, msg('messages.reasonTooShort')).max(1000),
});
