import { Hono } from 'hono';
import { type AppEnv, requireAdmin } from '../auth/middleware.ts';
import type { ContactService } from '../services/contact.ts';

/** GET /api/contact-requests — admin: every contact request, newest first. */
export function contactRequestRoutes(contact: ContactService) {
  return new Hono<AppEnv>().get('/', requireAdmin, async (c) => c.json(await contact.list()));
}
