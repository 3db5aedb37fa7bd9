import type { Config } from '../config.ts';
import { connectPostgres, type Database, openEmbedded } from './client.ts';
import { migrate } from './migrate.ts';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>,
): Promise<Database> {
  const db = config.databaseUrl
    ? connectPostgres(config.databaseUrl, config.databasePoolSize)
    : await openEmbedded(config.dataDir);
  await migrate(db.sql);
  return db;
}
