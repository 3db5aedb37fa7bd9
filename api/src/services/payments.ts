/**
 * Taking the money after the job: the card reader (no payment provider), admins'
 * refunds and voids with a reason (decision 0193). The server decides the invoice's state; a
 * payment recorded offline is a `recordCardPayment` mutation like any other write.
 */
import { formatCents, type Invoice, type RecordCardPayment, type User } from '@haul/shared';
import type { Clock } from '../clock.ts';
import { writeVersioned } from '../db/change-version.ts';
import type { Sql, Tx } from '../db/client.ts';
import type { PaymentsRepository, PaymentWrite } from '../db/repositories/payments.ts';
import type { PricingRepository } from '../db/repositories/pricing.ts';
import { ApiFailure, conflict, notFound } from '../http/errors.ts';
import { type PaymentProvider, ProviderUnavailable } from '../payments/provider.ts';
import { assertOnJob } from './pricing.ts';
import { type MutationWrite, writeInTransaction } from './versioned-write.ts';

const requireAdmin = (user: User) => {
  if (user.role !== 'admin') throw new ApiFailure(403, 'forbidden', 'Only the office can refund or void.');
};

/**
 * Told inside the payment's transaction when an invoice becomes paid, by any route (card reader,
 * Stripe's webhook): the customer's review request (decision 0230). Called once per invoice: an invoice
 * is paid once (a refund does not make it owed again, decision 0193).
 */
export type InvoicePaid = (tx: Tx, invoice: Invoice, now: Date) => Promise<void>;

export function paymentsService(
  sql: Sql,
  repo: PaymentsRepository,
  pricing: PricingRepository,
  clock: Clock,
  paid: InvoicePaid = async () => {},
  provider: PaymentProvider | null = null,
) {
  /** Applies one payment to a locked invoice; a payment id seen before changes nothing. */
  async function apply(
    tx: Tx,
    version: number,
    invoice: Invoice,
    p: PaymentWrite,
    userId: string | null,
  ): Promise<Invoice> {
    // A payment id seen before is that payment again (a replay whose answer the phone never got):
    // answered with the invoice as it is, before the guards below could call it money too many.
    if (await repo.hasPayment(tx, p.id)) return invoice;
    if (invoice.status === 'void')
      throw conflict('invoice_void', 'This invoice was voided; no payment can be taken on it.');
    const due = invoice.totalCents - invoice.paidCents;
    if (p.amountCents > due)
      throw new ApiFailure(
        422,
        'overpayment',
        due === 0
          ? 'This invoice is already paid.'
          : `${formatCents(p.amountCents)} is more than the ${formatCents(due)} still due. Nothing was recorded.`,
      );
    if (!(await repo.insert(tx, p, userId))) return invoice;
    const after = await repo.addPaid(tx, version, invoice.id, p.amountCents);
    if (invoice.status !== 'paid' && after.status === 'paid') await paid(tx, after, clock.now());
    return after;
  }

  const service = {
    apply,
    async recordCardReader({ tx, version, user, args }: MutationWrite<'recordCardPayment'>): Promise<Invoice> {
      const job = await pricing.job(tx, args.appointmentId);
      if (!job) throw notFound('That job does not exist.');
      assertOnJob(user, job);
      const invoice = await repo.lockInvoice(tx, { appointmentId: job.id });
      if (!invoice) throw conflict('no_invoice', 'This job has no invoice yet: mark it done first.');
      return apply(
        tx,
        version,
        invoice,
        {
          id: args.id,
          invoiceId: invoice.id,
          method: 'card_reader',
          amountCents: args.amountCents,
          cardLast4: args.cardLast4,
          approvalCode: args.approvalCode,
          providerRef: null,
          paidAt: args.paidAt,
        },
        user.id,
      );
    },
    recordCardPayment: (user: User, args: RecordCardPayment) =>
      writeInTransaction(sql, { user, now: clock.now(), args }, (w) => service.recordCardReader(w)),

    /**
     * Refund (part of) a payment; the invoice keeps its number and shows what was refunded. A
     * Stripe payment, with Stripe configured, is refunded through Stripe's API first, outside the
     * transaction (decision 0232); the office's record follows its success. A card-reader refund
     * is done on the reader and recorded here.
     */
    async refund(user: User, paymentId: string, amountCents: number, reason: string): Promise<Invoice> {
      requireAdmin(user);
      const check = (payment: Awaited<ReturnType<PaymentsRepository['payment']>>) => {
        if (!payment) throw notFound('That payment does not exist.');
        const left = payment.amount_cents - payment.refunded_cents;
        if (amountCents > left)
          throw new ApiFailure(422, 'refund_too_large', `Only ${formatCents(left)} of this payment is left to refund.`);
        return payment;
      };
      let providerRef: string | null = null;
      const before = check(await sql.begin((tx) => repo.payment(tx, paymentId)));
      if (before.method === 'stripe' && provider && before.provider_ref) {
        try {
          // Keyed by what was refunded before: a retry of this refund is the same one at Stripe.
          ({ id: providerRef } = await provider.refund({
            sessionId: before.provider_ref,
            amountCents,
            reason,
            idempotencyKey: `refund-${before.id}-${before.refunded_cents}-${amountCents}`,
          }));
        } catch (error) {
          if (error instanceof ProviderUnavailable)
            throw new ApiFailure(
              502,
              'payment_provider_unavailable',
              'Stripe did not refund it. Nothing was recorded; try again in a minute.',
            );
          throw error;
        }
      }
      return writeVersioned(sql, async (tx, v) => {
        // Two racing requests for the same refund get one refund from Stripe (same key): record it once.
        if (providerRef && (await repo.hasRefundRef(tx, providerRef))) {
          const invoice = await repo.lockInvoice(tx, { id: before.invoice_id });
          if (invoice) return invoice;
        }
        const payment = check(await repo.payment(tx, paymentId));
        return repo.refund(
          tx,
          v,
          payment.id,
          payment.invoice_id,
          amountCents,
          reason,
          user.id,
          clock.now(),
          providerRef,
        );
      });
    },

    /** Void an invoice nobody paid (or whose payments were all refunded); its number stays used. */
    void(user: User, invoiceId: string, reason: string): Promise<Invoice> {
      requireAdmin(user);
      return writeVersioned(sql, async (tx, v) => {
        const invoice = await repo.lockInvoice(tx, { id: invoiceId });
        if (!invoice) throw notFound('That invoice does not exist.');
        if (invoice.status === 'void') return invoice;
        if (invoice.paidCents - invoice.refundedCents > 0)
          throw conflict('invoice_has_payments', 'Refund the payments on this invoice before voiding it.');
        return repo.void(tx, v, invoice.id, reason, user.id, clock.now());
      });
    },
  };
  return service;
}
export type PaymentsService = ReturnType<typeof paymentsService>;
