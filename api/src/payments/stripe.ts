/**
 * The Stripe implementation of `PaymentProvider` on the official `stripe` client: Checkout
 * Sessions for an invoice's amount due, and webhooks verified with the endpoint secret by
 * `webhooks.constructEventAsync` (HMAC-SHA256 over the raw body, with Stripe's 5-minute replay
 * tolerance). `apiBase` points the client at a stand-in in tests (STRIPE_API_BASE).
 */
import Stripe from 'stripe';
import {
  BadWebhookSignature,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
  ProviderUnavailable,
  type RefundRequest,
} from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** e.g. `http://127.0.0.1:12111` for a local stand-in; unset: api.stripe.com. */
  apiBase?: string;
}

function hostOptions(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  } as const;
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...hostOptions(settings.apiBase),
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'haul-it-all-atlanta' },
  });

  return {
    name: 'stripe',
    async createCheckout(r: CheckoutRequest): Promise<CheckoutSession> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: r.invoiceId,
            metadata: { invoice_id: r.invoiceId, invoice_number: String(r.invoiceNumber) },
            payment_intent_data: { metadata: { invoice_id: r.invoiceId, invoice_number: String(r.invoiceNumber) } },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: r.amountCents,
                  product_data: { name: `Invoice ${r.invoiceNumber}` },
                },
              },
            ],
            success_url: r.successUrl,
            cancel_url: r.cancelUrl,
          },
          { idempotencyKey: r.idempotencyKey },
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new ProviderUnavailable(`Stripe refused or did not answer: ${message}`);
      }
      if (!session.url) throw new ProviderUnavailable('Stripe returned a session without a payment page.');
      return {
        id: session.id,
        url: session.url,
        amountCents: session.amount_total ?? r.amountCents,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    async refund(r: RefundRequest): Promise<{ id: string }> {
      try {
        const session = await stripe.checkout.sessions.retrieve(r.sessionId);
        const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!intent) throw new Error(`session ${r.sessionId} has no payment to refund`);
        const refund = await stripe.refunds.create(
          { payment_intent: intent, amount: r.amountCents, metadata: { reason: r.reason.slice(0, 500) } },
          { idempotencyKey: r.idempotencyKey },
        );
        return { id: refund.id };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new ProviderUnavailable(`Stripe refused or did not answer: ${message}`);
      }
    },

    async verifyWebhook(body: string, signature: string | undefined): Promise<ProviderEvent> {
      if (!signature) throw new BadWebhookSignature('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(body, signature, settings.webhookSecret);
      } catch {
        throw new BadWebhookSignature('The Stripe signature does not match this body.');
      }
      if (
        (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') &&
        event.data.object.payment_status === 'paid'
      ) {
        const session = event.data.object;
        const intent = session.payment_intent;
        return {
          kind: 'checkout_paid',
          eventId: event.id,
          type: event.type,
          sessionId: session.id,
          paymentRef: typeof intent === 'string' ? intent : (intent?.id ?? session.id),
          invoiceId: session.metadata?.invoice_id ?? session.client_reference_id ?? null,
          amountCents: session.amount_total ?? 0,
          currency: session.currency ?? '',
          paidAt: new Date(event.created * 1000),
        };
      }
      return { kind: 'other', eventId: event.id, type: event.type };
    },
  };
}
