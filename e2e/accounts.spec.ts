// An API journey: it opens no page, so it has nothing for axe to check.
import { expect, test } from './fixtures';

test('The demo guest from the README can sign in, and a wrong password is refused', async ({
  request,
  baseURL,
}) => {
  // Browsers send their Origin; Better Auth refuses cookie-carrying requests without one (CSRF).
  const headers = { origin: baseURL! };
  const ok = await request.post('/v1/auth/sign-in/email', {
    headers,
    data: { email: 'guest@stopover.test', password: 'stopover-demo' },
  });
  expect(ok.status()).toBe(200);
  expect(ok.headers()['set-auth-token']).toBeTruthy();
  const wrong = await request.post('/v1/auth/sign-in/email', {
    headers,
    data: { email: 'guest@stopover.test', password: 'not-the-password' },
  });
  expect(wrong.status(), await wrong.text()).toBe(401);
});
