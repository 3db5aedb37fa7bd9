/**
 * Scratch databases whose schema can be printed as `pg_dump --schema-only` prints it, for the
 * migration-order test (decision 0301). On a PostgreSQL server (DATABASE_URL) it is the real
 * `pg_dump` client, which must be installed and at least the server's version; on embedded PGlite
 * it is PGlite's own WebAssembly build of pg_dump (@electric-sql/pglite-tools).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import postgres from 'postgres';
import { connectPostgres, type Sql, serveEmbedded } from '../src/db/client.ts';
import { pgliteTemplate, serverTemplate } from './database-template.ts';

export interface ScratchDatabase {
  sql: Sql;
  /**
   * The schema as `pg_dump --schema-only` prints it. The last use before close(): on PGlite, pg_dump
   * leaves the one session inside its read-only transaction.
   */
  schema(): Promise<string>;
  close(): Promise<void>;
}

export interface ScratchServer {
  /** A database with nothing in it, as the app's first start finds one. */
  empty(): Promise<ScratchDatabase>;
  /** A copy of the migrated template every test database starts from: this version's new database. */
  migrated(): Promise<ScratchDatabase>;
  close(): Promise<void>;
}

export function scratchServer(): Promise<ScratchServer> {
  const url = process.env.DATABASE_URL;
  return url ? postgresServer(url) : pgliteServer();
}

async function pgliteServer(): Promise<ScratchServer> {
  // initdb once; each empty database starts from its dump, which is several times faster.
  const initial = await PGlite.create();
  const emptyCluster = await initial.dumpDataDir('none');
  await initial.close();
  const open = async (loadDataDir: Blob): Promise<ScratchDatabase> => {
    const pglite = await PGlite.create({ loadDataDir });
    const db = await serveEmbedded(pglite);
    return {
      sql: db.sql,
      schema: async () => (await pgDump({ pg: pglite, args: ['--schema-only'] })).text(),
      close: db.close,
    };
  };
  return { empty: () => open(emptyCluster), migrated: async () => open(await pgliteTemplate()), close: async () => {} };
}

async function postgresServer(adminUrl: string): Promise<ScratchServer> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const open = async (template: string | null): Promise<ScratchDatabase> => {
    const name = `haul_scratch_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    // Names are built from hex digits; identifiers cannot be bound parameters.
    await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = connectPostgres(url.toString(), 1);
    return {
      sql: db.sql,
      schema: () => serverSchema(url.toString()),
      async close() {
        await db.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      },
    };
  };
  return {
    empty: () => open(null),
    migrated: async () => open(await serverTemplate(admin, adminUrl)),
    close: () => admin.end(),
  };
}

async function serverSchema(url: string): Promise<string> {
  try {
    // A fixed restrict key: pg_dump otherwise writes a random one into every dump.
    return (await promisify(execFile)('pg_dump', ['--schema-only', '--restrict-key=haul', url])).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error('pg_dump is not on the PATH: install the PostgreSQL client, at least the server’s version');
  }
}
