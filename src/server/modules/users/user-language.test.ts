// The language on a person's profile (issue 13): saved and read through PUT/GET /v1/users/{id}, carried
// by the session, and the language their emails are written in (account emails and bookings).

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { de } from '../../../domain/messages/de';
import { fr } from '../../../domain/messages/fr';
import { en } from '../../../domain/messages';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import { signedInGuestWithCard, userWithAccount } from '../../testing/payments';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`;
const put = (actor: Actor, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/v1/users/${actor.id}`, payload, headers: actor.headers });
const profile = async (actor: Actor) =>
  (await t.app.inject({ url: `/v1/users/${actor.id}`, headers: actor.headers })).json();
const mailTo = async (to: string) => (await t.outbox.listRecent(200)).filter((m) => m.to === to);

describe('the profile’s language', () => {
  it('is not chosen at first, then saved, returned, carried by the session and forgotten again', async () => {
    const aroha = await signUp(t, unique('aroha'));
    expect((await profile(aroha)).language).toBeNull();

    const saved = await put(aroha, { language: 'de' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe('de');
    expect((await profile(aroha)).language).toBe('de');
    const session = await t.app.inject({ url: '/v1/auth/get-session', headers: aroha.headers });
    expect(session.json().user.language).toBe('de');

    // Other changes leave it alone.
    await put(aroha, { contact: { phone: '' } });
    expect((await profile(aroha)).language).toBe('de');

    expect((await put(aroha, { language: null })).json().language).toBeNull();
  });

  it('refuses a language that is not one of the five, changing nothing', async () => {
    const tui = await signUp(t, unique('tui'));
    await put(tui, { language: 'fr' });
    for (const language of ['it', 'EN', 'de-DE', '', 7]) {
      const res = await put(tui, { language });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'language' });
    }
    expect((await profile(tui)).language).toBe('fr');
  });

  it('cannot be set through Better Auth’s own update', async () => {
    const kea = await signUp(t, unique('kea'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/update-user',
      payload: { language: 'zh' },
      headers: kea.headers,
    });
    expect((await profile(kea)).language).toBeNull();
  });
});

describe('account emails', () => {
  it('go out in the language on the profile, whatever the request’s', async () => {
    const hans = await signUp(t, unique('hans'));
    await put(hans, { language: 'de' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/request-password-reset',
      payload: { email: hans.email, redirectTo: '/reset-password' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailTo(hans.email);
    expect(mail!.subject).toBe(de.emails.resetPassword.subject);
    expect(mail!.text).toContain(de.emails.resetPassword.intro);
    expect(mail!.text).toContain(`${de.emails.resetPassword.action}: http`);
    expect(mail!.html).toContain('<html lang="de">');
    expect(mail!.html).toContain(de.emails.orOpenLink);
  });

  it('without a chosen language, go out in the request’s language, else English', async () => {
    const amelie = await signUp(t, unique('amelie'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/send-verification-email',
      payload: { email: amelie.email, callbackURL: '/email-verified' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect((await mailTo(amelie.email))[0]!.subject).toBe(fr.emails.verification.subject);

    const mere = await signUp(t, unique('mere'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/send-verification-email',
      payload: { email: mere.email, callbackURL: '/email-verified' },
    });
    const [mail] = await mailTo(mere.email);
    expect(mail!.subject).toBe(en.emails.verification.subject);
    expect(mail!.text).toContain('Welcome to Stopover!');
  });
});

describe('booking emails', () => {
  it('write to each side in their own language: the German guest in German, the host in English', async () => {
    const host = await userWithAccount(t.database.db, t.payments, { firstName: 'Hone', lastName: 'Host' });
    const loc = await createLocation(t.database.db, {
      ownerId: host.id,
      name: 'Weingut am Fluss',
      address: '12 Gravel Road',
      sites: [{ name: 'Riverside', spaces: 1, price: 2550 }],
    });
    const guest = await signedInGuestWithCard(t, unique('gast'));
    await put(guest, { language: 'de' });
    const date = addDays(todayInAuckland(), 3);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${loc.id}/bookings`,
      headers: { ...guest.headers, 'idempotency-key': randomUUID() },
      payload: { bookings: [{ siteId: loc.sites[0]!.id, date }] },
    });
    expect(res.statusCode).toBe(201);
    const [y, m, d] = date.split('-');

    const [toGuest] = await mailTo(guest.email);
    expect(toGuest!.subject).toBe('Deine Buchung bei Weingut am Fluss ist bestätigt');
    expect(toGuest!.text).toContain(`Anreise: ${d}/${m}/${y}`);
    // German amounts: a decimal comma and the symbol after the number (with a no-break space).
    expect(toGuest!.text).toMatch(/Insgesamt bezahlt: 25,50\u00a0\$ NZD/);
    expect(toGuest!.text).toContain(de.emails.booking.myTrips);

    const toHost = (await mailTo(host.email)).find((mail) => mail.text.includes(guest.email));
    expect(toHost!.subject).toBe('New booking at Weingut am Fluss');
    expect(toHost!.text).toContain('Total: $25.50 NZD');
  });
});
