// The mobile apps' guard (issue 25): POST /v1/images/existing as spec section 7 writes it, "body
// images": images already stored, as POST /v1/images gave them (objects with url). If a later
// change renames the field, this file fails: change the apps first.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import { host, uploadedImages } from './locations-world';

let t: TestContext;
let owner: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await host(t);
});
afterAll(() => t.close());

const postExisting = (images: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/images/existing',
    payload: { images },
    headers: owner.headers,
  });

describe('POST /v1/images/existing (spec section 7)', () => {
  it('answers the images sent as POST /v1/images gave them, with their url', async () => {
    const uploaded = await uploadedImages(t, owner, 2);
    const res = await postExisting(uploaded);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const images = res.json() as { url: string }[];
    expect(images.map((i) => i.url)).toEqual(uploaded.map((i) => i.url));
  });

  it('answers the images sent by their url alone', async () => {
    const uploaded = await uploadedImages(t, owner, 1);
    const res = await postExisting(uploaded.map((i) => i.url));
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((res.json() as { url: string }[]).map((i) => i.url)).toEqual(uploaded.map((i) => i.url));
  });
});
