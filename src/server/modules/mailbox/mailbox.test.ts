import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('development mailbox', () => {
  it('lists what the app queued, newest first', async () => {
    const { outbox } = t;
    const first = await outbox.queue({
      to: 'host@example.test',
      subject: 'New booking',
      text: 'Sam booked two nights.',
      html: '<p>Sam booked two nights.</p>',
    });
    const second = await outbox.queue({
      to: 'guest@example.test',
      subject: 'Your stay is booked',
      text: 'See you on 2026-01-10.',
      html: '<p>See you on 2026-01-10.</p>',
    });

    const res = await t.app.inject({ method: 'GET', url: '/v1/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toEqual([
      {
        id: second,
        to: 'guest@example.test',
        subject: 'Your stay is booked',
        text: 'See you on 2026-01-10.',
        html: '<p>See you on 2026-01-10.</p>',
        status: 'queued',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
      expect.objectContaining({ id: first, subject: 'New booking', status: 'queued' }),
    ]);

    const one = await t.app.inject({ method: 'GET', url: '/v1/dev/mailbox?limit=1' });
    expect(one.json().items.map((m: { id: number }) => m.id)).toEqual([second]);
  });

  it('rejects a bad limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/dev/mailbox?limit=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('limit');
  });
});

describe('in production', () => {
  let prod: TestContext;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local' });
  });
  afterAll(() => prod.close());

  it('has no mailbox', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/v1/dev/mailbox' });
    expect(res.statusCode).toBe(404);
  });
});
