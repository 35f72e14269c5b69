// Email: one interface, two transports. The rest of the code queues mail in the outbox
// (outbox.ts) and never knows whether it leaves the machine.

import nodemailer from 'nodemailer';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go when not to the sender. */
  replyTo?: string | null;
};

export interface EmailTransport {
  send(message: EmailMessage & { from: string }): Promise<void>;
}

/** How long one SMTP conversation may take before the send fails and the outbox retries it. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * SMTP through nodemailer (production, `SMTP_URL`). No pool: the outbox sends a few messages per
 * round, and a fresh connection per message never leaves a half-dead socket behind a load balancer.
 */
export function createSmtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: false,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    async send({ from, to, subject, text, html, replyTo }) {
      await transporter.sendMail({ from, to, subject, text, html, replyTo: replyTo ?? undefined });
    },
  };
}
