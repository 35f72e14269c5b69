// The storage adapters against the real thing: the disk store on a temporary folder, and the S3
// store through the real AWS SDK against a small local HTTP server that records what it is sent.

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDiskStorage } from './disk';
import { createS3Storage } from './s3';
import { UPLOAD_CACHE_CONTROL } from './storage';

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** An S3 stand-in on a random loopback port: answers every request 200 and records it. */
async function startFakeS3(status = 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      if (status === 200) {
        res.writeHead(200, { etag: '"d41d8cd98f00b204e9800998ecf8427e"' }).end();
      } else {
        res
          .writeHead(status, { 'content-type': 'application/xml' })
          .end(
            '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
          );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const s3Options = (endpoint: string) => ({
  bucket: 'stopover-test',
  endpoint,
  region: 'us-east-1',
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
  publicUrl: 'https://cdn.example.test/uploads/',
  forcePathStyle: true,
});

describe('S3 storage', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>> | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it('PUTs the bytes to bucket/key with the content type and a one-year immutable cache header', async () => {
    fake = await startFakeS3();
    const storage = createS3Storage(s3Options(fake.endpoint));
    // Larger than the SDK's 1 MB threshold for Expect: 100-continue, so that path is exercised too.
    const body = Buffer.alloc(1_200_000, 7);
    body.write('RIFF', 0);

    await storage.put('images/abc/800.webp', body, 'image/webp');

    expect(fake.received).toHaveLength(1);
    const put = fake.received[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url.split('?')[0]).toBe('/stopover-test/images/abc/800.webp');
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe(UPLOAD_CACHE_CONTROL);
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
    // No optional checksums, which several S3-compatible stores refuse.
    expect(Object.keys(put.headers).filter((h) => h.startsWith('x-amz-checksum'))).toEqual([]);
    expect(put.body.equals(body)).toBe(true);
  });

  it('DELETEs bucket/key to remove a file', async () => {
    fake = await startFakeS3();
    const storage = createS3Storage(s3Options(fake.endpoint));
    await storage.remove('images/abc/800.webp');
    expect(fake.received.map((r) => [r.method, r.url.split('?')[0]])).toEqual([
      ['DELETE', '/stopover-test/images/abc/800.webp'],
    ]);
    await expect(storage.remove('../x')).rejects.toThrow(/Invalid storage key/);
  });

  it('gives public URLs under S3_PUBLIC_URL', () => {
    const storage = createS3Storage(s3Options('http://127.0.0.1:9'));
    expect(storage.url('images/abc/800.webp')).toBe('https://cdn.example.test/uploads/images/abc/800.webp');
  });

  it('fails the put when the store refuses it', async () => {
    fake = await startFakeS3(403);
    const storage = createS3Storage(s3Options(fake.endpoint));
    await expect(storage.put('images/abc/1.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Access Denied/,
    );
  });

  it('refuses keys that could escape the bucket prefix or need escaping', async () => {
    const storage = createS3Storage(s3Options('http://127.0.0.1:9'));
    for (const key of ['../etc/passwd', 'images/../../x', '/abs', 'a b', 'images//x', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('disk storage', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-storage-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the file under its key and serves it from /uploads/', async () => {
    const storage = createDiskStorage(dir);
    await storage.put('images/abc/original.png', Buffer.from('png bytes'), 'image/png');
    expect(fs.readFileSync(path.join(dir, 'images', 'abc', 'original.png'), 'utf8')).toBe('png bytes');
    expect(fs.readdirSync(path.join(dir, 'images', 'abc'))).toEqual(['original.png']);
    expect(storage.url('images/abc/original.png')).toBe('/uploads/images/abc/original.png');
  });

  it('removes a file, then its emptied folder, and takes a second removal calmly', async () => {
    const storage = createDiskStorage(dir);
    await storage.put('images/gone/original.png', Buffer.from('a'), 'image/png');
    await storage.put('images/gone/800.webp', Buffer.from('b'), 'image/webp');
    await storage.remove('images/gone/original.png');
    expect(fs.readdirSync(path.join(dir, 'images', 'gone'))).toEqual(['800.webp']);
    await storage.remove('images/gone/800.webp');
    await storage.remove('images/gone/800.webp');
    expect(fs.existsSync(path.join(dir, 'images', 'gone'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'images', 'abc', 'original.png'))).toBe(true);
    await expect(storage.remove('../outside.png')).rejects.toThrow(/Invalid storage key/);
  });

  it('refuses a key that climbs out of the uploads folder', async () => {
    const storage = createDiskStorage(path.join(dir, 'uploads'));
    await expect(storage.put('../outside.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Invalid storage key/,
    );
    expect(fs.existsSync(path.join(dir, 'outside.png'))).toBe(false);
  });
});

describe('storage configuration', () => {
  const base = { DATA_DIR: '/srv/stopover' };

  it('keeps uploads on disk under DATA_DIR unless S3_BUCKET is set, with a 10 MB limit', () => {
    const config = loadConfig(base);
    expect(config.storage).toEqual({ kind: 'disk', dir: path.resolve('/srv/stopover/uploads') });
    expect(config.maxUploadBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({ ...base, MAX_UPLOAD_BYTES: '2000000' }).maxUploadBytes).toBe(2_000_000);
  });

  it('uses S3 when S3_BUCKET is set', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://photos.example.test',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'photos',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://photos.example.test',
      forcePathStyle: true,
    });
  });

  it('fails fast with every S3 setting that is missing', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Invalid configuration:\n' +
        '  S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set\n' +
        '  S3_PUBLIC_URL: required when S3_BUCKET is set',
    );
  });
});
