/** Payments, refunds and voids: the only SQL behind taking money (decision 0193). */
import type { Invoice, RefusedCardPayment } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { iso } from '../rows.ts';
import { toInvoice } from './synced-rows.ts';

type Row = Record<string, unknown>;

export interface PaymentWrite {
  id: string;
  invoiceId: string;
  method: 'card_reader' | 'stripe';
  amountCents: number;
  cardLast4: string | null;
  approvalCode: string | null;
  providerRef: string | null;
  paidAt: string | Date;
}

/** An invoice's online-payment state: what its page and Checkout need beyond the synced shape. */
export interface CheckoutState {
  invoice: Invoice;
  publicToken: string;
  session: { id: string; url: string; amountCents: number; expiresAt: Date } | null;
}

export interface StripeEventWrite {
  eventId: string;
  type: string;
  invoiceId: string;
  sessionId: string;
  outcome: 'paid' | 'already_recorded' | 'refused';
  detail: string | null;
  at: Date;
}

const toCheckoutState = (row: Row): CheckoutState => ({
  invoice: toInvoice(row),
  publicToken: String(row.public_token),
  session:
    row.stripe_session_id && row.stripe_session_url && row.stripe_session_expires_at
      ? {
          id: String(row.stripe_session_id),
          url: String(row.stripe_session_url),
          amountCents: Number(row.stripe_session_cents),
          expiresAt: new Date(row.stripe_session_expires_at as string | Date),
        }
      : null,
});

export function paymentsRepository(sql: Sql) {
  return {
    async checkoutState(where: { id: string } | { token: string }): Promise<CheckoutState | null> {
      const [row] =
        'id' in where
          ? await sql<Row[]>`select * from invoices where id = ${where.id}`
          : await sql<Row[]>`select * from invoices where public_token = ${where.token}`;
      return row ? toCheckoutState(row) : null;
    },
    /**
     * Keeps a new Checkout Session on the invoice unless another request stored one first (then
     * that one is returned: the link stays one link).
     */
    async storeSession(
      invoiceId: string,
      previousId: string | null,
      s: { id: string; url: string; amountCents: number; expiresAt: Date },
    ): Promise<CheckoutState | null> {
      await sql`
        update invoices set stripe_session_id = ${s.id}, stripe_session_url = ${s.url},
          stripe_session_cents = ${s.amountCents}, stripe_session_expires_at = ${s.expiresAt}
        where id = ${invoiceId} and stripe_session_id is not distinct from ${previousId}`;
      return this.checkoutState({ id: invoiceId });
    },
    /** False when this event id was seen before: a repeated delivery changes nothing. */
    async recordStripeEvent(tx: Tx, e: StripeEventWrite): Promise<boolean> {
      const rows = await tx`
        insert into stripe_events (event_id, type, invoice_id, session_id, outcome, detail, received_at)
        values (${e.eventId}, ${e.type}, ${e.invoiceId}, ${e.sessionId}, ${e.outcome}, ${e.detail}, ${e.at})
        on conflict (event_id) do nothing returning event_id`;
      return rows.length > 0;
    },
    /** True when a payment with this id is already recorded. */
    async hasPayment(tx: Tx, id: string): Promise<boolean> {
      const [row] = await tx`select 1 from payments where id = ${id}`;
      return row !== undefined;
    },
    /** True when a payment with this provider reference (a Stripe session) is already recorded. */
    async hasProviderRef(tx: Tx, ref: string): Promise<boolean> {
      const [row] = await tx`select 1 from payments where provider_ref = ${ref}`;
      return row !== undefined;
    },
    /** The latest Stripe payments the webhook could not apply, newest first (at most `limit`). */
    async refusedStripeEvents(limit: number): Promise<RefusedCardPayment[]> {
      const rows = await sql<Row[]>`
        select e.event_id, e.received_at, e.session_id, e.detail, i.number, i.appointment_id, i.customer_name
        from stripe_events e left join invoices i on i.id = e.invoice_id
        where e.outcome = 'refused' order by e.received_at desc, e.event_id limit ${limit}`;
      return rows.map((r) => ({
        eventId: String(r.event_id),
        receivedAt: iso(r.received_at as Date),
        sessionId: (r.session_id as string | null) ?? null,
        detail: (r.detail as string | null) ?? null,
        invoiceNumber: r.number === null ? null : Number(r.number),
        appointmentId: (r.appointment_id as string | null) ?? null,
        customerName: (r.customer_name as string | null) ?? null,
      }));
    },
    /** True when this provider refund (a Stripe refund id) is already recorded. */
    async hasRefundRef(tx: Tx, ref: string): Promise<boolean> {
      const [row] = await tx`select 1 from payment_refunds where provider_ref = ${ref}`;
      return row !== undefined;
    },
    async setStripeEventOutcome(tx: Tx, eventId: string, outcome: StripeEventWrite['outcome'], detail: string | null) {
      await tx`update stripe_events set outcome = ${outcome}, detail = ${detail} where event_id = ${eventId}`;
    },
    /** Locks the invoice row: payments to one invoice apply one at a time. */
    async lockInvoice(tx: Tx, where: { appointmentId: string } | { id: string }): Promise<Invoice | null> {
      const [row] =
        'id' in where
          ? await tx<Row[]>`select * from invoices where id = ${where.id} for update`
          : await tx<Row[]>`select * from invoices where appointment_id = ${where.appointmentId} for update`;
      return row ? toInvoice(row) : null;
    },
    /** False when this payment id (or provider reference) was recorded before: a replay changes nothing. */
    async insert(tx: Tx, p: PaymentWrite, userId: string | null): Promise<boolean> {
      const rows = await tx`
        insert into payments (id, invoice_id, method, amount_cents, card_last4, approval_code, provider_ref, paid_at, recorded_by)
        values (${p.id}, ${p.invoiceId}, ${p.method}, ${p.amountCents}, ${p.cardLast4}, ${p.approvalCode},
          ${p.providerRef}, ${p.paidAt}, ${userId})
        on conflict do nothing returning id`;
      return rows.length > 0;
    },
    async addPaid(tx: Tx, v: number, invoiceId: string, cents: number): Promise<Invoice> {
      const [row] = await tx<Row[]>`
        update invoices set paid_cents = paid_cents + ${cents}, version = ${v},
          status = case when paid_cents + ${cents} >= total_cents then 'paid' else status end
        where id = ${invoiceId} returning *`;
      return toInvoice(row as Row);
    },
    async payment(tx: Tx, id: string) {
      const [row] = await tx<
        {
          id: string;
          invoice_id: string;
          amount_cents: number;
          refunded_cents: number;
          method: 'card_reader' | 'stripe';
          provider_ref: string | null;
        }[]
      >`
        select id, invoice_id, amount_cents, refunded_cents, method, provider_ref from payments where id = ${id} for update`;
      return row ?? null;
    },
    async refund(
      tx: Tx,
      v: number,
      paymentId: string,
      invoiceId: string,
      cents: number,
      reason: string,
      userId: string,
      at: Date,
      providerRef: string | null = null,
    ) {
      await tx`update payments set refunded_cents = refunded_cents + ${cents} where id = ${paymentId}`;
      await tx`insert into payment_refunds (payment_id, amount_cents, reason, recorded_by, created_at, provider_ref)
        values (${paymentId}, ${cents}, ${reason}, ${userId}, ${at}, ${providerRef})`;
      const [row] = await tx<Row[]>`
        update invoices set refunded_cents = refunded_cents + ${cents}, version = ${v} where id = ${invoiceId} returning *`;
      return toInvoice(row as Row);
    },
    async void(tx: Tx, v: number, invoiceId: string, reason: string, userId: string, at: Date) {
      const [row] = await tx<Row[]>`
        update invoices set status = 'void', void_reason = ${reason}, voided_at = ${at}, voided_by = ${userId}, version = ${v}
        where id = ${invoiceId} returning *`;
      return toInvoice(row as Row);
    },
    async forInvoice(invoiceId: string) {
      return sql<
        {
          id: string;
          method: string;
          amount_cents: number;
          card_last4: string | null;
          refunded_cents: number;
          paid_at: Date;
        }[]
      >`select id, method, amount_cents, card_last4, refunded_cents, paid_at from payments where invoice_id = ${invoiceId} order by paid_at`;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
