// Rules of the Contact Us form: a visitor's message is stored and mailed to the support address in
// one transaction (through the outbox, so a failing mail server never loses it); a post that fills
// the honeypot is answered like any other but nothing is kept; one address may send only a few
// messages an hour. Administrators read the messages newest first.

import { AppError } from '../../../domain/errors';
import type { ContactBody, ContactMessageList } from '../../../domain/schemas/contact';
import { createOutbox } from '../../adapters/email/outbox';
import { countAttempt } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { contactEmail } from './contact-email';
import * as repo from './contact.repository';

/** Messages one address may send in an hour: enough for a person, not for a flood. */
export const CONTACT_LIMIT = { max: 5, windowSeconds: 60 * 60 };
const PAGE_SIZE = 50;

export type ContactDeps = { db: Db; supportEmail: string; emailFrom: string };

/** A visitor's message from `address` (the client's IP). */
export async function sendContactMessage(
  deps: ContactDeps,
  address: string,
  body: ContactBody,
): Promise<void> {
  // Counted before anything else, bots' posts included, in the database so every server copy shares it.
  const sent = await countAttempt(deps.db, `contact:address:${address}`, CONTACT_LIMIT.windowSeconds);
  if (sent > CONTACT_LIMIT.max) throw new AppError('RATE_LIMITED', 'contact.tooMany');
  // The honeypot: people never see the field, so whoever filled it is a bot. It is told nothing.
  if (body.website) return;
  await deps.db.transaction(async (tx) => {
    await repo.insertContactMessage(tx, {
      firstName: body.firstName,
      lastName: body.lastName || null,
      email: body.email,
      phone: body.phone || null,
      message: body.message,
    });
    await createOutbox(tx, null, deps.emailFrom).queue(contactEmail(deps.supportEmail, body));
  });
}

/** One page of the messages, newest first. */
export async function listContactMessages(db: Db, cursor?: number): Promise<ContactMessageList> {
  const rows = await repo.listContactMessages(db, cursor, PAGE_SIZE);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    cursor: rows.length === PAGE_SIZE ? String(rows[rows.length - 1]!.id) : null,
  };
}

// ---- Personal data (issue 31, decision 058) ----

/** The Contact Us messages sent from the person's address. */
export const exportContactMessages = (db: Db, email: string) => repo.personalContactMessages(db, email);

/** Deletion, in the caller's transaction: those messages go. */
export const deleteContactMessagesFrom = (tx: Db, email: string) => repo.deleteContactMessagesFrom(tx, email);
