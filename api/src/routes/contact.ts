import { ContactRequestCreateSchema } from '@haul/shared';
import { Hono, type MiddlewareHandler } from 'hono';
import { validateJson } from '../http/validate.ts';
import type { ContactService } from '../services/contact.ts';

/** POST /api/contact — public: the home page's free-estimate form. */
export function contactRoutes(contact: ContactService, rateLimit: MiddlewareHandler) {
  return new Hono().post('/', rateLimit, validateJson(ContactRequestCreateSchema), async (c) => {
    const created = await contact.submit(c.req.valid('json'));
    return c.json(created, 201);
  });
}
