/**
 * Job done and invoices (decision 0192): the crew's completion over REST (the `completeJob`
 * mutator runs the same service), a job's invoice for its crew and the office, and the customer's
 * page and PDF at an unguessable link (public: the token is the proof).
 */
import { CompleteJobSchema, idField } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, currentUser, requireUser } from '../auth/middleware.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import { checkoutStepHtml, invoiceHtml, invoicePdf } from '../services/invoice-document.ts';
import type { InvoicesService } from '../services/invoices.ts';
import type { OnlinePaymentsService } from '../services/online-payments.ts';

const JobParam = z.object({ appointmentId: idField() });
const TokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Not an invoice link') });

export function invoiceRoutes(invoices: InvoicesService, online: OnlinePaymentsService) {
  return (
    new Hono<AppEnv>()
      .post('/complete', requireUser, validateJson(CompleteJobSchema), async (c) =>
        c.json(await invoices.completeJob(currentUser(c), c.req.valid('json')), 201),
      )
      .get('/job/:appointmentId', requireUser, validateInput('param', JobParam), async (c) =>
        c.json({ invoice: await invoices.invoiceForJob(currentUser(c), c.req.valid('param').appointmentId) }),
      )
      .get('/public/:token', validateInput('param', TokenParam), async (c) => {
        const doc = await invoices.document(c.req.valid('param').token);
        c.header('cache-control', 'no-store');
        c.header('x-robots-tag', 'noindex');
        return c.html(invoiceHtml(doc, { payOnline: online.configured, justPaid: c.req.query('paid') === '1' }));
      })
      // The page's "Pay by card online" button: a form post (a link a mail scanner follows creates
      // nothing), answered with a page that moves on to the provider's (see checkoutStepHtml).
      .post('/public/:token/pay', validateInput('param', TokenParam), async (c) => {
        const link = await online.checkoutForCustomer(c.req.valid('param').token);
        c.header('cache-control', 'no-store');
        c.header('x-robots-tag', 'noindex');
        return c.html(checkoutStepHtml(link.invoice, link.url, link.amountCents));
      })
      .get('/public/:token/pdf', validateInput('param', TokenParam), async (c) => {
        const doc = await invoices.document(c.req.valid('param').token);
        const bytes = await invoicePdf(doc);
        c.header('content-type', 'application/pdf');
        c.header('content-disposition', `inline; filename="invoice-${doc.invoice.number}.pdf"`);
        c.header('cache-control', 'no-store');
        return c.body(bytes as Uint8Array<ArrayBuffer>);
      })
  );
}
