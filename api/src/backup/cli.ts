/**
 * `pnpm backup [DIR]` and `pnpm restore FILE` (scripts/backup.mjs runs this with tsx). Reads the
 * same configuration as the server (DATABASE_URL or DATA_DIR, PHOTO_S3_*).
 *   backup:  writes DIR/haul-backup-<date>.tar.gz (DIR default: ./backups); beside the running app
 *            on PostgreSQL, but the embedded database is one process's at a time (data-dir-lock.ts);
 *   restore: only into an empty target — a DATA_DIR with no database in it, or a server database
 *            with no tables — so it can never overwrite live data. Stop the app first.
 */
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { loadConfig } from '../config.ts';
import { DataDirInUse } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open.ts';
import { folderPhotoStorage } from '../storage/photo-storage.ts';
import { s3PhotoStorage } from '../storage/s3-photo-storage.ts';
import { backupFileName, restoreBackup, writeBackup } from './backup.ts';

const [command, target] = process.argv.slice(2);
// Relative paths are the caller's (scripts/backup.mjs passes its working directory).
const callerDir = process.env.HAUL_CALLER_DIR ?? process.cwd();
// The backup tool never seeds demo data into the database it opens.
const config = loadConfig({ ...process.env, SEED_DEMO_DATA: 'false' });
const photos = config.photoS3
  ? s3PhotoStorage(config.photoS3)
  : folderPhotoStorage(path.join(config.dataDir, 'photos'));
const where = config.databaseUrl
  ? 'the PostgreSQL database in DATABASE_URL'
  : `the embedded database in ${config.dataDir}`;

async function targetIsEmpty(): Promise<string | null> {
  if (config.databaseUrl) {
    const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from pg_tables where schemaname = 'public'`;
      const n = row?.n ?? 0;
      return n === 0 ? null : `${where} has ${n} tables; restore needs an empty database (create a new one)`;
    } finally {
      await sql.end();
    }
  }
  if (fs.existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    return `${config.dataDir} already holds a database; restore needs an empty DATA_DIR (move that one aside)`;
  }
  const photoDir = path.join(config.dataDir, 'photos');
  if (!config.photoS3 && fs.existsSync(photoDir) && fs.readdirSync(photoDir).length) {
    return `${photoDir} is not empty; restore needs an empty DATA_DIR`;
  }
  return null;
}

async function open() {
  try {
    return await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(`${command} refused: ${error.message}`);
    process.exit(1);
  }
}

if (command === 'backup') {
  const dir = path.resolve(callerDir, target ?? 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(new Date()));
  const db = await open();
  try {
    const started = performance.now();
    const r = await writeBackup(db.sql, photos, file);
    // biome-ignore lint/plugin/no-float-money: seconds taken, not money
    const s = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backed up ${where}: ${r.rows} rows in ${r.tables} tables, ${r.photos} photo files, ${r.bytes} bytes, ${s} s`,
    );
    console.log(file);
  } finally {
    await db.close();
  }
} else if (command === 'restore' && target) {
  const file = path.resolve(callerDir, target);
  if (!fs.existsSync(file)) {
    console.error(`restore refused: no such file: ${file}`);
    process.exit(1);
  }
  const refusal = await targetIsEmpty();
  if (refusal) {
    console.error(`restore refused: ${refusal}`);
    process.exit(1);
  }
  const db = await open();
  try {
    const r = await restoreBackup(db.sql, photos, file);
    console.log(`Restored into ${where}: ${r.rows} rows in ${r.tables} tables, ${r.photos} photo files`);
  } finally {
    await db.close();
  }
} else {
  console.error('usage: pnpm backup [DIR]   |   pnpm restore FILE');
  process.exit(2);
}
