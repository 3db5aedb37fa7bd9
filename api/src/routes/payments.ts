/**
 * Payments (decision 0193): "paid on the card reader" by the job's crew or an admin (the
 * `recordCardPayment` mutator runs the same service), and the office's refunds and voids, each with
 * a reason.
 */
import { idField, RecordCardPaymentSchema, RefundSchema, VoidInvoiceSchema } from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, currentUser, requireAdmin, requireUser } from '../auth/middleware.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { OnlinePaymentsService } from '../services/online-payments.ts';
import type { PaymentsService } from '../services/payments.ts';

const IdParam = z.object({ id: idField() });

export function paymentRoutes(payments: PaymentsService, online: OnlinePaymentsService) {
  return (
    new Hono<AppEnv>()
      // Stripe's webhook: public, but nothing is read before the signature over the raw body checks out.
      .post('/stripe/webhook', async (c) =>
        c.json(await online.webhook(await c.req.text(), c.req.header('stripe-signature'))),
      )
      .get('/stripe/refused', requireAdmin, async (c) => c.json({ payments: await online.refused() }))
      .post('/card-reader', requireUser, validateJson(RecordCardPaymentSchema), async (c) =>
        c.json(await payments.recordCardPayment(currentUser(c), c.req.valid('json')), 201),
      )
      .post('/:id/refund', requireAdmin, validateInput('param', IdParam), validateJson(RefundSchema), async (c) => {
        const { amountCents, reason } = c.req.valid('json');
        return c.json(await payments.refund(currentUser(c), c.req.valid('param').id, amountCents, reason));
      })
  );
}

export function invoiceVoidRoute(payments: PaymentsService, online: OnlinePaymentsService) {
  return (
    new Hono<AppEnv>()
      .post('/:id/void', requireAdmin, validateInput('param', IdParam), validateJson(VoidInvoiceSchema), async (c) =>
        c.json(await payments.void(currentUser(c), c.req.valid('param').id, c.req.valid('json').reason)),
      )
      // The invoice's online payment link for the office or the job's crew to send (the same link
      // until the amount due changes or it expires).
      .post('/:id/checkout', requireUser, validateInput('param', IdParam), async (c) =>
        c.json(await online.checkoutForStaff(currentUser(c), c.req.valid('param').id)),
      )
  );
}
