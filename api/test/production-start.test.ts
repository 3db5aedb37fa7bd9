/**
 * A production start says where it listens, also with request logs off (LOG_REQUESTS=false): the
 * JSON "listening" line was gated with the request lines, so such a server started in silence and
 * the Lighthouse bench, waiting for that line, hung for hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { type ApiProcess, startApiProcess, stopApiProcess } from './api-processes.ts';
import { createTestDatabase, databaseUrl } from './database.ts';

// A server process needs a database it can reach by URL: a copy of the template on PostgreSQL
// takes a moment, a new embedded directory tens of seconds (initdb), so this runs in the
// PostgreSQL suite (CI runs both).
describe.skipIf(!process.env.DATABASE_URL)('a production start with request logs off', () => {
  let db: Database;
  let server: ApiProcess | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await stopApiProcess(server);
    await db?.close();
  });

  it('prints one JSON "listening" line with the port, and no request lines', async () => {
    const url = databaseUrl(db);
    if (!url) throw new Error('no database URL');
    server = await startApiProcess('production', {
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      LOG_REQUESTS: 'false',
      DATABASE_URL: url,
      ADMIN_PASSWORD: 'production-start-admin',
      CREW_PASSWORD: 'production-start-crew',
    });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; detail?: { port?: number } });
    const listening = lines.filter((l) => l.msg === 'listening');
    expect(listening).toHaveLength(1);
    expect(String(listening[0]?.detail?.port)).toBe(new URL(server.url).port);
    expect(lines.filter((l) => l.msg === 'request')).toEqual([]);
  });
});
