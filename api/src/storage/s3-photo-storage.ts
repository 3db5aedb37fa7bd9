/**
 * Photo bytes in S3-compatible object storage (AWS S3, MinIO, R2…), so several API instances
 * serve the same photos. Tested against s3rver, which the test starts itself.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type PhotoStorage } from './photo-storage.ts';

export interface S3PhotoStorageOptions {
  bucket: string;
  /** Key prefix inside the bucket, e.g. `photos/`. */
  prefix?: string;
  region?: string;
  /** For S3-compatible servers other than AWS (path-style addressing is then used). */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function s3PhotoStorage(o: S3PhotoStorageOptions, client = s3ClientFor(o)): PhotoStorage {
  const prefix = o.prefix ?? '';
  const Key = (key: string) => `${prefix}${assertSafeKey(key)}`;
  return {
    async put(key, bytes, contentType) {
      // A PUT is atomic in S3: readers see the whole object or none.
      await client.send(
        new PutObjectCommand({ Bucket: o.bucket, Key: Key(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: Key(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: Key(key) }));
    },
    async list() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: o.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
  };
}

export function s3ClientFor(o: S3PhotoStorageOptions): S3Client {
  return new S3Client({
    region: o.region ?? 'us-east-1',
    ...(o.endpoint ? { endpoint: o.endpoint, forcePathStyle: true } : {}),
    ...(o.credentials ? { credentials: o.credentials } : {}),
  });
}
