// Messages between guests and hosts (issue 26): inquiries, stay threads, masking, unread counts,
// email throttling, limits, administrators' reading, the response figures, and delivery to a stream
// held by another server copy on the same database.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MASK } from '../../../domain/message-text';
import { adminActions, emailOutbox, messageThreads, payments, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import * as service from './messages.service';

let t: TestContext;
let guest: Actor;
let host: Actor;
let stranger: Actor;
let admin: Actor;
let locationId: number;

beforeAll(async () => {
  t = await createTestApp();
  guest = await signUp(t, 'guest@messages.test', { firstName: 'Gina' });
  host = await signUp(t, 'host@messages.test', { firstName: 'Hemi', accountValid: true });
  stranger = await signUp(t, 'stranger@messages.test');
  admin = await signUp(t, 'admin@messages.test', { roles: ['administrator'] });
  await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, host.id));
  locationId = (await createLocation(t.database.db, { ownerId: host.id, name: 'Kiwi Farm' })).id;
});
afterAll(() => t.close());

const call = (actor: Actor | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: actor?.headers ?? {} });

async function mailTo(email: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
}

async function stay(status: 'confirmed' | 'authorised') {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      guestId: guest.id,
      hostId: host.id,
      locationId,
      status,
      amount: 5000,
      idempotencyKey: `messages-${status}-${Math.random()}`,
    })
    .returning({ id: payments.id });
  return row!.id;
}

describe('an inquiry before booking', () => {
  let threadId: number;

  it('reaches the host, masked, with an email in the host’s language, and counts as unread', async () => {
    const res = await call(guest, 'POST', `/v1/locations/${locationId}/inquiries`, {
      body: 'Can a 9 m motorhome turn in your gate? Call me on 021 123 4567 or gina@example.com',
    });
    expect(res.statusCode).toBe(201);
    threadId = res.json().id;

    expect((await call(host, 'GET', '/v1/messages/unread-count')).json()).toEqual({ count: 1 });
    expect((await call(guest, 'GET', '/v1/messages/unread-count')).json()).toEqual({ count: 0 });
    const list = (await call(host, 'GET', '/v1/messages/threads?role=host')).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: threadId,
      kind: 'inquiry',
      role: 'host',
      unread: 1,
      confirmed: false,
      guest: { firstName: 'Gina' },
      location: { id: locationId, name: 'Kiwi Farm' },
    });
    expect(list.items[0].lastMessage).toBe(
      `Can a 9 m motorhome turn in your gate? Call me on ${MASK} or ${MASK}`,
    );

    const thread = (await call(host, 'GET', `/v1/messages/threads/${threadId}`)).json();
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]).toMatchObject({ mine: false, masked: true });
    expect(thread.messages[0].body).not.toContain('021');
    // Reading marks it read.
    expect((await call(host, 'GET', '/v1/messages/unread-count')).json()).toEqual({ count: 0 });

    const mail = await mailTo('host@messages.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Nouveau message de Gina au sujet de Kiwi Farm');
    expect(mail[0]!.text).not.toContain('021 123 4567');
    expect(mail[0]!.text).toContain(`/hosting/messages/${threadId}`);
  });

  it('keeps one inquiry per guest and property, and emails at most once per 15 minutes while unread', async () => {
    const again = await call(guest, 'POST', `/v1/locations/${locationId}/inquiries`, {
      body: 'One more thing',
    });
    expect(again.json().id).toBe(threadId);
    // The host read the thread before this message, so this one is emailed; the next is not.
    expect(await mailTo('host@messages.test')).toHaveLength(2);
    await call(guest, 'POST', `/v1/messages/threads/${threadId}/messages`, { body: 'And another' });
    expect(await mailTo('host@messages.test')).toHaveLength(2);
    // Still unread 16 minutes on: the next message is emailed.
    const later = new Date(Date.now() + 16 * 60_000);
    await service.sendMessage(
      { db: t.database.db, emailFrom: t.config.emailFrom, publicUrl: t.config.publicUrl, now: () => later },
      { userId: guest.id, roles: [], accountValid: false },
      threadId,
      { body: 'Are you there?' },
    );
    expect(await mailTo('host@messages.test')).toHaveLength(3);
    // Back to the real clock: the guest's read mark moved 16 minutes ahead with that message.
    await t.database.db
      .update(messageThreads)
      .set({ guestReadAt: new Date() })
      .where(eq(messageThreads.id, threadId));
  });

  it('lets the host reply, and the guest see it unread', async () => {
    const res = await call(host, 'POST', `/v1/messages/threads/${threadId}/messages`, {
      body: 'Yes, easily.',
    });
    expect(res.statusCode).toBe(201);
    expect((await call(guest, 'GET', '/v1/messages/unread-count')).json()).toEqual({ count: 1 });
    const thread = (await call(guest, 'GET', `/v1/messages/threads/${threadId}`)).json();
    expect(thread.messages.at(-1)).toMatchObject({ body: 'Yes, easily.', mine: false });
    expect(thread.messages[0].mine).toBe(true);
  });

  it('is nobody else’s: a stranger hears it does not exist', async () => {
    expect((await call(stranger, 'GET', `/v1/messages/threads/${threadId}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'POST', `/v1/messages/threads/${threadId}/messages`, { body: 'hi' })).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'GET', '/v1/messages/threads')).json()).toEqual({ items: [] });
  });

  it('refuses empty, too long and own-property messages', async () => {
    expect(
      (await call(guest, 'POST', `/v1/messages/threads/${threadId}/messages`, { body: '   ' })).json().code,
    ).toBe('messages.empty');
    expect(
      (await call(guest, 'POST', `/v1/messages/threads/${threadId}/messages`, { body: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(host, 'POST', `/v1/locations/${locationId}/inquiries`, { body: 'Me?' })).json().code,
    ).toBe('messages.ownProperty');
  });

  it('shows the host’s response figures on the property', async () => {
    const res = await call(null, 'GET', `/v1/locations/${locationId}/response-stats`);
    expect(res.json()).toEqual({ stats: { ratePercent: 100, typical: 'withinHour', conversations: 1 } });
    const quiet = await createLocation(t.database.db, { ownerId: stranger.id });
    expect((await call(null, 'GET', `/v1/locations/${quiet.id}/response-stats`)).json()).toEqual({
      stats: null,
    });
  });
});

describe('a stay’s thread', () => {
  it('shows contact details once the stay is confirmed', async () => {
    const paymentId = await stay('confirmed');
    const opened = await call(host, 'POST', `/v1/bookings/stays/${paymentId}/thread`);
    expect(opened.statusCode).toBe(200);
    const again = await call(guest, 'POST', `/v1/bookings/stays/${paymentId}/thread`);
    expect(again.json().id).toBe(opened.json().id);
    await call(host, 'POST', `/v1/messages/threads/${opened.json().id}/messages`, {
      body: 'Gate code 1234, call 021 123 4567 https://example.com/map',
    });
    const thread = (await call(guest, 'GET', `/v1/messages/threads/${opened.json().id}`)).json();
    expect(thread).toMatchObject({ kind: 'stay', confirmed: true, paymentId });
    expect(thread.messages[0]).toMatchObject({
      body: 'Gate code 1234, call 021 123 4567 https://example.com/map',
      masked: false,
    });
    expect((await call(stranger, 'POST', `/v1/bookings/stays/${paymentId}/thread`)).statusCode).toBe(404);
  });

  it('keeps masking while a request to book waits (authorised, not confirmed)', async () => {
    const paymentId = await stay('authorised');
    const { id } = (await call(guest, 'POST', `/v1/bookings/stays/${paymentId}/thread`)).json();
    await call(guest, 'POST', `/v1/messages/threads/${id}/messages`, { body: 'My email: gina@example.com' });
    const thread = (await call(host, 'GET', `/v1/messages/threads/${id}`)).json();
    expect(thread.confirmed).toBe(false);
    expect(thread.messages[0].body).toBe(`My email: ${MASK}`);
  });
});

describe('limits', () => {
  it('refuses to write to a blocked host', async () => {
    const blockedHost = await signUp(t, 'blocked-host@messages.test', { disabled: true });
    const place = await createLocation(t.database.db, { ownerId: blockedHost.id });
    const res = await call(guest, 'POST', `/v1/locations/${place.id}/inquiries`, { body: 'Hello?' });
    expect([res.statusCode, res.json().code]).toEqual([403, 'messages.blocked']);
  });

  it('lets a new account start at most 10 inquiries a day', async () => {
    const newcomer = await signUp(t, 'newcomer@messages.test');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const place = await createLocation(t.database.db, { ownerId: host.id, name: `Place ${i}` });
      codes.push(
        (await call(newcomer, 'POST', `/v1/locations/${place.id}/inquiries`, { body: 'Hi' })).statusCode,
      );
    }
    expect(codes).toEqual([...Array(10).fill(201), 429]);
    const threads = await t.database.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.guestId, newcomer.id));
    expect(threads).toHaveLength(10);
  });
});

describe('administrators', () => {
  it('list a user’s and a place’s threads without their text, and read one with a reason kept in the trail', async () => {
    const byUser = (await call(admin, 'GET', `/v1/admin/messages/threads?userId=${guest.id}`)).json();
    expect(byUser.items.length).toBeGreaterThanOrEqual(3);
    expect(byUser.items.every((i: { lastMessage: null }) => i.lastMessage === null)).toBe(true);
    const byPlace = (await call(admin, 'GET', `/v1/admin/messages/threads?locationId=${locationId}`)).json();
    expect(byPlace.items.length).toBe(byUser.items.length);
    const inquiry = byUser.items.find((i: { kind: string }) => i.kind === 'inquiry');

    const short = await call(admin, 'POST', `/v1/admin/messages/threads/${inquiry.id}/read`, {
      reason: 'why',
    });
    expect(short.json().code).toBe('messages.reasonTooShort');
    const read = await call(admin, 'POST', `/v1/admin/messages/threads/${inquiry.id}/read`, {
      reason: 'The guest says the host was rude',
    });
    expect(read.statusCode).toBe(200);
    // As written: administrators settle disputes on the real text.
    expect(read.json().messages[0].body).toContain('021 123 4567');
    const trail = await t.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'message.read'));
    expect(trail.map((a) => [a.targetUserId, a.reason])).toEqual([
      [guest.id, 'The guest says the host was rude'],
      [host.id, 'The guest says the host was rude'],
    ]);
    expect(trail[0]!.targetLocationId).toBe(locationId);
    // Nobody else may.
    expect(
      (await call(host, 'POST', `/v1/admin/messages/threads/${inquiry.id}/read`, { reason: 'x'.repeat(12) }))
        .statusCode,
    ).toBe(403);
  });
});

/** Opens the person's event stream on a listening app and collects the thread ids it announces. */
function openStream(baseUrl: string, actor: Actor) {
  const threadIds: number[] = [];
  let onEvent: (() => void) | null = null;
  const ready = new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(
      `${baseUrl}/v1/messages/stream`,
      { headers: { ...actor.headers, accept: 'text/event-stream' } },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes('event: ready')) resolve(res);
            const data = /event: message\ndata: (.*)/.exec(block);
            if (data) {
              threadIds.push(JSON.parse(data[1]!).threadId);
              onEvent?.();
            }
          }
        });
      },
    );
    req.on('error', reject);
  });
  const next = () => new Promise<void>((resolve) => (onEvent = resolve));
  return { ready, threadIds, next };
}

describe('delivery across server copies', () => {
  it('streams only to an EventSource (Accept: text/event-stream)', async () => {
    const res = await call(guest, 'GET', '/v1/messages/stream');
    expect([res.statusCode, res.json().code]).toEqual([400, 'messages.streamOnly']);
  });

  it('brings a message sent through one copy to a stream opened on another', async () => {
    const other = await createTestApp({}, { database: t.database });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = other.app.server.address() as AddressInfo;
      const stream = openStream(`http://127.0.0.1:${port}`, guest);
      const res = await stream.ready;
      expect(res.headers['content-type']).toContain('text/event-stream');
      const { id } = (
        await call(guest, 'POST', `/v1/locations/${locationId}/inquiries`, { body: 'ping' })
      ).json();
      const arrived = stream.next();
      await call(host, 'POST', `/v1/messages/threads/${id}/messages`, { body: 'pong' });
      await arrived;
      expect(stream.threadIds).toContain(id);
      // A stranger's stream hears nothing of it: only the thread's two people are told.
      expect(stream.threadIds.every((n) => n === id)).toBe(true);
    } finally {
      // Closing ends the open stream (the shutdown drains streams).
      await other.close();
    }
  });
});
