// The outbox: mail is written to the database first (so a failing SMTP server never fails the
// request that caused the mail) and delivered later, outside any transaction.

import type { Jobs } from '../../jobs/jobs';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { EmailMessage, EmailTransport } from './email';

/** After this many failed sends a message is marked 'failed' and no longer retried. */
export const MAX_ATTEMPTS = 5;

export type OutboxStatus = 'queued' | 'sent' | 'failed';

export type OutboxMessage = EmailMessage & {
  id: number;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

export type DeliveryResult = { sent: number; failed: number };

export interface Outbox {
  /** Stores the message as 'queued' and returns its id. */
  queue(message: EmailMessage): Promise<number>;
  /**
   * Sends up to `limit` queued messages, oldest first. Does nothing without a transport. Stops
   * before the next message once `signal` is aborted (the delivery job lost its lease).
   */
  deliverPending(limit: number, signal?: AbortSignal): Promise<DeliveryResult>;
  /** The most recent messages, newest first (the development mailbox). */
  listRecent(limit: number): Promise<OutboxMessage[]>;
}

export function createOutbox(db: Db, transport: EmailTransport | null, from: string): Outbox {
  return {
    async queue(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo ?? null,
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('The outbox insert returned no row');
      return row.id;
    },

    async deliverPending(limit, signal) {
      const result: DeliveryResult = { sent: 0, failed: 0 };
      // The embedded default keeps mail in the outbox for the mailbox page.
      if (!transport) return result;
      const pending = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'queued'))
        .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
        .limit(limit);
      // One message at a time, each send outside any transaction, each outcome written on its own.
      for (const row of pending) {
        if (signal?.aborted) break;
        try {
          await transport.send({
            from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            replyTo: row.replyTo,
          });
        } catch (err) {
          result.failed += 1;
          await db
            .update(emailOutbox)
            .set({
              attempts: sql`${emailOutbox.attempts} + 1`,
              lastError: errorText(err),
              status: sql`case when ${emailOutbox.attempts} + 1 >= ${MAX_ATTEMPTS} then 'failed' else 'queued' end`,
            })
            .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'queued')));
          continue;
        }
        result.sent += 1;
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(emailOutbox.id, row.id));
      }
      return result;
    },

    async listRecent(limit) {
      const rows = await db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, status: r.status as OutboxStatus }));
    },
  };
}

/**
 * Runs deliverPending every `intervalMs` until the returned function is called. Rounds never
 * overlap; a failing round is reported and the next one tries again. Two deliverers could pick the
 * same queued row and send it twice, so a round runs only in the server copy that holds the
 * 'email-delivery' job's lease (decision 054).
 */
export function startDelivery(
  jobs: Jobs,
  outbox: Outbox,
  {
    intervalMs = 10_000,
    batchSize = 20,
    onError,
  }: { intervalMs?: number; batchSize?: number; onError?: (err: unknown) => void } = {},
): () => Promise<void> {
  return jobs.start('email-delivery', ({ signal }) => outbox.deliverPending(batchSize, signal), {
    intervalMs,
    onError,
  });
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 1000);
}
