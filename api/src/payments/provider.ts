/**
 * A card-payment provider the customer pays through online (decisions 0193, 0194). With none
 * configured (the embedded default) the crew takes the card on its own reader and records it; Stripe
 * is the one implementation (`stripe.ts`). The service never sees a card number: the provider's page
 * takes the card, and its signed webhook says what was paid.
 */

export interface CheckoutRequest {
  invoiceId: string;
  invoiceNumber: number;
  /** What is still due, in cents: the one line of the checkout. */
  amountCents: number;
  /** Where the provider sends the customer back: the invoice's own page. */
  successUrl: string;
  cancelUrl: string;
  /** The same request with the same key gives the same session (the provider's retry safety). */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  amountCents: number;
  expiresAt: Date;
}

/** A verified webhook event, reduced to what the service acts on. */
export type ProviderEvent =
  | {
      kind: 'checkout_paid';
      eventId: string;
      type: string;
      sessionId: string;
      /** The payment intent when the provider names one; the session id otherwise. */
      paymentRef: string;
      invoiceId: string | null;
      amountCents: number;
      currency: string;
      paidAt: Date;
    }
  | { kind: 'other'; eventId: string; type: string };

export interface RefundRequest {
  /** The Checkout Session the payment came through (`payments.provider_ref`). */
  sessionId: string;
  amountCents: number;
  reason: string;
  /** The same refund asked twice (a retried request) is one refund at the provider. */
  idempotencyKey: string;
}

export class BadWebhookSignature extends Error {}
export class ProviderUnavailable extends Error {}

export interface PaymentProvider {
  readonly name: 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The event in `body` when `signature` proves it came from the provider; throws BadWebhookSignature. */
  verifyWebhook(body: string, signature: string | undefined): Promise<ProviderEvent>;
  /** Gives `amountCents` of a paid session back to the card; the provider's refund id. Throws ProviderUnavailable. */
  refund(request: RefundRequest): Promise<{ id: string }>;
}
