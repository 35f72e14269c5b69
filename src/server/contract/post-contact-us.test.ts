// The mobile apps' guard for POST /v1/contact_us (spec section 7: "unauthenticated; firstName,
// lastName, email, phone, message"), written only from the specification's words; section 5 says
// firstName, email and message are 'Required'. It fails when a field is renamed. Rules: README.md.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = {
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
  phone: '+64 21 123 4567',
  message: 'Can I bring a dog to a farm stay?',
};

describe('POST /v1/contact_us', () => {
  it('takes the spec’s fields without signing in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/contact_us', payload: message });
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
  });

  it.each(['firstName', 'email', 'message'])('refuses a message without %s: Required', async (field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/contact_us',
      payload: { ...message, [field]: '' },
      remoteAddress: `198.51.100.${field.length}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: 'Required' });
  });
});
