/**
 * The two photo stores the photo tests run against: a temp folder (local disk) and an
 * S3-compatible server (s3rver) the test starts itself on a free port.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { folderPhotoStorage, type PhotoStorage } from '../src/storage/photo-storage.ts';
import { s3ClientFor, s3PhotoStorage } from '../src/storage/s3-photo-storage.ts';

export type StorageKind = 'disk' | 's3';

/** A store usable at module load (for useHarness); the real one exists after its beforeAll. */
export function useTestPhotoStorage(kind: StorageKind): PhotoStorage {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `haul-photos-${kind}-`));
  let inner: PhotoStorage | null = null;
  let server: S3rver | null = null;
  beforeAll(async () => {
    if (kind === 'disk') {
      inner = folderPhotoStorage(dir);
      return;
    }
    server = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true });
    const { port } = await server.run();
    const options = {
      bucket: 'haul-photos',
      prefix: 'photos/',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    };
    const client = s3ClientFor(options);
    await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
    inner = s3PhotoStorage(options, client);
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const ready = () => {
    if (!inner) throw new Error('photo storage used before its beforeAll');
    return inner;
  };
  return {
    put: (key, bytes, type) => ready().put(key, bytes, type),
    get: (key) => ready().get(key),
    delete: (key) => ready().delete(key),
    list: () => ready().list(),
  };
}
