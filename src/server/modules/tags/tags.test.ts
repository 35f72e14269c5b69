import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTag } from '../../testing/fixtures';
import { signUp, type Actor } from '../../testing/actors';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
let admin: Actor;
let addOnly: Actor;
let guest: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'tags-admin@example.test', { roles: ['administrator'] });
  addOnly = await signUp(t, 'tags-addonly@example.test', { roles: ['addpropertiesonly_administrator'] });
  guest = await signUp(t, 'tags-guest@example.test');
});
afterAll(() => t.close());

const create = (payload: unknown, by: Actor | null = admin) =>
  t.app.inject({ method: 'POST', url: '/v1/tags', payload: payload as object, headers: by?.headers ?? {} });

it('lists every tag with its group', async () => {
  await createTag(t.database.db, 'site_feature:wifi', 'site_feature', 'Wifi');
  await createTag(t.database.db, 'self_contained', 'site_type', 'Self-contained');
  const res = await t.app.inject({ method: 'GET', url: '/v1/tags' });
  expect(res.statusCode).toBe(200);
  expect(res.json().items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        label: 'site_feature:wifi',
        name: 'Wifi',
        group: 'site_feature',
        status: 'active',
      }),
      expect.objectContaining({ label: 'self_contained', group: 'site_type' }),
    ]),
  );
});

describe('POST /v1/tags', () => {
  it('adds a tag, trimmed, active, and lists it', async () => {
    const res = await create({ label: ' site_feature:hot_tub ', name: ' Hot tub ', group: 'site_feature' });
    expect(res.statusCode).toBe(201);
    const tag = res.json();
    expect(tag).toEqual({
      id: expect.any(Number),
      label: 'site_feature:hot_tub',
      name: 'Hot tub',
      group: 'site_feature',
      status: 'active',
    });
    const list = (await t.app.inject({ url: '/v1/tags' })).json().items;
    expect(list).toContainEqual(tag);
  });

  it('takes a label without prefix, or with its own group’s', async () => {
    expect((await create({ label: 'beaches_2', name: 'Beaches', group: 'collection' })).statusCode).toBe(201);
    expect((await create({ label: 'collection:lakes', name: 'Lakes', group: 'collection' })).statusCode).toBe(
      201,
    );
  });

  it.each([
    ['no label', { label: '', name: 'X', group: 'others' }, 'tags.labelRequired', 'label'],
    ['a blank label', { label: '   ', name: 'X', group: 'others' }, 'tags.labelRequired', 'label'],
    ['capitals', { label: 'Hot_Tub', name: 'X', group: 'others' }, 'tags.labelFormat', 'label'],
    ['spaces', { label: 'hot tub', name: 'X', group: 'others' }, 'tags.labelFormat', 'label'],
    ['a dash', { label: 'hot-tub', name: 'X', group: 'others' }, 'tags.labelFormat', 'label'],
    ['an unknown prefix', { label: 'feature:x', name: 'X', group: 'others' }, 'tags.labelFormat', 'label'],
    [
      'an empty name after the prefix',
      { label: 'site_feature:', name: 'X', group: 'site_feature' },
      'tags.labelFormat',
      'label',
    ],
    ['a long label', { label: 'a'.repeat(81), name: 'X', group: 'others' }, 'validation.tooLong', 'label'],
    [
      'a site feature without prefix',
      { label: 'sauna', name: 'Sauna', group: 'site_feature' },
      'tags.siteFeaturePrefix',
      'label',
    ],
    [
      'a site_feature: prefix on another group',
      { label: 'site_feature:sauna', name: 'Sauna', group: 'others' },
      'tags.wrongPrefix',
      'label',
    ],
    [
      'another group’s prefix',
      { label: 'collection:sauna', name: 'Sauna', group: 'site_type' },
      'tags.wrongPrefix',
      'label',
    ],
    ['no name', { label: 'sauna', name: '  ', group: 'others' }, 'tags.nameRequired', 'name'],
    ['a long name', { label: 'sauna', name: 'n'.repeat(61), group: 'others' }, 'validation.tooLong', 'name'],
    ['no group', { label: 'sauna', name: 'Sauna' }, 'tags.groupRequired', 'group'],
    ['an unknown group', { label: 'sauna', name: 'Sauna', group: 'amenity' }, 'tags.groupRequired', 'group'],
    ['a number for a label', { label: 7, name: 'Sauna', group: 'others' }, undefined, 'label'],
  ])('refuses %s (400)', async (_, payload, code, field) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    if (code) expect(res.json().code).toBe(code);
    expect(res.json().field).toBe(field);
  });

  it('refuses a label that is taken (409 tags.duplicate)', async () => {
    expect((await create({ label: 'river_access', name: 'River', group: 'others' })).statusCode).toBe(201);
    const res = await create({ label: 'river_access', name: 'River again', group: 'others' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'tags.duplicate',
      field: 'label',
      message: 'A tag with the label river_access already exists.',
    });
  });

  it('creates one tag of 10 concurrent identical requests; the rest hear 409', async () => {
    const payload = { label: 'site_feature:sauna', name: 'Sauna', group: 'site_feature' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(payload)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const list = (await t.app.inject({ url: '/v1/tags' })).json().items as { label: string }[];
    expect(list.filter((tag) => tag.label === payload.label)).toHaveLength(1);
  });

  it('refuses people who may not manage tags: 403 signed in, 401 anonymous', async () => {
    const payload = { label: 'not_allowed', name: 'No', group: 'others' };
    expect((await create(payload, guest)).statusCode).toBe(403);
    expect((await create(payload, addOnly)).statusCode).toBe(403);
    expect((await create(payload, null)).statusCode).toBe(401);
    const list = (await t.app.inject({ url: '/v1/tags' })).json().items as { label: string }[];
    expect(list.some((tag) => tag.label === 'not_allowed')).toBe(false);
  });
});
