/**
 * A real API on a throwaway database for the web package's sync tests (PGlite, or PostgreSQL
 * when DATABASE_URL is set). Prints "READY <url>" (and "RESTARTED" after each
 * /__test/restart); stops on stdin close. Test-only routes under
 * /__test expose what the server holds, so tests can check "exactly once" from outside.
 * On PostgreSQL it also prints "DATABASE <url>"; another one started with SHARE_DATABASE_URL=<url>
 * serves that same database (two API instances: the soak kills one with SIGKILL), leaving it in
 * place when it stops.
 */

import { SYNCED_TABLE_NAMES } from '@haul/shared';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../src/app.ts';
import { systemClock } from '../src/clock.ts';
import { currentVersion } from '../src/db/change-version.ts';
import { connectPostgres } from '../src/db/client.ts';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { syncPullRepository } from '../src/db/repositories/sync-pull.ts';
import { SYNCED_SOURCES } from '../src/db/repositories/synced-rows.ts';
import { usersRepository } from '../src/db/repositories/users.ts';
import { authService } from '../src/services/auth.ts';
import { changeSourceFor, liveSync } from '../src/sync/live.ts';
import { createTestDatabase, databaseUrl } from './database.ts';
import { crewAccountOwner, TEST_PASSWORDS } from './harness.ts';

const shared = process.env.SHARE_DATABASE_URL;
const db = shared ? connectPostgres(shared, 10) : await createTestDatabase();
if (!shared) {
  await authService(usersRepository(db.sql), sessionsRepository(db.sql), systemClock).ensureStaffAccounts(
    TEST_PASSWORDS,
    true,
    await crewAccountOwner(db.sql, false, new Date()),
  );
  const url = databaseUrl(db);
  if (url) console.log(`DATABASE ${url}`);
}
// PULL_PAGE_SIZE: small pages make a full reset span several pages (the reset tests).
const pageSize = Number(process.env.PULL_PAGE_SIZE);
// One set of live streams across in-place restarts (a restart cuts their connections).
const live = liveSync(changeSourceFor(null, () => currentVersion(db.sql)));
const makeApp = () => createApp({ sql: db.sql, live, ...(pageSize > 0 ? { pullPageSize: pageSize } : {}) });
let app = makeApp();
const root = new Hono();
root.get('/__test/mutations', async (c) => {
  const clientId = c.req.query('clientId') ?? '';
  if (!/^[0-9a-f-]{36}$/.test(clientId)) return c.json([]);
  const rows =
    await db.sql`select mutation_id, name, status from sync_mutations where client_id = ${clientId} order by mutation_id`;
  return c.json(rows.map((r) => ({ id: Number(r.mutation_id), name: r.name, status: r.status })));
});
/** Notices of held items a device reported and has not cleared (decision 0265), hidden or not. */
root.get('/__test/held', async (c) => {
  const clientId = c.req.query('clientId') ?? '';
  if (!/^[0-9a-f-]{36}$/.test(clientId)) return c.json({ n: -1 });
  const [row] = await db.sql`select count(*)::int as n from sync_held where client_id = ${clientId}`;
  return c.json({ n: row?.n ?? 0 });
});
/** Live streams open on this instance (the engine's live tests: dispose closes its stream). */
root.get('/__test/live', (c) => c.json({ open: live.size() }));
root.get('/__test/count', async (c) => {
  const table = c.req.query('table') ?? '';
  if (!['time_entries', 'schedules', 'job_photos', 'sync_mutations'].includes(table)) return c.json({ n: -1 });
  const [row] =
    await db.sql`select count(*)::int as n from ${db.sql(table)} where ${table === 'sync_mutations' ? db.sql`true` : db.sql`deleted_at is null`}`;
  return c.json({ n: row?.n ?? 0 });
});
/**
 * Version accounting (the soak): the last change version taken, and the highest on any synced
 * row (tombstones included), which can never be above it.
 */
root.get('/__test/versions', async (c) => {
  const [current] = await db.sql<{ version: string }[]>`select version::text from sync_version where id = 1`;
  const highest = await Promise.all(
    SYNCED_TABLE_NAMES.map(
      async (t) =>
        (
          await db.sql<
            { v: string | null }[]
          >`select max(version)::text as v from ${db.sql(SYNCED_SOURCES[t].sqlTable)}`
        )[0]?.v,
    ),
  );
  return c.json({ current: Number(current?.version), maxRow: Math.max(0, ...highest.map((v) => Number(v ?? 0))) });
});
/** Purges every tombstone now, moving the horizon past them: older cursors must reset. */
root.post('/__test/purge', async (c) => {
  return c.json({ horizon: await syncPullRepository(db.sql).purgeTombstones(new Date(Date.now() + 1000)) });
});
/**
 * The benchmark's anchor: PostgreSQL inserting 1,000 rows in one transaction, one statement per
 * row over the same driver and connection pool the API uses (and, beside it, one set-based statement).
 */
root.post('/__test/baseline-insert', async (c) => {
  const rows = Array.from({ length: 1000 }, (_, i) => ({ id: i, name: 'upsertSchedule', args: { n: i } }));
  let started = performance.now();
  await db.sql.begin(async (tx) => {
    await tx`create temporary table bench_rows (id int, name text, args jsonb) on commit drop`;
    for (const r of rows) await tx`insert into bench_rows values (${r.id}, ${r.name}, ${tx.json(r.args)})`;
  });
  const perRowMs = performance.now() - started;
  started = performance.now();
  await db.sql.begin(async (tx) => {
    await tx`create temporary table bench_rows (id int, name text, args jsonb) on commit drop`;
    await tx`insert into bench_rows select * from jsonb_to_recordset(${tx.json(rows)}::jsonb) as x(id int, name text, args jsonb)`;
  });
  return c.json({ perRowMs, oneStatementMs: performance.now() - started });
});
/**
 * Restarts the API in place (the soak's "server restart"): every open connection is cut, in-flight
 * requests included, and a fresh app instance answers from then on. The database is kept, as a
 * restarted server keeps its PostgreSQL.
 */
root.post('/__test/restart', (c) => {
  // After this answer is on its way (the restart cuts its connection too); the test waits for the line.
  setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    app = makeApp();
    console.log('RESTARTED');
  }, 0);
  return c.json({ restarting: true });
});
root.all('*', (c) => app.fetch(c.req.raw));
const server = serve({ fetch: root.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.log(`READY http://127.0.0.1:${info.port}`);
});
process.stdin.on('end', async () => {
  server.close();
  await db.close();
  process.exit(0);
});
process.stdin.resume();
