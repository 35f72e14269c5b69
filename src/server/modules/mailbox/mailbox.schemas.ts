import { z } from 'zod';

export const mailboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
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
