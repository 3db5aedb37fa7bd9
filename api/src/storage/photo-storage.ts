/**
 * Where photo bytes live. The app receives one of these (createApp deps): local disk by default
 * (`DATA_DIR/photos`), S3-compatible object storage when configured (s3-photo-storage.ts), memory
 * in tests. Keys are server-made (`<uuid>-<nonce>.<ext>`), never a client's file name.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface PhotoStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key (tests use it to prove no file is left behind). */
  list(): Promise<string[]>;
}

const SAFE_KEY = /^[0-9a-f-]{36}-[0-9a-z]{8,32}(\.thumb)?\.(jpg|png|webp)$/;

export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe photo key ${key}`);
  return key;
}

export function folderPhotoStorage(dir: string): PhotoStorage {
  const fileOf = (key: string) => path.join(dir, assertSafeKey(key));
  return {
    async put(key, bytes) {
      await fs.mkdir(dir, { recursive: true });
      // Write then rename: a crash mid-write never leaves a half photo under the real name.
      const temp = `${fileOf(key)}.${process.pid}.part`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, fileOf(key));
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async list() {
      try {
        return await fs.readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}

export function memoryPhotoStorage(): PhotoStorage {
  const files = new Map<string, Uint8Array>();
  return {
    put: async (key, bytes) => void files.set(assertSafeKey(key), bytes),
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => void files.delete(key),
    list: async () => [...files.keys()],
  };
}
