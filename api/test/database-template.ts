/**
 * A migrated, seeded database made once and copied for every test database, so a test file
 * pays neither initdb nor the migrations (on PGlite, initdb alone took 3–4× longer than loading a
 * dump, measured 2026-11-27). The template is keyed by a hash of everything `migrate()` reads —
 * api/src/db and shared/src — so a changed migration or seed builds a new one; nothing is ever
 * reused across a schema change.
 *
 * - PGlite: a dump (`dumpDataDir`) in the OS temp dir, written to a temporary name and renamed,
 *   so parallel workers never read half a file.
 * - PostgreSQL: a database `haul_tpl_<hash>`, made under an advisory lock and copied with
 *   `create database … template …`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';
import { connectPostgres, serveEmbedded } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const INPUTS = [path.join(here, '../src/db'), path.join(here, '../../shared/src')];
/** Serialises template creation among test workers (any constant no other lock uses). */
const TEMPLATE_LOCK_KEY = 4_242_777;

let memo: string | undefined;
/** A short hash of every file `migrate()` can depend on. */
export function schemaHash(): string {
  if (memo) return memo;
  // `pnpm mutants` pins the hash of the unmutated code: its mutants change code in api/src/db that
  // migrate() never runs (repositories, the change version), so each must not build a template.
  const pinned = process.env.TEST_SCHEMA_HASH;
  if (pinned && /^[0-9a-f]{16}$/.test(pinned)) return pinned;
  const hash = createHash('sha256');
  for (const dir of INPUTS) {
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files) {
      const full = path.join(dir, file);
      if (!fs.statSync(full).isFile()) continue;
      hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
    }
  }
  memo = hash.digest('hex').slice(0, 16);
  return memo;
}

/** The dump of a migrated embedded database, made on first use. */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `haul-pglite-template-${schemaHash()}.tar`);
  if (!fs.existsSync(file)) {
    const pglite = await PGlite.create({});
    const db = await serveEmbedded(pglite);
    await migrate(db.sql);
    const dump = await pglite.dumpDataDir('none');
    await db.close();
    const partial = `${file}.${process.pid}.${Date.now()}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  dropUnusedDumps(file);
  return new Blob([fs.readFileSync(file)]);
}

/**
 * Marks `current` as used and deletes other dumps no run has used for six hours (~40 MB each).
 * Judged by the real time (a run on another day, TEST_NOW, shifts `Date` but not `performance`),
 * so such a run beside this one on the machine never takes a dump still in use, and never a
 * dump another worker is still writing (its temporary name).
 */
function dropUnusedDumps(current: string): void {
  const now = new Date(performance.timeOrigin + performance.now());
  fs.utimesSync(current, now, now);
  const dir = path.dirname(current);
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!/^haul-pglite-template-[0-9a-f]{16}\.tar$/.test(name) || full === current) continue;
    try {
      if (now.getTime() - fs.statSync(full).mtimeMs > 6 * 3_600_000) fs.rmSync(full, { force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

/** The name of a migrated template database on the server at `adminUrl`, made on first use. */
export async function serverTemplate(admin: postgres.Sql, adminUrl: string): Promise<string> {
  const name = `haul_tpl_${schemaHash()}`;
  await admin`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) {
      // Migrated under another name and renamed when complete, so a run killed half-way never
      // leaves a half-migrated template behind for the next run to copy. Names are built from hex
      // digits above; identifiers cannot be bound parameters. Older templates are left in place:
      // another checkout's run may still be copying one.
      const building = `haul_tplnew_${schemaHash()}`;
      await admin.unsafe(`drop database if exists ${building} with (force)`);
      await admin.unsafe(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const db = connectPostgres(url.toString(), 1);
      await migrate(db.sql);
      await db.close();
      await admin.unsafe(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`;
  }
  return name;
}
