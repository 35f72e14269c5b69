import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema';
import { signUp, type Actor } from '../../testing/actors';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { CONTACT_LIMIT } from './contact.service';

let t: TestContext;
let admin: Actor;
let guest: Actor;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@stopover.example' });
  admin = await signUp(t, 'contact-admin@example.test', { roles: ['administrator'] });
  guest = await signUp(t, 'contact-guest@example.test');
});
afterAll(() => t.close());

const valid = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha@example.com',
  phone: '+64 21 555 0101',
  message: 'Can I bring a 7 m motorhome to a farm stay near Gisborne?',
};

/** Each test posts from its own address, so the per-address limit is the flood test's alone. */
let addresses = 0;
const post = (payload: object, remoteAddress = `198.51.100.${++addresses}`) =>
  t.app.inject({ method: 'POST', url: '/v1/contact_us', payload, remoteAddress });

const stored = () => t.database.db.select().from(contactMessages);
const mail = () => t.database.db.select().from(emailOutbox);

describe('POST /v1/contact_us', () => {
  it('stores the message and queues it to the support address with the visitor to reply to', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const rows = (await stored()).filter((r) => r.email === valid.email);
    expect(rows).toEqual([
      expect.objectContaining({
        firstName: 'Aroha',
        lastName: 'Ngata',
        email: 'aroha@example.com',
        phone: '+64 21 555 0101',
        message: valid.message,
      }),
    ]);
    const sent = (await mail()).filter((m) => m.subject.includes(valid.email));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'help@stopover.example',
      replyTo: 'aroha@example.com',
      status: 'queued',
    });
    expect(sent[0]!.subject).toBe('Contact Us: Aroha Ngata <aroha@example.com>');
    expect(sent[0]!.text).toContain('Reply to: aroha@example.com');
    expect(sent[0]!.text).toContain(valid.message);
    expect(sent[0]!.html).toContain('mailto:aroha%40example.com');
  });

  it('takes a message without the optional last name and phone, and escapes what it mails', async () => {
    const res = await post({ firstName: 'Max', email: 'max@example.com', message: '<b>Hallo</b>' });
    expect(res.statusCode).toBe(201);
    const row = (await stored()).find((r) => r.email === 'max@example.com');
    expect(row).toMatchObject({ lastName: null, phone: null, message: '<b>Hallo</b>' });
    const sent = (await mail()).find((m) => m.subject.includes('max@example.com'));
    expect(sent!.html).toContain('&lt;b&gt;Hallo&lt;/b&gt;');
    expect(sent!.html).not.toContain('<b>Hallo');
  });

  it.each([
    ['firstName', { ...valid, firstName: undefined }, 'validation.required'],
    ['firstName', { ...valid, firstName: '   ' }, 'validation.required'],
    ['email', { ...valid, email: undefined }, 'validation.required'],
    ['email', { ...valid, email: '' }, 'validation.required'],
    ['email', { ...valid, email: 'aroha@' }, 'auth.invalidEmail'],
    ['message', { ...valid, message: undefined }, 'validation.required'],
    ['message', { ...valid, message: '' }, 'validation.required'],
    ['message', { ...valid, message: 'x'.repeat(5001) }, 'validation.tooLong'],
    ['phone', { ...valid, phone: '1'.repeat(41) }, 'validation.tooLong'],
    ['lastName', { ...valid, lastName: 'x'.repeat(101) }, 'validation.tooLong'],
  ])('answers 400 naming %s when it is missing or malformed', async (field, payload, code) => {
    const before = (await stored()).length;
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, code });
    expect((await stored()).length).toBe(before);
  });

  it('answers the message in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/contact_us',
      payload: { ...valid, email: 'nope' },
      remoteAddress: '198.51.100.250',
      headers: { 'accept-language': 'de' },
    });
    expect(res.json()).toMatchObject({ field: 'email', code: 'auth.invalidEmail' });
    expect(res.json().message).not.toBe('Email address is not valid.');
  });

  it('answers a post that fills the honeypot as a success, but stores and sends nothing', async () => {
    const [rowsBefore, mailBefore] = [(await stored()).length, (await mail()).length];
    const res = await post({ ...valid, email: 'bot@example.com', website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect((await stored()).length).toBe(rowsBefore);
    expect((await mail()).length).toBe(mailBefore);
  });

  it('refuses a flood from one address with 429, while others still get through', async () => {
    const flood = '203.0.113.7';
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect((await post({ ...valid, email: `flood${i}@example.com` }, flood)).statusCode).toBe(201);
    }
    const before = (await stored()).length;
    const refused = await post({ ...valid, email: 'flood-over@example.com' }, flood);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'contact.tooMany',
      message: 'You have sent us several messages in a short time. Please wait an hour and try again.',
    });
    // Bots are counted too: the honeypot does not get round the limit.
    expect((await post({ ...valid, website: 'x' }, flood)).statusCode).toBe(429);
    expect((await stored()).length).toBe(before);
    expect((await post(valid, '203.0.113.8')).statusCode).toBe(201);
  });
});

describe('GET /v1/admin/contact-messages', () => {
  it('is refused to visitors (401) and guests (403)', async () => {
    expect((await t.app.inject({ url: '/v1/admin/contact-messages' })).statusCode).toBe(401);
    const asGuest = await t.app.inject({ url: '/v1/admin/contact-messages', headers: guest.headers });
    expect(asGuest.statusCode).toBe(403);
  });

  it('lists the messages to administrators, newest first, 50 a page by cursor', async () => {
    await t.database.db.insert(contactMessages).values(
      Array.from({ length: 60 }, (_, i) => ({
        firstName: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        message: `Message ${i}`,
      })),
    );
    const total = (await stored()).length;
    const first = await t.app.inject({ url: '/v1/admin/contact-messages', headers: admin.headers });
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as {
      items: { id: number; firstName: string; createdAt: string }[];
      cursor: string;
    };
    expect(page1.items).toHaveLength(50);
    expect(page1.items[0]).toMatchObject({ firstName: 'Visitor 59', lastName: null, phone: null });
    expect(Date.parse(page1.items[0]!.createdAt)).not.toBeNaN();
    const ids = page1.items.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page1.cursor).toBe(String(ids[49]));

    const second = await t.app.inject({
      url: `/v1/admin/contact-messages?cursor=${page1.cursor}`,
      headers: admin.headers,
    });
    const page2 = second.json() as { items: { id: number }[]; cursor: string | null };
    expect(page2.items).toHaveLength(total - 50);
    expect(page2.cursor).toBeNull();
    expect(Math.max(...page2.items.map((m) => m.id))).toBeLessThan(Math.min(...ids));
  });

  it('answers 400 for a cursor that is not an id', async () => {
    const res = await t.app.inject({ url: '/v1/admin/contact-messages?cursor=abc', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'cursor' });
  });
});
