/**
 * A throwaway database per test file: in-memory PGlite by default, or a freshly created
 * database on the server named by DATABASE_URL (dropped afterwards), so runs never see each
 * other's data. Both start as a copy of a migrated template (database-template.ts).
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { connectPostgres, type Database, openEmbedded } from '../src/db/client.ts';
import { pgliteTemplate, serverTemplate } from './database-template.ts';

const secondConnections = new WeakMap<Database['sql'], () => Database>();
const serverUrls = new WeakMap<Database['sql'], string>();

/** The URL of a test database on a PostgreSQL server; null for the embedded one. */
export function databaseUrl(db: Database): string | null {
  return serverUrls.get(db.sql) ?? null;
}

/**
 * Another connection pool to the same test database, as a second API instance would have
 * (PostgreSQL only). The embedded database has a single connection, so there it is `db` itself.
 */
export function connectAgain(db: Database): Database {
  const connect = secondConnections.get(db.sql);
  return connect ? connect() : { ...db, close: async () => {} };
}

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openEmbedded(undefined, await pgliteTemplate());
  const name = `haul_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const template = await serverTemplate(admin, url);
  // Names are generated from hex digits only; identifiers cannot be bound parameters.
  await admin.unsafe(`create database ${name} template ${template}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const db = connectPostgres(testUrl.toString(), 20);
  secondConnections.set(db.sql, () => connectPostgres(testUrl.toString(), 5));
  serverUrls.set(db.sql, testUrl.toString());
  return {
    ...db,
    async close() {
      await db.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
