// Signed-in people for API tests: real accounts made through the sign-up endpoint, then given the
// roles or payout status a test needs directly in the database. Administrators also add an
// authenticator app through the API, as the admin routes ask for a second factor (decision 056).

import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { TestContext } from './test-app';
import { enrolAuthenticator } from './second-factor';

export type Actor = { id: string; email: string; token: string; headers: { authorization: string } };

export const TEST_PASSWORD = 'secret1';

export async function signUp(
  t: TestContext,
  email: string,
  set: Partial<
    Pick<typeof users.$inferInsert, 'roles' | 'accountValid' | 'disabled' | 'firstName' | 'lastName'>
  > = {},
): Promise<Actor> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-up/email',
    payload: { email, password: TEST_PASSWORD, name: '' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up of ${email} failed: ${res.statusCode} ${res.body}`);
  const id = res.json().user.id as string;
  let token = res.headers['set-auth-token'] as string;
  if (set.roles?.length) token = (await enrolAuthenticator(t, token, TEST_PASSWORD)).token;
  if (Object.keys(set).length) await t.database.db.update(users).set(set).where(eq(users.id, id));
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
}
