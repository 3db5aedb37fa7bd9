/**
 * Opens the database: a PostgreSQL server when a URL is given, otherwise embedded PGlite
 * (real Postgres in WASM) exposed on a loopback port, so postgres.js is the only driver and the
 * same SQL runs everywhere.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock.ts';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

export interface Database {
  sql: Sql;
  /** 'postgres' for a server, 'pglite' for the embedded database. */
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** Explicit parsers: int8 as number (versions stay far below 2^53), dates as 'YYYY-MM-DD' text. */
const types = {
  bigint: { to: 20, from: [20], serialize: (x: number) => String(x), parse: (x: string) => Number(x) },
  date: { to: 1082, from: [1082], serialize: (x: string) => x, parse: (x: string) => x },
  numeric: { to: 1700, from: [1700], serialize: (x: number) => String(x), parse: (x: string) => Number(x) },
} satisfies Record<string, postgres.PostgresType>;

const baseOptions = {
  types,
  onnotice: () => {},
  connection: { TimeZone: 'UTC', application_name: 'haul-api' },
} satisfies postgres.Options<Record<string, postgres.PostgresType>>;

export function connectPostgres(url: string, max: number): Database {
  const sql = postgres(url, { ...baseOptions, max });
  return { sql: sql as unknown as Sql, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
}

/**
 * Starts PGlite (in memory when dataDir is undefined) behind a loopback socket. `loadDataDir`
 * starts it from a dump (`PGlite.dumpDataDir`) instead of an empty cluster, skipping initdb.
 */
export async function openEmbedded(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir) return serveEmbedded(await PGlite.create(loadDataDir ? { loadDataDir } : {}));
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    return await serveEmbedded(await PGlite.create({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) }), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Serves an open PGlite on a loopback port to postgres.js; closing the Database closes it. */
export async function serveEmbedded(pglite: PGlite, onClose: () => void = () => {}): Promise<Database> {
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0 });
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  // PGlite is single-connection: one pooled connection, queries queue in the driver.
  const sql = postgres({
    ...baseOptions,
    host,
    port: Number(port),
    database: 'postgres',
    username: 'postgres',
    max: 1,
  });
  return {
    sql: sql as unknown as Sql,
    kind: 'pglite',
    async close() {
      await sql.end({ timeout: 5 });
      await server.stop();
      await pglite.close();
      onClose();
    },
  };
}
