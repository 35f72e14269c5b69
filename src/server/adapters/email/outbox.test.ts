import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { openTestDatabase } from '../../testing/test-app';
import { createSmtpTransport } from './email';
import { createOutbox, MAX_ATTEMPTS } from './outbox';

const FROM = 'Stopover <mail@stopover.test>';

type Received = { mailFrom: string; rcptTo: string[]; raw: string };

/** A real SMTP server on a random loopback port that records every message it accepts. */
async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  let rcptAttempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      rcptAttempts += 1;
      if (options.onRcptTo) options.onRcptTo(address, session, callback);
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rcptAttempts: () => rcptAttempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Splits a multipart message into its parts' content types and decoded bodies. */
function mimeParts(raw: string): { contentType: string; body: string }[] {
  const boundary = /boundary="?([^";\n]+)"?/.exec(raw)?.[1];
  if (!boundary) throw new Error(`No multipart boundary in:\n${raw}`);
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.replace(/^\n/, '').split('\n\n');
      const body = rest.join('\n\n').replace(/\n$/, '');
      const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
      return {
        contentType: /^content-type:\s*([^;\n]+)/im.exec(head)?.[1] ?? '',
        body: encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body,
      };
    });
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\n/g, '')
    .split(/(=[0-9A-F]{2})/)
    .flatMap((chunk) =>
      /^=[0-9A-F]{2}$/.test(chunk) ? [parseInt(chunk.slice(1), 16)] : [...Buffer.from(chunk, 'utf8')],
    );
  return Buffer.from(bytes).toString('utf8');
}

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await database.db.delete(emailOutbox);
});
afterAll(() => database.close());

async function row(id: number) {
  const [r] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!r) throw new Error(`No outbox row ${id}`);
  return r;
}

const message = {
  to: 'guest@example.test',
  subject: 'Your stay at Kauri Farm is booked',
  text: 'Kia ora Sam, your two nights at Kauri Farm, Whangārei, from 2026-01-10 are confirmed.',
  html: '<p>Kia ora Sam, your <strong>two nights</strong> at Kauri Farm, Whangārei, from 2026-01-10 are confirmed.</p>',
};

describe('email outbox', () => {
  it('delivers a queued message through SMTP with its subject, text and HTML parts', async () => {
    smtp = await startSmtpServer();
    const outbox = createOutbox(database.db, createSmtpTransport(smtp.url), FROM);

    const id = await outbox.queue(message);
    expect((await row(id)).status).toBe('queued');

    expect(await outbox.deliverPending(10)).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.mailFrom).toBe('mail@stopover.test');
    expect(mail.rcptTo).toEqual(['guest@example.test']);
    expect(mail.raw).toMatch(/^Subject: Your stay at Kauri Farm is booked$/m);
    expect(mail.raw).toMatch(/^From: Stopover <mail@stopover\.test>$/m);
    expect(mail.raw).toMatch(/^To: guest@example\.test$/m);
    expect(mimeParts(mail.raw)).toEqual([
      { contentType: 'text/plain', body: message.text },
      { contentType: 'text/html', body: message.html },
    ]);

    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 0, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    // A sent message is not sent again.
    expect(await outbox.deliverPending(10)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a reply-to address as the Reply-To header, and none when the message has none', async () => {
    smtp = await startSmtpServer();
    const outbox = createOutbox(database.db, createSmtpTransport(smtp.url), FROM);
    await outbox.queue({ ...message, replyTo: 'visitor@example.test' });
    expect(await outbox.deliverPending(10)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[0]!.raw).toMatch(/^Reply-To: visitor@example\.test$/m);

    await outbox.queue(message);
    expect(await outbox.deliverPending(10)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[1]!.raw).not.toMatch(/^Reply-To:/m);
  });

  it('delivers oldest first and no more than the limit', async () => {
    smtp = await startSmtpServer();
    const outbox = createOutbox(database.db, createSmtpTransport(smtp.url), FROM);
    const first = await outbox.queue({ ...message, subject: 'First' });
    const second = await outbox.queue({ ...message, subject: 'Second' });

    expect(await outbox.deliverPending(1)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1])).toEqual(['First']);
    expect((await row(first)).status).toBe('sent');
    expect((await row(second)).status).toBe('queued');
  });

  it('retries a rejected message, keeps the error, and gives up after five attempts', async () => {
    smtp = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(err);
      },
    });
    const outbox = createOutbox(database.db, createSmtpTransport(smtp.url), FROM);
    const id = await outbox.queue(message);

    expect(await outbox.deliverPending(10)).toEqual({ sent: 0, failed: 1 });
    const afterOne = await row(id);
    expect(afterOne).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(afterOne.lastError).toContain('Mailbox unavailable');

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await outbox.deliverPending(10);
      expect(await row(id)).toMatchObject({
        attempts: attempt,
        status: attempt < MAX_ATTEMPTS ? 'queued' : 'failed',
      });
    }
    expect((await row(id)).lastError).toContain('550');
    expect(smtp.rcptAttempts()).toBe(MAX_ATTEMPTS);

    // A failed message is never retried.
    expect(await outbox.deliverPending(10)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.rcptAttempts()).toBe(MAX_ATTEMPTS);
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps mail queued and readable when there is no transport', async () => {
    const outbox = createOutbox(database.db, null, FROM);
    const id = await outbox.queue(message);

    expect(await outbox.deliverPending(10)).toEqual({ sent: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, lastError: null, sentAt: null });
    expect(await outbox.listRecent(10)).toEqual([
      expect.objectContaining({ id, ...message, status: 'queued' }),
    ]);
  });

  it('lists recent messages newest first', async () => {
    const outbox = createOutbox(database.db, null, FROM);
    const older = await outbox.queue({ ...message, subject: 'Older' });
    const newer = await outbox.queue({ ...message, subject: 'Newer' });
    expect((await outbox.listRecent(10)).map((m) => m.id)).toEqual([newer, older]);
    expect((await outbox.listRecent(1)).map((m) => m.id)).toEqual([newer]);
  });
});
