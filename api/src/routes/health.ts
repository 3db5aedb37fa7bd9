import { Hono } from 'hono';
import type { HealthService } from '../services/health.ts';

/**
 * GET /api/health — 200 when the database answers, 503 when it does not; the body says how the
 * database and the change-notice connection are (services/health.ts). Never cached.
 */
export function healthRoutes(health: HealthService) {
  return new Hono().get('/', async (c) => {
    const report = await health.report();
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
}
