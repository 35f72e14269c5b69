// Messages between guests and hosts (issue 26, decision 038). A guest starts an inquiry about a
// property (one thread per guest and property, payment_id null); a stay has its own thread (one per
// payment), opened by its guest or host the first time either writes about it. Only the two people
// in a thread read it; administrators read any with a reason kept in the audit trail. Contact details
// are masked in everything sent out (API and email) until the stay is confirmed; an inquiry stays
// masked. Each message NOTIFYs every server copy in its transaction (adapters/realtime).

import { AppError, notFound } from '../../../domain/errors';
import { messageTextFor } from '../../../domain/message-text';
import { responseStats, RESPONSE_WINDOW_DAYS } from '../../../domain/response-stats';
import { can, type Viewer } from '../../../domain/roles';
import type {
  MessageBody,
  ResponseStatsDto,
  ThreadDto,
  ThreadList,
  ThreadRef,
  ThreadSummary,
  UnreadCount,
} from '../../../domain/schemas/messages';
import type { Db } from '../../db/client';
import { createOutbox } from '../../adapters/email/outbox';
import { recordAdminAction } from '../audit/audit.service';
import { newMessageEmail } from './message-emails';
import * as repo from './messages.repository';

type SignedIn = NonNullable<Viewer>;

export type MessagesDeps = {
  db: Db;
  emailFrom: string;
  /** Where the email's link to the thread points. */
  publicUrl: string;
  /** For tests: the clock. */
  now?: () => Date;
};

/** At most this many threads in a list and messages in a thread (the newest). */
export const THREADS_LIMIT = 200;
export const MESSAGES_LIMIT = 500;
/** A recipient gets at most one email per thread in this many minutes while it stays unread. */
export const EMAIL_EVERY_MINUTES = 15;
/** An account younger than this starts at most INQUIRIES_PER_DAY inquiries in 24 hours. */
export const NEW_ACCOUNT_DAYS = 30;
export const INQUIRIES_PER_DAY = 10;

const DAY_MS = 86_400_000;
const clock = (deps: MessagesDeps) => (deps.now ?? (() => new Date()))();

const sideOf = (thread: repo.ThreadRow, userId: string): 'guest' | 'host' | null =>
  thread.guestId === userId ? 'guest' : thread.hostId === userId ? 'host' : null;

const isConfirmed = (thread: repo.ThreadRow) =>
  thread.paymentId !== null && thread.paymentStatus === 'confirmed';

function summary(thread: repo.ThreadRow, role: 'guest' | 'host' | null, raw: boolean): ThreadSummary {
  const confirmed = isConfirmed(thread);
  return {
    id: thread.id,
    kind: thread.paymentId ? 'stay' : 'inquiry',
    location: { id: thread.locationId, name: thread.locationName },
    guest: { id: thread.guestId, firstName: thread.guestFirstName },
    host: { id: thread.hostId, firstName: thread.hostFirstName },
    paymentId: thread.paymentId,
    confirmed,
    role,
    lastMessageAt: thread.lastMessageAt.toISOString(),
    lastMessage:
      thread.lastBody === null
        ? null
        : raw
          ? thread.lastBody
          : messageTextFor(thread.lastBody, confirmed).text,
    unread: thread.unread,
  };
}

function detail(
  thread: repo.ThreadRow,
  messages: repo.MessageRow[],
  viewerId: string,
  role: 'guest' | 'host' | null,
): ThreadDto {
  // Administrators settling a dispute read what was written.
  const raw = role === null;
  const confirmed = isConfirmed(thread);
  return {
    ...summary(thread, role, raw),
    messages: messages.map((m) => {
      const shown = raw ? { text: m.body, masked: false } : messageTextFor(m.body, confirmed);
      return {
        id: m.id,
        senderId: m.senderId,
        mine: m.senderId === viewerId,
        body: shown.text,
        masked: shown.masked,
        createdAt: m.createdAt.toISOString(),
      };
    }),
  };
}

/** GET /v1/messages/threads: the viewer's threads, as guest, as host, or both. */
export async function listThreads(db: Db, viewer: SignedIn, role?: 'guest' | 'host'): Promise<ThreadList> {
  const rows = await repo.listThreadsOf(db, viewer.userId, role, THREADS_LIMIT);
  return { items: rows.map((r) => summary(r, sideOf(r, viewer.userId), false)) };
}

/** A thread of the viewer's, or 404 (another person's thread does not exist for them). */
async function ownThread(db: Db, viewer: SignedIn, id: number) {
  const thread = await repo.findThread(db, id, viewer.userId);
  const side = thread && sideOf(thread, viewer.userId);
  if (!thread || !side) throw notFound('messages.threadNotFound');
  return { thread, side };
}

/** GET /v1/messages/threads/{id}: the thread, read up to now by the viewer. */
export async function getThread(deps: MessagesDeps, viewer: SignedIn, id: number): Promise<ThreadDto> {
  const { thread, side } = await ownThread(deps.db, viewer, id);
  if (thread.unread > 0) await repo.markRead(deps.db, id, side, clock(deps));
  const messages = await repo.listMessages(deps.db, id, MESSAGES_LIMIT);
  return detail({ ...thread, unread: 0 }, messages, viewer.userId, side);
}

/** POST /v1/messages/threads/{id}/messages. */
export async function sendMessage(
  deps: MessagesDeps,
  viewer: SignedIn,
  threadId: number,
  input: MessageBody,
): Promise<ThreadRef> {
  const { thread, side } = await ownThread(deps.db, viewer, threadId);
  await write(deps, viewer, thread, side, input.body);
  return { id: thread.id };
}

/** Stores a message, notifies every server copy, and emails the other person when it is their turn. */
async function write(
  deps: MessagesDeps,
  viewer: SignedIn,
  thread: Pick<repo.ThreadRow, 'id' | 'guestId' | 'hostId' | 'locationName' | 'paymentId' | 'paymentStatus'>,
  side: 'guest' | 'host',
  body: string,
  tx?: Db,
) {
  const otherId = side === 'guest' ? thread.hostId : thread.guestId;
  // Inside a caller's transaction, read through it: PGlite has one connection.
  const reader = tx ?? deps.db;
  const sender = await repo.findPerson(reader, viewer.userId);
  const other = otherId ? await repo.findPerson(reader, otherId) : null;
  // A blocked person cannot write, nor be written to.
  if (!sender || sender.disabled || !other || other.disabled)
    throw new AppError('FORBIDDEN', 'messages.blocked');
  const now = clock(deps);
  const run = async (db: Db) => {
    await repo.insertMessage(
      db,
      { threadId: thread.id, senderId: viewer.userId, side, body, now },
      { userIds: [thread.guestId, thread.hostId] },
    );
    const otherSide = side === 'guest' ? 'host' : 'guest';
    if (!(await repo.takeEmailTurn(db, thread.id, otherSide, now, EMAIL_EVERY_MINUTES))) return;
    const shown = messageTextFor(body, thread.paymentId !== null && thread.paymentStatus === 'confirmed');
    const path = otherSide === 'host' ? `/hosting/messages/${thread.id}` : `/messages/${thread.id}`;
    await createOutbox(db, null, deps.emailFrom).queue(
      newMessageEmail({
        to: other.email,
        language: other.language,
        senderName: sender.firstName || sender.name || '',
        locationName: thread.locationName,
        body: shown.text,
        masked: shown.masked,
        threadUrl: new URL(path, deps.publicUrl).toString(),
      }),
    );
  };
  if (tx) await run(tx);
  else await deps.db.transaction(run);
}

/** POST /v1/locations/{id}/inquiries: the guest's question about a property, in their inquiry thread. */
export async function startInquiry(
  deps: MessagesDeps,
  viewer: SignedIn,
  locationId: number,
  input: MessageBody,
): Promise<ThreadRef> {
  const location = await repo.findLocation(deps.db, locationId);
  if (!location || (location.status !== 'active' && location.ownerId !== viewer.userId))
    throw notFound('locations.notFound');
  if (!location.ownerId) throw new AppError('CONFLICT', 'messages.noHost');
  if (location.ownerId === viewer.userId) throw new AppError('CONFLICT', 'messages.ownProperty');
  const now = clock(deps);
  const guest = await repo.findPerson(deps.db, viewer.userId);
  const isNew = !guest || now.getTime() - guest.createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
  return deps.db.transaction(async (tx) => {
    const { id, created } = await repo.findOrCreateInquiry(tx, {
      locationId,
      guestId: viewer.userId,
      hostId: location.ownerId!,
    });
    if (created && isNew) {
      const started = await repo.countInquiriesSince(tx, viewer.userId, new Date(now.getTime() - DAY_MS));
      // The new thread counts itself.
      if (started > INQUIRIES_PER_DAY)
        throw new AppError('RATE_LIMITED', 'messages.inquiriesPerDay', { max: INQUIRIES_PER_DAY });
    }
    const thread = (await repo.findThread(tx, id, viewer.userId))!;
    await write(deps, viewer, thread, 'guest', input.body, tx);
    return { id };
  });
}

/** POST /v1/bookings/stays/{paymentId}/thread: the stay's thread, for its guest or host. */
export async function openStayThread(
  deps: MessagesDeps,
  viewer: SignedIn,
  paymentId: string,
): Promise<ThreadRef> {
  const payment = await repo.findPayment(deps.db, paymentId);
  if (!payment || (payment.guestId !== viewer.userId && payment.hostId !== viewer.userId))
    throw notFound('booking.notFound');
  const id = await deps.db.transaction((tx) =>
    repo.findOrCreateStayThread(tx, {
      locationId: payment.locationId,
      guestId: payment.guestId,
      hostId: payment.hostId,
      paymentId,
    }),
  );
  return { id };
}

/** GET /v1/messages/unread-count: threads with a message the viewer has not read. */
export async function unreadCount(db: Db, viewer: SignedIn): Promise<UnreadCount> {
  return { count: await repo.countUnreadThreads(db, viewer.userId) };
}

/** GET /v1/locations/{id}/response-stats: the host's figures over 90 days; null without conversations. */
export async function hostResponseStats(
  db: Db,
  locationId: number,
  now = new Date(),
): Promise<ResponseStatsDto> {
  const location = await repo.findLocation(db, locationId);
  if (!location || location.status !== 'active') throw notFound('locations.notFound');
  if (!location.ownerId) return { stats: null };
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  return { stats: responseStats(await repo.firstExchangesOfHost(db, location.ownerId, since), now) };
}

/** GET /v1/admin/messages/threads?userId=|locationId=: the threads about a user or a place (no text). */
export async function adminListThreads(
  db: Db,
  about: { userId?: string; locationId?: number },
): Promise<ThreadList> {
  const rows = await repo.listThreadsAbout(db, about, THREADS_LIMIT);
  // The list names the threads; their text is read one thread at a time, with a reason.
  return { items: rows.map((r) => ({ ...summary(r, null, true), lastMessage: null })) };
}

/**
 * POST /v1/admin/messages/threads/{id}/read: an administrator reads a thread as written, with a
 * reason; the audit trail of the guest, the host and the place records it in the same transaction.
 */
export async function adminReadThread(
  db: Db,
  viewer: SignedIn,
  id: number,
  reason: string,
): Promise<ThreadDto> {
  if (!can(viewer, 'messages:read-any')) throw notFound('messages.threadNotFound');
  const thread = await repo.findThread(db, id, null);
  if (!thread) throw notFound('messages.threadNotFound');
  return db.transaction(async (tx) => {
    const details = { threadId: id, location: thread.locationName };
    await recordAdminAction(tx, {
      actorId: viewer.userId,
      action: 'message.read',
      targetUserId: thread.guestId,
      targetLocationId: thread.locationId,
      reason,
      details,
    });
    if (thread.hostId)
      await recordAdminAction(tx, {
        actorId: viewer.userId,
        action: 'message.read',
        targetUserId: thread.hostId,
        reason,
        details,
      });
    return detail(thread, await repo.listMessages(tx, id, MESSAGES_LIMIT), viewer.userId, null);
  });
}

// ---- Personal data (issue 31, decision 058) ----

/** Every conversation the person is in, with its messages. */
export const exportThreads = (db: Db, userId: string) => repo.personalThreads(db, userId);
