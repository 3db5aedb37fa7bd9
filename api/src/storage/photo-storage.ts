/**
 * Where photo bytes live. The app receives one of these (createApp deps), so tests use a temp
 * folder and a deployment could swap in object storage. Keys are server-made (`<uuid>.<ext>`),
 * never a client's file name.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface PhotoStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
}

const SAFE_KEY = /^[0-9a-f-]{36}\.(jpg|png|webp|heic)$/;

export function folderPhotoStorage(dir: string): PhotoStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe photo key ${key}`);
    return path.join(dir, key);
  };
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
  };
}

export function memoryPhotoStorage(): PhotoStorage {
  const files = new Map<string, Uint8Array>();
  return {
    put: async (key, bytes) => void files.set(key, bytes),
    get: async (key) => files.get(key) ?? null,
  };
}
