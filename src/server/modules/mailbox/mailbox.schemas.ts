import { z } from 'zod';

export const mailboxQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(200, 'Must be at most 200')
    .default(50),
});

export const mailboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.string().describe('ISO 8601 timestamp'),
});

export const mailboxSchema = z.object({ items: z.array(mailboxMessageSchema) });

export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
