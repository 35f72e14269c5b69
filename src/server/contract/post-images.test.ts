// The mobile apps' guard (issue 25): POST /v1/images as spec section 7 writes it, "multipart files;
// returns objects with url". If a later change renames the part or the field, this file fails:
// change the apps first.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import { host, postImages } from './locations-world';

let t: TestContext;
let owner: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await host(t);
});
afterAll(() => t.close());

describe('POST /v1/images (spec section 7)', () => {
  it('answers one object with a url per file sent', async () => {
    const res = await postImages(t, owner, 3);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const images = res.json() as { url: unknown }[];
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toHaveProperty('url');
      expect(typeof image.url).toBe('string');
    }
    // The url is where the image is served.
    const served = await t.app.inject({ method: 'GET', url: images[0]!.url as string });
    expect(served.statusCode).toBe(200);
  });
});
