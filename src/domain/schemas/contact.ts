// The Contact Us form (spec sections 2, 5 and 7): POST /v1/contact_us, and the messages
// administrators read at /admin/messages.

import { z } from 'zod';
import { msg } from '../messages';
import { emailSchema } from './auth-forms';
import { idSchema, textSchema } from './common';

export const CONTACT_LIMITS = { name: 100, phone: 40, message: 5000 } as const;

/** A required field of the contact form: spec section 5 says 'Required'. */
const required = (max: number) =>
  textSchema().trim().min(1, msg('validation.required')).max(max, msg('validation.tooLong'));
const optional = (max: number) => textSchema().trim().max(max, msg('validation.tooLong')).default('');

/**
 * What a visitor sends. `website` is the honeypot: a field people never see (hidden, out of the tab
 * order), so a post that fills it was written by a bot.
 */
export const contactBodySchema = z.object({
  firstName: required(CONTACT_LIMITS.name),
  lastName: optional(CONTACT_LIMITS.name),
  email: z.string().trim().min(1, msg('validation.required')).pipe(emailSchema),
  phone: optional(CONTACT_LIMITS.phone),
  message: required(CONTACT_LIMITS.message),
  website: z.string().max(500).optional().describe('Leave empty (a field only bots fill in)'),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageListSchema = z.object({
  items: z.array(contactMessageSchema),
  cursor: z.string().nullable().describe('Pass back for the next page; null when this page was the last'),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

export const contactMessageQuerySchema = z.object({
  cursor: idSchema.optional().describe('The `cursor` of the previous page (the last message id)'),
});
