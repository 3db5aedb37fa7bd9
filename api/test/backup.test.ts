/**
 * Backup → empty target → restore leaves the data identical: every table's rows (as PostgreSQL's
 * own to_jsonb, sorted) and every photo file's bytes, on the local folder and on S3 (s3rver).
 * On PGlite by default, on the server in DATABASE_URL in the PostgreSQL suite.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, backupFileName, restoreBackup, writeBackup } from '../src/backup/backup.ts';
import type { Database, Sql } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/demo.ts';
import { createTestDatabase } from './database.ts';
import { type StorageKind, useTestPhotoStorage } from './photo-storage-harness.ts';

async function everyTable(sql: Sql): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }[]>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`;
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await sql.unsafe<{ j: string }[]>(`select to_jsonb(t)::text as j from "${name}" t`);
    out[name] = rows.map((r) => r.j).sort();
  }
  return out;
}

describe.each(['disk', 's3'] as StorageKind[])('backup and restore (photos on %s)', (kind) => {
  const sourcePhotos = useTestPhotoStorage(kind);
  const targetPhotos = useTestPhotoStorage(kind);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haul-backup-test-'));
  const open: Database[] = [];
  afterAll(async () => {
    for (const db of open) await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('round-trips demo data and photos exactly', { timeout: 120_000 }, async () => {
    const source = await createTestDatabase();
    open.push(source);
    expect(await seedDemoData(source.sql, new Date('2026-11-25T15:00:00Z'))).toBeTruthy();
    const files = new Map<string, Buffer>();
    for (let i = 0; i < 3; i++) {
      const key = `${randomUUID()}-${randomBytes(6).toString('hex')}.jpg`;
      const bytes = randomBytes(2000 + i);
      await sourcePhotos.put(key, bytes, 'image/jpeg');
      await sourcePhotos.put(key.replace('.jpg', '.thumb.jpg'), bytes.subarray(0, 500), 'image/jpeg');
      files.set(key, bytes);
      files.set(key.replace('.jpg', '.thumb.jpg'), bytes.subarray(0, 500));
    }

    const file = path.join(dir, backupFileName(new Date('2026-11-25T02:15:00Z')));
    expect(path.basename(file)).toBe('haul-backup-2026-11-25T021500Z.tar.gz');
    const written = await writeBackup(source.sql, sourcePhotos, file);
    expect(written.photos).toBe(6);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    const target = await createTestDatabase();
    open.push(target);
    const restored = await restoreBackup(target.sql, targetPhotos, file);
    expect(restored).toEqual({ tables: written.tables, rows: written.rows, photos: 6 });

    const before = await everyTable(source.sql);
    const after = await everyTable(target.sql);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    const counts = Object.fromEntries(Object.entries(before).map(([t, rows]) => [t, rows.length]));
    console.log(`backup round trip (${kind}): ${written.rows} rows in ${written.tables} tables`, counts);

    expect((await targetPhotos.list()).sort()).toEqual([...files.keys()].sort());
    for (const [key, bytes] of files) expect(Buffer.from((await targetPhotos.get(key)) ?? [])).toEqual(bytes);

    // The restored database keeps working: sequences continue past the restored rows.
    const seqs = await target.sql<
      { name: string }[]
    >`select sequencename as name from pg_sequences where schemaname = 'public'`;
    for (const { name } of seqs) await target.sql`select nextval(${`public."${name}"`}::regclass)`;
  });

  it('refuses a file that is not a backup and a backup from other migrations', async () => {
    const db = await createTestDatabase();
    open.push(db);
    const bogus = path.join(dir, 'bogus.tar.gz');
    const stage = fs.mkdtempSync(path.join(dir, 'stage-'));
    fs.writeFileSync(path.join(stage, 'database.ndjson'), '{"kind":"header","format":"other"}\n');
    const { spawnSync } = await import('node:child_process');
    spawnSync('tar', ['-czf', bogus, '-C', stage, 'database.ndjson']);
    await expect(restoreBackup(db.sql, targetPhotos, bogus)).rejects.toThrow('not a Haul It All backup');
    fs.writeFileSync(
      path.join(stage, 'database.ndjson'),
      `${JSON.stringify({ kind: 'header', format: BACKUP_FORMAT, createdAt: '', migrations: ['001_x.sql'] })}\n`,
    );
    spawnSync('tar', ['-czf', bogus, '-C', stage, 'database.ndjson']);
    await expect(restoreBackup(db.sql, targetPhotos, bogus)).rejects.toThrow('restore with the version that made it');
  });
});
