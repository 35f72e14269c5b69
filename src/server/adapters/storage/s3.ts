// Production storage: any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Spaces…)
// through the official SDK. Browsers read objects from S3_PUBLIC_URL (the bucket's public address
// or a CDN in front of it), never through this server.

import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config';
import { assertStorageKey, UPLOAD_CACHE_CONTROL, type Storage } from './storage';

export function createS3Storage(config: Omit<S3StorageConfig, 'kind'>): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default adds CRC32 checksums to every upload, which several S3-compatible stores
    // refuse; send them only where the operation requires them (PutObject does not).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      );
    },
    url(key) {
      assertStorageKey(key);
      return `${publicUrl}/${key}`;
    },
    async remove(key) {
      assertStorageKey(key);
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}
