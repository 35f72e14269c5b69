import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../domain/messages';
import { IMAGE_WEB_WIDTHS, uploadedImagesSchema } from '../../../domain/schemas/images';
import { images } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';

const IMAGE_TYPE_MESSAGE = en.images.wrongType;

// A small limit keeps the over-limit file small; every other file here is well under it.
const LIMIT = 512 * 1024;
const LARGEST = Math.max(...IMAGE_WEB_WIDTHS);

let t: TestContext;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: String(LIMIT) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-up/email',
    payload: { email: 'aroha@example.test', password: 'secret1', name: '' },
  });
  expect(res.statusCode).toBe(200);
  token = res.headers['set-auth-token'] as string;
  userId = res.json().user.id;
});
afterAll(() => t.close());

type Part = { filename: string; type: string; data: Buffer; field?: string };

/** A multipart/form-data body as a browser would send it, written by the platform's own encoder. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts)
    form.append(p.field ?? 'files', new Blob([new Uint8Array(p.data)], { type: p.type }), p.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function upload(parts: Part[], auth = true) {
  const { payload, contentType } = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/v1/images',
    payload,
    headers: { 'content-type': contentType, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 90 } } });

const png = (width = 2000, height = 1000) => solid(width, height).png().toBuffer();
const jpeg = (width = 600, height = 400) => solid(width, height).jpeg().toBuffer();
const gif = (width = 300, height = 200) => solid(width, height).gif().toBuffer();

async function row(id: string) {
  const [r] = await t.database.db.select().from(images).where(eq(images.id, id));
  if (!r) throw new Error(`No images row ${id}`);
  return r;
}

/** Fetches an upload through the app, as a browser would. */
async function fetchUpload(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  return res;
}

describe('POST /v1/images', () => {
  it('stores a png, a jpeg and a gif in order, with web sizes that are fetchable and cached for a year', async () => {
    const res = await upload([
      { filename: 'paddock.png', type: 'image/png', data: await png() },
      { filename: 'tent.jpg', type: 'image/jpeg', data: await jpeg() },
      { filename: 'sign.gif', type: 'image/gif', data: await gif() },
    ]);
    expect(res.statusCode).toBe(200);
    const body = uploadedImagesSchema.parse(res.json());
    expect(body).toHaveLength(3);

    const rows = await Promise.all(body.map((b) => row(b.id)));
    expect(rows.map((r) => r.contentType)).toEqual(['image/png', 'image/jpeg', 'image/gif']);
    // The main URL is the largest web size, never wider than the original.
    expect(rows.map((r) => [r.width, r.height])).toEqual([
      [LARGEST, LARGEST / 2],
      [600, 400],
      [300, 200],
    ]);
    expect(Object.keys(rows[0]!.variants)).toEqual(IMAGE_WEB_WIDTHS.map(String));
    expect(Object.keys(rows[1]!.variants)).toEqual(['320', '600']);
    expect(Object.keys(rows[2]!.variants)).toEqual(['300']);

    for (const [i, r] of rows.entries()) {
      expect(r.ownerId).toBe(userId);
      expect(r.url).toBe(body[i]!.url);
      expect(r.url).toMatch(new RegExp(`^/uploads/images/${r.id}/\\d+\\.webp$`));
      expect(r.variants[String(r.width)]).toBe(r.url);

      const main = await fetchUpload(r.url);
      expect(main.headers['content-type']).toBe('image/webp');
      const meta = await sharp(main.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: r.width, height: r.height });
      expect(meta.width).toBeLessThanOrEqual(LARGEST);

      for (const [width, url] of Object.entries(r.variants)) {
        expect((await sharp((await fetchUpload(url)).rawPayload).metadata()).width).toBe(Number(width));
      }
      // The normalised original is kept beside the web sizes, in the uploaded format.
      const original = path.join(t.config.dataDir, 'uploads', r.storageKey);
      expect(fs.existsSync(original)).toBe(true);
      expect((await sharp(original).metadata()).format).toBe(r.contentType.replace('image/', ''));
    }
  });

  it('turns a photo upright from its EXIF orientation and strips its metadata', async () => {
    // Stored 400×200 with "rotate 90° clockwise to display": upright it is 200×400.
    const sideways = await solid(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload([{ filename: 'phone.jpg', type: 'image/jpeg', data: sideways }]);
    expect(res.statusCode).toBe(200);
    const r = await row(res.json()[0].id);
    expect([r.width, r.height]).toEqual([200, 400]);
    const original = await sharp(path.join(t.config.dataDir, 'uploads', r.storageKey)).metadata();
    expect([original.width, original.height]).toEqual([200, 400]);
    expect(original.orientation).toBeUndefined();
    expect(original.exif).toBeUndefined();
  });

  it('keeps the first frame of an animated gif', async () => {
    const frames = await Promise.all(
      ['#c00', '#0c0'].map((c) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const res = await upload([{ filename: 'wave.gif', type: 'image/gif', data: animated }]);
    expect(res.statusCode).toBe(200);
    const r = await row(res.json()[0].id);
    const stored = await sharp(path.join(t.config.dataDir, 'uploads', r.storageKey)).metadata();
    expect(stored.pages ?? 1).toBe(1);
    const { data } = await sharp((await fetchUpload(r.url)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150); // red, the first frame
    expect(data[1]).toBeLessThan(80);
  });

  it('judges the type by the bytes: a text file named x.png is refused', async () => {
    const res = await upload([{ filename: 'x.png', type: 'image/png', data: Buffer.from('not an image\n') }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'images.inFile', field: 'files' });
    expect(res.json().message).toBe(`x.png: ${IMAGE_TYPE_MESSAGE}`);
  });

  it('refuses an svg and a webp even when they claim to be png', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const webp = await solid(20, 20).webp().toBuffer();
    for (const data of [svg, webp]) {
      const res = await upload([{ filename: 'logo.png', type: 'image/png', data }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(IMAGE_TYPE_MESSAGE);
    }
  });

  it('refuses a damaged image whose header is fine', async () => {
    const whole = await solid(800, 600).jpeg().toBuffer();
    const res = await upload([{ filename: 'cut.jpg', type: 'image/jpeg', data: whole.subarray(0, 400) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`cut.jpg: ${en.images.unreadable}`);
  });

  it('refuses a file over the size limit, naming the limit', async () => {
    const res = await upload([{ filename: 'huge.png', type: 'image/png', data: Buffer.alloc(LIMIT + 1, 1) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'images.inFile',
      field: 'files',
      message: 'huge.png: Images must be 512 KB or smaller.',
    });
  });

  it('records nothing when one file of a batch is refused', async () => {
    const before = (await t.database.db.select().from(images)).length;
    const res = await upload([
      { filename: 'ok.png', type: 'image/png', data: await png(100, 100) },
      { filename: 'notes.gif', type: 'image/gif', data: Buffer.from('GIF? no') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`notes.gif: ${IMAGE_TYPE_MESSAGE}`);
    expect(await t.database.db.select().from(images)).toHaveLength(before);
  });

  it('needs at least one file, sent as multipart', async () => {
    const form = new FormData();
    form.append('caption', 'no file here');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/images',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${token}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'images.noImages', message: en.images.noImages });

    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/images',
      payload: { url: 'https://example.test/a.png' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'images.notMultipart', message: en.images.notMultipart });
  });

  it('is for signed-in users only', async () => {
    const res = await upload([{ filename: 'a.png', type: 'image/png', data: await png(10, 10) }], false);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'access.signInRequired',
      message: 'Please log in to continue.',
    });
  });
});
