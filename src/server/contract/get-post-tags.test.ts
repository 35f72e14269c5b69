// The mobile apps' guard for GET /v1/tags and POST /v1/tags (spec section 7), written only from the
// specification's words: the Tag of section 3 is id, label, name, group (site_feature, site_type,
// collection, others) and status (active); site feature labels are prefixed site_feature:.
// Administrators manage tags (section 6). It fails when a field is renamed. Rules: README.md here.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
let admin: Actor;
let camper: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'contract-tags-admin@example.test', { roles: ['system_admin'] });
  camper = await signUp(t, 'contract-tags-camper@example.test');
});
afterAll(() => t.close());

const TAG_FIELDS = ['id', 'label', 'name', 'group', 'status'];

describe('POST /v1/tags', () => {
  it('adds a tag from the spec’s fields and answers the tag', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/tags',
      headers: admin.headers,
      payload: { label: 'site_feature:firewood', name: 'Firewood', group: 'site_feature', status: 'active' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    const tag = res.json();
    expect(Object.keys(tag)).toEqual(expect.arrayContaining(TAG_FIELDS));
    expect(tag).toMatchObject({
      label: 'site_feature:firewood',
      name: 'Firewood',
      group: 'site_feature',
      status: 'active',
    });
  });

  it('adds a tag of each group the spec names, without a status', async () => {
    for (const [label, group] of [
      ['self_contained_plus', 'site_type'],
      ['farm_stays', 'collection'],
      ['quiet', 'others'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/tags',
        headers: admin.headers,
        payload: { label, name: label, group },
      });
      expect(res.statusCode, label).toBeLessThan(300);
      expect(res.json()).toMatchObject({ label, group, status: 'active' });
    }
  });

  it('is for administrators', async () => {
    const payload = { label: 'site_feature:sauna', name: 'Sauna', group: 'site_feature' };
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/tags', payload });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/v1/tags', headers: camper.headers, payload });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /v1/tags', () => {
  it('lists the tags with the spec’s fields, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/tags' });
    expect(res.statusCode).toBe(200);
    // The list is the answer's `items` (the spec shows no list shape; every list of ours is `items`).
    const tags: Record<string, unknown>[] = res.json().items;
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(Object.keys(tag)).toEqual(expect.arrayContaining(TAG_FIELDS));
    expect(tags).toContainEqual(
      expect.objectContaining({
        label: 'site_feature:firewood',
        name: 'Firewood',
        group: 'site_feature',
        status: 'active',
      }),
    );
  });
});
