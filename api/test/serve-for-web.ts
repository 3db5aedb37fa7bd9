/**
 * A real API on a throwaway database for the web package's sync tests (PGlite, or PostgreSQL
 * when DATABASE_URL is set). Prints "READY <url>"; stops on stdin close. Test-only routes under
 * /__test expose what the server holds, so tests can check "exactly once" from outside.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../src/app.ts';
import { systemClock } from '../src/clock.ts';
import { sessionsRepository } from '../src/db/repositories/sessions.ts';
import { usersRepository } from '../src/db/repositories/users.ts';
import { authService } from '../src/services/auth.ts';
import { createTestDatabase } from './database.ts';
import { crewAccountOwner, TEST_PASSWORDS } from './harness.ts';

const db = await createTestDatabase();
await authService(usersRepository(db.sql), sessionsRepository(db.sql), systemClock).ensureStaffAccounts(
  TEST_PASSWORDS,
  true,
  await crewAccountOwner(db.sql, false, new Date()),
);
const app = createApp({ sql: db.sql });
const root = new Hono();
root.get('/__test/mutations', async (c) => {
  const clientId = c.req.query('clientId') ?? '';
  if (!/^[0-9a-f-]{36}$/.test(clientId)) return c.json([]);
  const rows =
    await db.sql`select mutation_id, name, status from sync_mutations where client_id = ${clientId} order by mutation_id`;
  return c.json(rows.map((r) => ({ id: Number(r.mutation_id), name: r.name, status: r.status })));
});
root.get('/__test/count', async (c) => {
  const table = c.req.query('table') ?? '';
  if (!['time_entries', 'schedules', 'job_photos', 'sync_mutations'].includes(table)) return c.json({ n: -1 });
  const [row] =
    await db.sql`select count(*)::int as n from ${db.sql(table)} where ${table === 'sync_mutations' ? db.sql`true` : db.sql`deleted_at is null`}`;
  return c.json({ n: row?.n ?? 0 });
});
root.route('/', app);
const server = serve({ fetch: root.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.log(`READY http://127.0.0.1:${info.port}`);
});
process.stdin.on('end', async () => {
  server.close();
  await db.close();
  process.exit(0);
});
process.stdin.resume();
