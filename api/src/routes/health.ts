import { Hono } from 'hono';
import type { Sql } from '../db/client.ts';

/** GET /api/health — 200 when the database answers, 503 when it does not. */
export function healthRoutes(sql: Sql) {
  return new Hono().get('/', async (c) => {
    try {
      await sql`select 1`;
      return c.json({ status: 'ok', database: 'ok' });
    } catch {
      return c.json({ status: 'degraded', database: 'unreachable' }, 503);
    }
  });
}
