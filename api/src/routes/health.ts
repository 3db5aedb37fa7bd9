import { Hono } from 'hono';
import type { HealthService } from '../services/health.ts';

/** GET /api/health — 200 when the database answers, 503 when it does not. */
export function healthRoutes(health: HealthService) {
  return new Hono().get('/', async (c) =>
    (await health.databaseAnswers())
      ? c.json({ status: 'ok', database: 'ok' })
      : c.json({ status: 'degraded', database: 'unreachable' }, 503),
  );
}
