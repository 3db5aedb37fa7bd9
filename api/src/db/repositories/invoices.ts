/** Job done and invoices: the only SQL behind them (decision 0192). */
import type { EstimateLine, Invoice } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { toInvoice } from './synced-rows.ts';

type Row = Record<string, unknown>;

/** The one company this installation invoices for (the counter row's key). */
export const INVOICE_COMPANY = 'haul-it-all-atlanta';

export interface InvoiceWrite {
  appointmentId: string;
  estimateId: string;
  priceBookNumber: number;
  lines: EstimateLine[];
  totalCents: number;
  publicToken: string;
  signerName: string;
  signedAt: string;
  signaturePng: string;
}

export function invoicesRepository(sql: Sql) {
  return {
    async forJob(db: Sql | Tx, appointmentId: string): Promise<Invoice | null> {
      const [row] = await db<Row[]>`select * from invoices where appointment_id = ${appointmentId}`;
      return row ? toInvoice(row) : null;
    },
    /** The invoice behind a customer's link, with what its document shows beyond the synced shape. */
    async byToken(token: string) {
      const [row] = await sql<Row[]>`select * from invoices where public_token = ${token}`;
      return row
        ? {
            invoice: toInvoice(row),
            customerAddress: String(row.customer_address),
            signaturePng: String(row.signature_png),
          }
        : null;
    },
    async hasAfterPhoto(tx: Tx, appointmentId: string): Promise<boolean> {
      const [row] = await tx`
        select 1 from job_photos where appointment_id = ${appointmentId} and photo_type = 'after' and deleted_at is null limit 1`;
      return row !== undefined;
    },
    async markDone(tx: Tx, v: number, appointmentId: string, notes: string | null, userId: string, at: Date) {
      await tx`
        update appointments set office_notes = ${notes}, done_at = ${at}, done_by = ${userId}, version = ${v}
        where id = ${appointmentId}`;
    },
    /**
     * The next invoice number: the counter row is updated in the caller's transaction, so its lock
     * serialises concurrent issuers and a rolled-back issue takes its number back with it.
     */
    async nextNumber(tx: Tx): Promise<number> {
      const [row] = await tx<{ last_number: number }[]>`
        update invoice_counters set last_number = last_number + 1 where company = ${INVOICE_COMPANY}
        returning last_number`;
      if (!row) throw new Error('invoice_counters has no row for the company; migrations did not run');
      return row.last_number;
    },
    async insert(tx: Tx, v: number, number: number, w: InvoiceWrite, userId: string, at: Date): Promise<Invoice> {
      const [row] = await tx<Row[]>`
        insert into invoices (company, number, appointment_id, estimate_id, price_book_number, lines, total_cents,
          public_token, customer_name, customer_email, customer_phone, customer_address,
          signer_name, signed_at, signature_png, issued_at, issued_by, version)
        select ${INVOICE_COMPANY}, ${number}, a.id, ${w.estimateId}, ${w.priceBookNumber}, ${tx.json(w.lines as never)},
          ${w.totalCents}, ${w.publicToken}, full_name(a.first_name, a.last_name), a.email, a.phone, a.address,
          ${w.signerName}, ${w.signedAt}, ${w.signaturePng}, ${at}, ${userId}, ${v}
        from appointments a where a.id = ${w.appointmentId}
        returning *`;
      return toInvoice(row as Row);
    },
  };
}
export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
