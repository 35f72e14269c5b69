// A profile image is loaded by other people's browsers: only http(s) addresses and our own uploads
// are stored, whichever way the image is written.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../domain/messages';
import { isProfileImageUrl } from '../../../domain/schemas/users';
import { users } from '../../db/schema';
import { signUp, type Actor } from '../../testing/actors';
import { createTestApp, type TestContext } from '../../testing/test-app';

const PROFILE_IMAGE_URL_MESSAGE = en.users.profileImageUrl;

const UNSAFE = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x.png',
  'uploads/x.png',
];
const SAFE = ['https://cdn.example.com/me.jpg', 'http://example.com/me.png', '/uploads/images/abc/1600.webp'];

describe('profile image addresses', () => {
  let t: TestContext;
  let user: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t, 'picture@example.com');
  });
  afterAll(() => t.close());

  const imageOf = async (id: string) =>
    (await t.database.db.select({ image: users.image }).from(users).where(eq(users.id, id)))[0]?.image;

  const put = (url: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/users/${user.id}`,
      headers: user.headers,
      payload: { image: { url } },
    });

  it('tells web addresses and our uploads from everything else', () => {
    for (const url of SAFE) expect(isProfileImageUrl(url), url).toBe(true);
    for (const url of UNSAFE) expect(isProfileImageUrl(url.trim()), url).toBe(false);
    expect(isProfileImageUrl('/uploads/x.png\u0000')).toBe(false);
  });

  it('PUT /v1/users/{id} refuses anything but http(s) or our uploads, with a clear 400', async () => {
    for (const url of UNSAFE) {
      const res = await put(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(PROFILE_IMAGE_URL_MESSAGE);
      expect(res.json().field, url).toBe('image.url');
    }
    expect(await imageOf(user.id)).toBeNull();

    for (const url of SAFE) {
      const res = await put(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().image).toBe(url);
    }
    expect((await put(null)).json().image).toBeNull();
  });

  it('Better Auth’s sign-up and update-user refuse the same addresses', async () => {
    const signUpRes = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/email',
      payload: { email: 'script@example.com', password: 'a-long-password', name: '', image: UNSAFE[0] },
    });
    expect(signUpRes.statusCode).toBe(400);
    expect(signUpRes.json()).toMatchObject({
      code: 'users.profileImageUrl',
      message: PROFILE_IMAGE_URL_MESSAGE,
    });
    const [created] = await t.database.db.select().from(users).where(eq(users.email, 'script@example.com'));
    expect(created).toBeUndefined();

    const update = (image: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/update-user',
        headers: user.headers,
        payload: { image },
      });
    const refused = await update(UNSAFE[0]!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PROFILE_IMAGE_URL_MESSAGE);
    expect(await imageOf(user.id)).toBeNull();

    expect((await update(SAFE[0]!)).statusCode).toBe(200);
    expect(await imageOf(user.id)).toBe(SAFE[0]);
  });
});
