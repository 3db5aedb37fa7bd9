/**
 * Backups (docs/operations.md#backups, decision 0161): one `.tar.gz` holding
 *   - `database.ndjson`: a header line (format, creation time, applied migrations), then one line per
 *     table with its rows as PostgreSQL's own `to_jsonb`, then the sequences' positions — read in one
 *     REPEATABLE READ, READ ONLY transaction, so the whole dump is one consistent snapshot;
 *   - `photos/<key>`: every photo and thumbnail, read through the configured PhotoStorage (the
 *     data folder or S3).
 * The same SQL (db/snapshot.ts) runs on embedded PGlite and on a PostgreSQL server, so a dump of
 * one restores into the other. Restore loads into a database migrated to the same migrations, with
 * triggers and foreign-key checks off for the load (`session_replication_role = replica`: PGlite
 * always allows it; a server needs a superuser).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Sql } from '../db/client.ts';
import { dumpDatabase, restoreDatabase } from '../db/snapshot.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';

export { BACKUP_FORMAT } from '../db/snapshot.ts';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** `haul-backup-2026-11-25T021500Z.tar.gz`: sorts by date, no characters a shell or Windows minds. */
export function backupFileName(now: Date): string {
  return `haul-backup-${now.toISOString().slice(0, 19).replaceAll(':', '')}Z.tar.gz`;
}

function tar(args: string[]) {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar ${args[0]} failed: ${result.stderr || result.error?.message}`);
}

/** Writes database and photos to `file` (written beside it, then renamed: never a half backup). */
export async function writeBackup(sql: Sql, photos: PhotoStorage, file: string) {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-backup-'));
  try {
    const out = fs.openSync(path.join(stage, 'database.ndjson'), 'w');
    let database: { tables: number; rows: number };
    try {
      database = await dumpDatabase(sql, (line) => fs.writeSync(out, `${line}\n`));
    } finally {
      fs.closeSync(out);
    }
    // Photos after the snapshot: a photo added meanwhile is an extra file, never a missing one
    // (photo rows are written after their bytes).
    fs.mkdirSync(path.join(stage, 'photos'));
    const keys = await photos.list();
    for (const key of keys) {
      const bytes = await photos.get(key);
      if (bytes) fs.writeFileSync(path.join(stage, 'photos', path.basename(key)), bytes);
    }
    const partial = `${file}.partial`;
    tar(['-czf', partial, '-C', stage, 'database.ndjson', 'photos']);
    fs.renameSync(partial, file);
    return { ...database, photos: keys.length, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

/** Restores `file` into a database migrated to the backup's migrations and into `photos`. */
export async function restoreBackup(sql: Sql, photos: PhotoStorage, file: string) {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-restore-'));
  try {
    tar(['-xzf', file, '-C', stage]);
    const lines = readline.createInterface({ input: fs.createReadStream(path.join(stage, 'database.ndjson')) });
    const database = await restoreDatabase(sql, lines);
    const dir = path.join(stage, 'photos');
    const keys = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    for (const key of keys) {
      const ext = key.split('.').pop() ?? '';
      await photos.put(key, fs.readFileSync(path.join(dir, key)), CONTENT_TYPES[ext] ?? 'application/octet-stream');
    }
    return { ...database, photos: keys.length };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}
