// The bounds on the work uploads can ask for: pixels per image and per request, files per request,
// and images per user an hour (counted in the database, so every server copy shares it).

import { crc32, deflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../../../domain/messages';
import { MAX_IMAGES_PER_UPLOAD } from '../../../domain/schemas/images';
import { images, rateLimitCounters } from '../../db/schema';
import { signUp, type Actor } from '../../testing/actors';
import { createTestApp, type TestContext } from '../../testing/test-app';

type File = { filename: string; data: Buffer };

async function upload(t: TestContext, actor: Actor, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)]), f.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/v1/images',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...actor.headers, 'content-type': request.headers.get('content-type')! },
  });
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 90 } } })
    .jpeg()
    .toBuffer();

/** A small PNG whose header declares the given size: a decompression bomb's shape. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // The first few bytes of pixel data only: enough for the header to be read.
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function imagesOf(t: TestContext, actor: Actor) {
  return t.database.db.select().from(images).where(eq(images.ownerId, actor.id));
}

describe('pixels and files per upload', () => {
  let t: TestContext;
  let user: Actor;

  beforeAll(async () => {
    // One megapixel per request keeps the images of the test small.
    t = await createTestApp({ MAX_UPLOAD_MEGAPIXELS: '1', UPLOADS_PER_HOUR: '1000' });
    user = await signUp(t, 'pixels@example.com');
  });
  afterAll(() => t.close());

  it('refuses an image over 50 megapixels from its header, before decoding it', async () => {
    const res = await upload(t, user, [{ filename: 'bomb.png', data: pngDeclaring(10_000, 10_000) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'files',
      message: 'bomb.png: Images may be at most 50 megapixels.',
    });
    // The file holds 16 bytes of pixels: decoding them would have refused it as corrupt
    // (images.unreadable), so this answer came from its header alone.
  });

  it('refuses the file that takes a request past its pixels in all, and records none of them', async () => {
    const photo = await jpeg(600, 400); // 0.24 megapixels
    const files = [1, 2, 3, 4, 5].map((n) => ({ filename: `p${n}.jpg`, data: photo }));
    const refused = await upload(t, user, files);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'images.inFile',
      field: 'files',
      params: { file: 'p5.jpg', problem: { code: 'images.uploadPixels', params: { megapixels: 1 } } },
    });
    expect(refused.json().message).toBe(
      'p5.jpg: One upload may hold at most 1 megapixels in all. Please send fewer images at a time.',
    );
    expect(await imagesOf(t, user)).toHaveLength(0);

    const accepted = await upload(t, user, files.slice(0, 4));
    expect(accepted.statusCode).toBe(200);
    expect(await imagesOf(t, user)).toHaveLength(4);
  });

  it(`refuses more than ${MAX_IMAGES_PER_UPLOAD} files in one request`, async () => {
    const tiny = await jpeg(8, 8);
    const files = Array.from({ length: MAX_IMAGES_PER_UPLOAD + 1 }, (_, i) => ({
      filename: `t${i}.jpg`,
      data: tiny,
    }));
    const res = await upload(t, user, files);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'images.tooMany',
      field: 'files',
      message: formatMessage('images.tooMany', { max: MAX_IMAGES_PER_UPLOAD }),
    });
  });
});

describe('images per user an hour', () => {
  const PER_HOUR = 5;
  let t: TestContext;
  let busy: Actor;
  let other: Actor;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_PER_HOUR: String(PER_HOUR) });
    busy = await signUp(t, 'busy@example.com');
    other = await signUp(t, 'other@example.com');
    photo = await jpeg(64, 48);
  });
  afterAll(() => t.close());

  const files = (n: number) => Array.from({ length: n }, (_, i) => ({ filename: `f${i}.jpg`, data: photo }));

  it('answers 429 with a clear message past the limit, for that user only, until the hour has passed', async () => {
    expect((await upload(t, busy, files(3))).statusCode).toBe(200);
    expect((await upload(t, busy, files(2))).statusCode).toBe(200);

    const over = await upload(t, busy, files(1));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'images.perHour',
      field: 'files',
      params: { max: PER_HOUR },
    });
    expect(over.json().message).toBe('You can upload at most 5 images an hour. Please try again later.');
    expect(await imagesOf(t, busy)).toHaveLength(PER_HOUR);

    // Someone else is not held back.
    expect((await upload(t, other, files(1))).statusCode).toBe(200);

    // The count lives in the database, shared by every server copy; a new hour starts afresh.
    const key = `uploads:${busy.id}`;
    const [counter] = await t.database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, key));
    expect(counter!.count).toBeGreaterThan(PER_HOUR);
    await t.database.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`now() - interval '61 minutes'` })
      .where(eq(rateLimitCounters.key, key));
    expect((await upload(t, busy, files(1))).statusCode).toBe(200);
  });
});
