import { ContactRequestCreateSchema, fieldErrors } from '@haul/shared';
import { Hono, type MiddlewareHandler } from 'hono';
import { ApiFailure, badRequest } from '../http/errors.ts';
import { validateJson } from '../http/validate.ts';
import type { ContactService } from '../services/contact.ts';
import { contactFailedPage, contactInvalidPage, contactSentPage } from './contact-form-page.ts';

const FAILED = 'Something went wrong on our side. Please try again.';

/**
 * Refusals on the HTML form route become pages, not the JSON envelope: whatever the rate limiter
 * or the handler throws has already been turned into the JSON response by the app's error
 * handler; this replaces that response with a page carrying the same status and headers.
 */
const answerWithPages: MiddlewareHandler = async (c, next) => {
  await next();
  const error = c.error;
  if (!error) return;
  const status = error instanceof ApiFailure ? error.status : 500;
  const page =
    error instanceof ApiFailure && error.fields
      ? contactInvalidPage(error.fields)
      : contactFailedPage(error instanceof ApiFailure ? error.message : FAILED);
  const headers = new Headers(c.res.headers);
  headers.set('content-type', 'text/html; charset=UTF-8');
  c.res = new Response(await page, { status, headers });
};

/**
 * POST /api/contact — public: the home page's free-estimate form (JSON, from its script).
 * POST /api/contact/form — the same form posted by the browser itself (JavaScript off, or its
 * script not loaded yet): same schema, honeypot, service and rate limiter, answered with a page.
 */
export function contactRoutes(contact: ContactService, rateLimit: MiddlewareHandler) {
  return new Hono()
    .post('/', rateLimit, validateJson(ContactRequestCreateSchema), async (c) => {
      const created = await contact.submit(c.req.valid('json'));
      return c.json(created, 201);
    })
    .post('/form', answerWithPages, rateLimit, async (c) => {
      // A body that is not the form the browser sends (wrong boundary, cut off) is the sender's fault.
      const form = await c.req.parseBody().catch(() => {
        throw badRequest('The form could not be read. Please try again.');
      });
      const parsed = ContactRequestCreateSchema.safeParse(form);
      if (!parsed.success) return c.html(contactInvalidPage(fieldErrors(parsed.error)), 400);
      await contact.submit(parsed.data);
      return c.html(contactSentPage(), 200);
    });
}
