// SQL on message_threads and messages (issue 26, decision 038). Reads the stay's payment status
// (confirmed or not) and the location's name and host with a join, read-only: a thread is about a
// stay and a place, and one statement is cheaper than asking the bookings module per thread.

import { sql, type SQL } from 'drizzle-orm';
import { jsonRows, queryRows, type Db } from '../../db/client';
import { MESSAGES_CHANNEL } from '../../adapters/realtime/realtime';

export type ThreadRow = {
  id: number;
  locationId: number;
  locationName: string;
  guestId: string;
  guestFirstName: string | null;
  hostId: string | null;
  hostFirstName: string | null;
  paymentId: string | null;
  paymentStatus: string | null;
  lastMessageAt: Date;
  guestReadAt: Date | null;
  hostReadAt: Date | null;
  lastBody: string | null;
  /** Messages from the other side after the viewer's last read (0 for an administrator). */
  unread: number;
};

export type MessageRow = { id: number; senderId: string | null; body: string; createdAt: Date };

/** The thread columns, with the viewer's unread count and the last message. */
const threadSelect = (viewerId: string | null) => sql`
  select t.id, t.location_id as "locationId", l.name as "locationName",
         t.guest_id as "guestId", g.first_name as "guestFirstName",
         t.host_id as "hostId", h.first_name as "hostFirstName",
         t.payment_id as "paymentId", p.status as "paymentStatus",
         t.last_message_at as "lastMessageAt", t.guest_read_at as "guestReadAt", t.host_read_at as "hostReadAt",
         (select m.body from messages m where m.thread_id = t.id order by m.id desc limit 1) as "lastBody",
         (select count(*)::int from messages m
           where m.thread_id = t.id and m.sender_id is distinct from ${viewerId}
             and ${viewerId}::text is not null
             and m.created_at > coalesce(case when t.guest_id = ${viewerId} then t.guest_read_at else t.host_read_at end,
                                         '-infinity'::timestamptz)) as unread
    from message_threads t
    join locations l on l.id = t.location_id
    left join users g on g.id = t.guest_id
    left join users h on h.id = t.host_id
    left join payments p on p.id = t.payment_id`;

const asDates = (row: ThreadRow): ThreadRow => ({
  ...row,
  lastMessageAt: new Date(row.lastMessageAt),
  guestReadAt: row.guestReadAt ? new Date(row.guestReadAt) : null,
  hostReadAt: row.hostReadAt ? new Date(row.hostReadAt) : null,
});

/** The threads a person is in (as guest, as host, or both), most recent first. */
export async function listThreadsOf(
  db: Db,
  userId: string,
  role: 'guest' | 'host' | undefined,
  limit: number,
): Promise<ThreadRow[]> {
  const where: SQL =
    role === 'guest'
      ? sql`t.guest_id = ${userId}`
      : role === 'host'
        ? sql`t.host_id = ${userId}`
        : sql`(t.guest_id = ${userId} or t.host_id = ${userId})`;
  const rows = await queryRows<ThreadRow>(
    db,
    sql`${threadSelect(userId)} where ${where} order by t.last_message_at desc, t.id desc limit ${limit}`,
  );
  return rows.map(asDates);
}

/** Threads about a user (as guest or host) or a location, for administrators. */
export async function listThreadsAbout(
  db: Db,
  about: { userId?: string; locationId?: number },
  limit: number,
): Promise<ThreadRow[]> {
  const where =
    about.userId !== undefined
      ? sql`(t.guest_id = ${about.userId} or t.host_id = ${about.userId})`
      : sql`t.location_id = ${about.locationId!}`;
  const rows = await queryRows<ThreadRow>(
    db,
    sql`${threadSelect(null)} where ${where} order by t.last_message_at desc, t.id desc limit ${limit}`,
  );
  return rows.map(asDates);
}

export async function findThread(db: Db, id: number, viewerId: string | null): Promise<ThreadRow | null> {
  const rows = await queryRows<ThreadRow>(db, sql`${threadSelect(viewerId)} where t.id = ${id}`);
  return rows[0] ? asDates(rows[0]) : null;
}

export async function listMessages(db: Db, threadId: number, limit: number): Promise<MessageRow[]> {
  const rows = await queryRows<MessageRow>(
    db,
    sql`select * from (
          select id, sender_id as "senderId", body, created_at as "createdAt"
            from messages where thread_id = ${threadId} order by id desc limit ${limit}
        ) newest order by id`,
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

/** Marks the thread read up to now for one side. */
export async function markRead(db: Db, threadId: number, side: 'guest' | 'host', now: Date): Promise<void> {
  const column = side === 'guest' ? sql`guest_read_at` : sql`host_read_at`;
  await db.execute(sql`update message_threads set ${column} = ${now.toISOString()}::timestamptz
                        where id = ${threadId} and (${column} is null or ${column} < ${now.toISOString()}::timestamptz)`);
}

export type LocationForMessages = { id: number; name: string; ownerId: string | null; status: string };

export async function findLocation(db: Db, id: number): Promise<LocationForMessages | null> {
  const rows = await queryRows<LocationForMessages>(
    db,
    sql`select id, name, owner_id as "ownerId", status from locations where id = ${id}`,
  );
  return rows[0] ?? null;
}

export type PaymentForMessages = { id: string; guestId: string; hostId: string | null; locationId: number };

export async function findPayment(db: Db, id: string): Promise<PaymentForMessages | null> {
  const rows = await queryRows<PaymentForMessages>(
    db,
    sql`select p.id, p.guest_id as "guestId", coalesce(p.host_id, l.owner_id) as "hostId", p.location_id as "locationId"
          from payments p join locations l on l.id = p.location_id where p.id = ${id}`,
  );
  return rows[0] ?? null;
}

export type PersonForMessages = {
  id: string;
  email: string;
  firstName: string | null;
  name: string | null;
  language: string | null;
  disabled: boolean;
  createdAt: Date;
};

export async function findPerson(db: Db, id: string): Promise<PersonForMessages | null> {
  const rows = await queryRows<PersonForMessages>(
    db,
    sql`select id, email, first_name as "firstName", name, language, disabled, created_at as "createdAt"
          from users where id = ${id}`,
  );
  return rows[0] ? { ...rows[0], createdAt: new Date(rows[0].createdAt) } : null;
}

/** The guest's inquiry about a location, made if there is none (the unique index settles a race). */
export async function findOrCreateInquiry(
  tx: Db,
  row: { locationId: number; guestId: string; hostId: string },
): Promise<{ id: number; created: boolean }> {
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`insert into message_threads (location_id, guest_id, host_id)
        values (${row.locationId}, ${row.guestId}, ${row.hostId})
        on conflict (location_id, guest_id) where payment_id is null do nothing returning id`,
  );
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const found = await queryRows<{ id: number }>(
    tx,
    sql`select id from message_threads where location_id = ${row.locationId} and guest_id = ${row.guestId}
          and payment_id is null`,
  );
  return { id: found[0]!.id, created: false };
}

/** The thread of a stay, made if there is none. */
export async function findOrCreateStayThread(
  tx: Db,
  row: { locationId: number; guestId: string; hostId: string | null; paymentId: string },
): Promise<number> {
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`insert into message_threads (location_id, guest_id, host_id, payment_id)
        values (${row.locationId}, ${row.guestId}, ${row.hostId}, ${row.paymentId})
        on conflict (payment_id) do nothing returning id`,
  );
  if (inserted[0]) return inserted[0].id;
  const found = await queryRows<{ id: number }>(
    tx,
    sql`select id from message_threads where payment_id = ${row.paymentId}`,
  );
  return found[0]!.id;
}

/** Inquiries the guest started since `since` (the daily limit for new accounts). */
export async function countInquiriesSince(db: Db, guestId: string, since: Date): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from message_threads
          where guest_id = ${guestId} and payment_id is null and created_at > ${since.toISOString()}::timestamptz`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Adds a message, moves the thread's last message time and the sender's read mark, and notifies
 * every server copy (pg_notify in this transaction: it is delivered on commit, never for a rollback).
 */
export async function insertMessage(
  tx: Db,
  row: { threadId: number; senderId: string; side: 'guest' | 'host'; body: string; now: Date },
  notify: { userIds: (string | null)[] },
): Promise<MessageRow> {
  const at = row.now.toISOString();
  const [message] = await queryRows<MessageRow>(
    tx,
    sql`insert into messages (thread_id, sender_id, body, created_at)
        values (${row.threadId}, ${row.senderId}, ${row.body}, ${at}::timestamptz)
        returning id, sender_id as "senderId", body, created_at as "createdAt"`,
  );
  const readColumn = row.side === 'guest' ? sql`guest_read_at` : sql`host_read_at`;
  await tx.execute(
    sql`update message_threads set last_message_at = ${at}::timestamptz, ${readColumn} = ${at}::timestamptz
          where id = ${row.threadId}`,
  );
  const payload = JSON.stringify({
    threadId: row.threadId,
    messageId: message!.id,
    sentAt: at,
    userIds: notify.userIds.filter((u): u is string => !!u),
  });
  await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${payload})`);
  return { ...message!, createdAt: new Date(message!.createdAt) };
}

/**
 * Takes the recipient's email turn: true (and the mark moved to now) when they were not emailed
 * about this thread in the last 15 minutes, or have read it since the last email.
 */
export async function takeEmailTurn(
  tx: Db,
  threadId: number,
  side: 'guest' | 'host',
  now: Date,
  minutes: number,
): Promise<boolean> {
  const emailed = side === 'guest' ? sql`guest_emailed_at` : sql`host_emailed_at`;
  const read = side === 'guest' ? sql`guest_read_at` : sql`host_read_at`;
  const at = now.toISOString();
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update message_threads set ${emailed} = ${at}::timestamptz
          where id = ${threadId}
            and (${emailed} is null
                 or ${emailed} <= ${at}::timestamptz - make_interval(mins => ${minutes})
                 or (${read} is not null and ${read} >= ${emailed}))
          returning id`,
  );
  return rows.length > 0;
}

/** Threads with a message from the other side the person has not read. */
export async function countUnreadThreads(db: Db, userId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from message_threads t
          where (t.guest_id = ${userId} or t.host_id = ${userId})
            and exists (select 1 from messages m where m.thread_id = t.id
                          and m.sender_id is distinct from ${userId}
                          and m.created_at > coalesce(case when t.guest_id = ${userId} then t.guest_read_at
                                                           else t.host_read_at end, '-infinity'::timestamptz))`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Each conversation a guest started with the host in the window: the guest's first message and the
 * host's first reply after it (the response figures).
 */
export async function firstExchangesOfHost(
  db: Db,
  hostId: string,
  since: Date,
): Promise<{ askedAt: Date; repliedAt: Date | null }[]> {
  const rows = await queryRows<{ askedAt: Date; repliedAt: Date | null }>(
    db,
    sql`select first.created_at as "askedAt",
               (select min(r.created_at) from messages r
                 where r.thread_id = t.id and r.sender_id = t.host_id and r.created_at >= first.created_at) as "repliedAt"
          from message_threads t
          cross join lateral (select m.sender_id, m.created_at from messages m where m.thread_id = t.id
                               order by m.id limit 1) first
         where t.host_id = ${hostId} and first.sender_id = t.guest_id
           and first.created_at >= ${since.toISOString()}::timestamptz`,
  );
  return rows.map((r) => ({
    askedAt: new Date(r.askedAt),
    repliedAt: r.repliedAt ? new Date(r.repliedAt) : null,
  }));
}

// ---- Personal data (issue 31, decision 058) ----

/** Every thread the person is in, as guest or host, with its messages (the other side's name as shown). */
export const personalThreads = (db: Db, userId: string) =>
  jsonRows(
    db,
    sql`select t.id, l.name as "locationName",
               case when t.guest_id = ${userId} then 'guest' else 'host' end as role,
               coalesce(nullif(trim(concat_ws(' ', o.first_name, o.last_name)), ''), o.name) as "otherPartyName",
               t.payment_id as "paymentId", t.created_at as "createdAt",
               coalesce((select json_agg(json_build_object(
                          'fromMe', m.sender_id = ${userId}, 'body', m.body, 'sentAt', m.created_at)
                          order by m.id)
                           from messages m where m.thread_id = t.id), '[]'::json) as messages
          from message_threads t join locations l on l.id = t.location_id
          left join users o on o.id = case when t.guest_id = ${userId} then t.host_id else t.guest_id end
         where t.guest_id = ${userId} or t.host_id = ${userId}
         order by t.created_at`,
  );
