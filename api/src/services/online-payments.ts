/**
 * Card payments online (decisions 0193, 0194): a Checkout Session for an open invoice's
 * amount due, kept on the invoice so the link stays one link, and the provider's signed webhook,
 * which records the payment through the card reader's own `apply` (same overpayment and void
 * rules, same invoice lock) and is idempotent by event id. With no provider configured every route
 * here answers that online payment is not set up, and the card reader is the way to pay.
 */
import { randomUUID } from 'node:crypto';
import { formatCents, type Invoice, type User } from '@haul/shared';
import type { Clock } from '../clock.ts';
import { nextVersion } from '../db/change-version.ts';
import type { Sql } from '../db/client.ts';
import type { CheckoutState, PaymentsRepository } from '../db/repositories/payments.ts';
import type { PricingRepository } from '../db/repositories/pricing.ts';
import { ApiFailure, conflict, notFound } from '../http/errors.ts';
import { BadWebhookSignature, type PaymentProvider, ProviderUnavailable } from '../payments/provider.ts';
import type { PaymentsService } from './payments.ts';
import { assertOnJob } from './pricing.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A stored session closer than this to its expiry is replaced rather than handed out. */
const EXPIRY_MARGIN_MS = 30 * 60_000;

export interface CheckoutLink {
  invoice: Invoice;
  sessionId: string;
  url: string;
  amountCents: number;
  expiresAt: string;
  /** The customer's invoice page, which carries a "Pay by card online" button. */
  invoiceUrl: string;
}

export type WebhookOutcome =
  | { received: true; outcome: 'paid' | 'already_recorded'; invoiceId: string; status: string }
  | { received: true; outcome: 'duplicate'; eventId: string }
  | { received: true; outcome: 'refused'; invoiceId: string; code: string; message: string }
  | { received: true; outcome: 'ignored'; reason: string };

export function onlinePaymentsService(deps: {
  sql: Sql;
  repo: PaymentsRepository;
  pricing: PricingRepository;
  payments: PaymentsService;
  provider: PaymentProvider | null;
  publicUrl: string;
  clock: Clock;
}) {
  const { sql, repo, pricing, payments, provider, clock } = deps;
  const base = deps.publicUrl.replace(/\/$/, '');

  const requireProvider = () => {
    if (!provider)
      throw conflict(
        'no_payment_provider',
        'Online card payment is not set up on this server: take the card on the reader and record it.',
      );
    return provider;
  };

  async function sessionFor(state: CheckoutState): Promise<CheckoutLink> {
    const p = requireProvider();
    const { invoice } = state;
    if (invoice.status === 'void') throw conflict('invoice_void', 'This invoice was voided; nothing is due.');
    const due = invoice.totalCents - invoice.paidCents;
    if (invoice.status === 'paid' || due <= 0) throw conflict('already_paid', 'This invoice is already paid.');
    const invoiceUrl = `${base}${invoice.publicPath}`;
    const link = (s: NonNullable<CheckoutState['session']>): CheckoutLink => ({
      invoice,
      sessionId: s.id,
      url: s.url,
      amountCents: s.amountCents,
      expiresAt: s.expiresAt.toISOString(),
      invoiceUrl,
    });
    const stored = state.session;
    if (stored && stored.amountCents === due && stored.expiresAt.getTime() - clock.now().getTime() > EXPIRY_MARGIN_MS)
      return link(stored);
    let session: Awaited<ReturnType<PaymentProvider['createCheckout']>>;
    try {
      session = await p.createCheckout({
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        amountCents: due,
        successUrl: `${invoiceUrl}?paid=1`,
        cancelUrl: invoiceUrl,
        // One key per state of the invoice: a retried request gets the same session from Stripe.
        idempotencyKey: `checkout-${invoice.id}-${due}-${stored?.id ?? 'first'}`,
      });
    } catch (error) {
      if (error instanceof ProviderUnavailable)
        throw new ApiFailure(
          502,
          'payment_provider_unavailable',
          'The card payment service did not answer. Try again in a minute, or take the card on the reader.',
        );
      throw error;
    }
    const kept = await repo.storeSession(invoice.id, stored?.id ?? null, session);
    return link(kept?.session ?? session);
  }

  return {
    configured: provider !== null,

    /** For the office: Stripe payments no invoice could take, to refund in Stripe (the latest 50). */
    refused: () => repo.refusedStripeEvents(50),

    /** The office, or the job's crew: the invoice's payment link (the same one until it changes). */
    async checkoutForStaff(user: User, invoiceId: string): Promise<CheckoutLink> {
      requireProvider();
      const state = await repo.checkoutState({ id: invoiceId });
      if (!state) throw notFound('That invoice does not exist.');
      const job = await pricing.job(sql, state.invoice.appointmentId);
      if (!job) throw notFound('That job does not exist.');
      assertOnJob(user, job);
      return sessionFor(state);
    },

    /** The customer's "Pay by card online" button on the invoice page (the token is the proof). */
    async checkoutForCustomer(token: string): Promise<CheckoutLink> {
      requireProvider();
      const state = await repo.checkoutState({ token });
      if (!state) throw notFound('There is no invoice at this address.');
      return sessionFor(state);
    },

    /**
     * A webhook delivery. A bad or missing signature is refused (400) before anything is read. An
     * event for an invoice this server does not have is answered 200 and ignored: Stripe retries
     * every non-2xx for days, and a retry cannot make the invoice exist (decision 0193).
     */
    async webhook(body: string, signature: string | undefined): Promise<WebhookOutcome> {
      if (!provider) throw new ApiFailure(404, 'not_found', 'No payment provider is configured on this server.');
      let event: Awaited<ReturnType<PaymentProvider['verifyWebhook']>>;
      try {
        event = await provider.verifyWebhook(body, signature);
      } catch (error) {
        if (error instanceof BadWebhookSignature) throw new ApiFailure(400, 'bad_signature', error.message);
        throw error;
      }
      if (event.kind !== 'checkout_paid')
        return { received: true, outcome: 'ignored', reason: `${event.type} events are not acted on.` };
      const { invoiceId } = event;
      if (!invoiceId || !UUID.test(invoiceId) || !(await repo.checkoutState({ id: invoiceId })))
        return { received: true, outcome: 'ignored', reason: 'unknown_invoice' };

      // The event row first, before the change version is taken: a repeated delivery stops at
      // its primary key and touches nothing else (not even the version phones pull from).
      return sql.begin(async (tx): Promise<WebhookOutcome> => {
        const fresh = await repo.recordStripeEvent(tx, {
          eventId: event.eventId,
          type: event.type,
          invoiceId,
          sessionId: event.sessionId,
          outcome: 'paid',
          detail: null,
          at: clock.now(),
        });
        if (!fresh) return { received: true, outcome: 'duplicate', eventId: event.eventId };
        const version = await nextVersion(tx);
        const invoice = await repo.lockInvoice(tx, { id: invoiceId });
        if (!invoice) throw new Error(`invoice ${invoiceId} vanished after it was found`);
        const refuse = async (code: string, message: string): Promise<WebhookOutcome> => {
          await repo.setStripeEventOutcome(tx, event.eventId, 'refused', message);
          return { received: true, outcome: 'refused', invoiceId, code, message };
        };
        if (event.currency.toLowerCase() !== 'usd' || event.amountCents <= 0)
          return refuse(
            'unexpected_amount',
            `Stripe reported ${event.amountCents} ${event.currency}; invoices are in US dollars. Refund it in Stripe.`,
          );
        // Another event for a session already recorded (e.g. `async_payment_succeeded` after
        // `completed`): checked before the overpayment guard, which would call it money to refund.
        if (await repo.hasProviderRef(tx, event.sessionId)) {
          await repo.setStripeEventOutcome(tx, event.eventId, 'already_recorded', null);
          return { received: true, outcome: 'already_recorded', invoiceId, status: invoice.status };
        }
        try {
          const after = await payments.apply(
            tx,
            version,
            invoice,
            {
              id: randomUUID(),
              invoiceId,
              method: 'stripe',
              amountCents: event.amountCents,
              cardLast4: null,
              approvalCode: null,
              providerRef: event.sessionId,
              paidAt: event.paidAt,
            },
            null,
          );
          return { received: true, outcome: 'paid', invoiceId, status: after.status };
        } catch (error) {
          // Money Stripe took that the invoice cannot take (paid meanwhile on the reader, or
          // voided): kept with its reason for the office to refund in Stripe, never a 5xx.
          if (error instanceof ApiFailure)
            return refuse(
              error.code,
              `${error.message} Stripe took ${formatCents(event.amountCents)}: refund it in Stripe.`,
            );
          throw error;
        }
      });
    },
  };
}
export type OnlinePaymentsService = ReturnType<typeof onlinePaymentsService>;
