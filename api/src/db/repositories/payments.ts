/** Payments, refunds and voids: the only SQL behind taking money (issue 24 §6). */
import type { Invoice } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
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

export function paymentsRepository(sql: Sql) {
  return {
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
      const [row] = await tx<{ id: string; invoice_id: string; amount_cents: number; refunded_cents: number }[]>`
        select id, invoice_id, amount_cents, refunded_cents from payments where id = ${id} for update`;
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
    ) {
      await tx`update payments set refunded_cents = refunded_cents + ${cents} where id = ${paymentId}`;
      await tx`insert into payment_refunds (payment_id, amount_cents, reason, recorded_by, created_at)
        values (${paymentId}, ${cents}, ${reason}, ${userId}, ${at})`;
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
