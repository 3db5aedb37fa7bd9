/** The database's side of the health check: the cheapest statement that needs an answer. */
import type { Sql } from '../client.ts';

export const pingDatabase = async (sql: Sql): Promise<void> => {
  await sql`select 1`;
};
