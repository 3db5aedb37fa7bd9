/**
 * postgres.js 3.4.9 skipped a transaction's connection reservation when BEGIN was the query that
 * filled a connection's pipeline (porsager/postgres#1189): `sql.begin()` then failed with
 * "Cannot set properties of undefined (setting 'onclose')" and, on the single embedded
 * connection, a TypeError escaped and took the server down — seen as bookings lost in a SIGTERM
 * test. patches/postgres@3.4.9.patch reserves the connection whenever BEGIN is sent.
 */
import postgres from 'postgres';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Sql } from '../src/db/client.ts';
import { databaseUrl } from './database.ts';
import { useHarness } from './harness.ts';

/** postgres.js's default max_pipeline. */
const MAX_PIPELINE = 100;

describe('a transaction begun when the pipeline is full', () => {
  const h = useHarness();

  /** One connection, as the embedded database has; on a server, its own one-connection pool. */
  function singleConnection(): Sql {
    const url = databaseUrl(h.db);
    if (!url) return h.db.sql;
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    onTestFinished(() => sql.end({ timeout: 5 }));
    return sql as unknown as Sql;
  }

  /** `ahead` queries sent on the connection (execute() sends now; a query is otherwise sent when
   * awaited), then a transaction, then a query from outside it while it is open. */
  async function beginBehind(sql: Sql, ahead: number) {
    await sql`select 1`;
    const sent = Array.from({ length: ahead }, (_, i) => sql<{ n: number }[]>`select ${i}::int as n`.execute());
    const inside = sql.begin(async (tx) => {
      const [first] = await tx<{ at: string }[]>`select now()::text as at`;
      await tx`select pg_sleep(0.02)`;
      const [later] = await tx<{ at: string }[]>`select now()::text as at`;
      return [first?.at, later?.at];
    });
    const outside = new Promise((resolve) => setTimeout(resolve, 5)).then(
      () => sql<{ at: string }[]>`select pg_sleep(0.01), now()::text as at`,
    );
    const answers = await Promise.all(sent);
    expect(answers.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: ahead }, (_, i) => i));
    // Inside one transaction now() stays at its start; a statement outside it has its own.
    const [first, later] = await inside;
    expect(later).toBe(first);
    expect((await outside)[0]?.at).not.toBe(first);
  }

  it('keeps its connection and runs alone (postgres.js #1189)', async () => {
    const sql = singleConnection();
    // One running, the rest waiting: around the point where BEGIN is the query that fills the
    // pipeline (101 ahead on 3.4.9).
    for (let ahead = MAX_PIPELINE - 2; ahead <= MAX_PIPELINE + 2; ahead++) await beginBehind(sql, ahead);
  });
});
