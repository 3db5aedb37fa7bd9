import { idField } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, currentUser, requireAdmin } from '../auth/middleware.ts';
import { validateInput } from '../http/validate.ts';
import type { ContactService } from '../services/contact.ts';

const IdParam = z.object({ id: idField() });

/** Admin: every contact request, newest first; marking one handled (decision 0141). */
export function contactRequestRoutes(contact: ContactService) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json(await contact.list()))
    .post('/:id/handled', validateInput('param', IdParam), async (c) =>
      c.json(await contact.markHandled(c.req.valid('param').id, currentUser(c))),
    );
}
