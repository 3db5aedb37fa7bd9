import { Hono } from 'hono';
import { type AppEnv, requireAdmin } from '../auth/middleware.ts';
import type { ContactRequestsRepository } from '../db/repositories/contact-requests.ts';

/** GET /api/contact-requests — admin: every contact request, newest first. */
export function contactRequestRoutes(contactRequests: ContactRequestsRepository) {
  return new Hono<AppEnv>().get('/', requireAdmin, async (c) => c.json(await contactRequests.list()));
}
