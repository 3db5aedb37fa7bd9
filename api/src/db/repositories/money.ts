/** The office's money figures and the accountant's CSV: the only SQL behind them (decision 0195). */
import type { MoneyEntry, MoneyInvoice } from '@haul/shared';
import type { Sql } from '../client.ts';

export interface MoneyCsvRow {
  kind: 'invoice' | 'payment' | 'refund';
  at: Date;
  number: number;
  customer_name: string;
  lead_source: string;
  status: 'open' | 'paid' | 'void';
  amount_cents: number;
  method: string | null;
  card_last4: string | null;
  approval_code: string | null;
  reason: string | null;
}

export function moneyRepository(sql: Sql) {
  return {
    /**
     * Invoices the report needs: every open one (outstanding), and every one issued, paid or
     * refunded since `from`; with the job's lead source and the names of its crew.
     */
    async invoices(from: Date): Promise<MoneyInvoice[]> {
      const rows = await sql<
        {
          id: string;
          number: number;
          appointment_id: string;
          customer_name: string;
          status: MoneyInvoice['status'];
          total_cents: number;
          paid_cents: number;
          issued_at: Date;
          lead_source: string;
          crew_ids: string[];
        }[]
      >`
        select i.id, i.number, i.appointment_id, i.customer_name, i.status, i.total_cents, i.paid_cents, i.issued_at,
          a.lead_source, a.assigned_employee_ids as crew_ids
        from invoices i join appointments a on a.id = i.appointment_id
        where i.deleted_at is null and (
          i.status = 'open' or i.issued_at >= ${from}
          or exists (select 1 from payments p where p.invoice_id = i.id and p.paid_at >= ${from})
          or exists (select 1 from payment_refunds r join payments p on p.id = r.payment_id
                     where p.invoice_id = i.id and r.created_at >= ${from}))`;
      const ids = [...new Set(rows.flatMap((r) => r.crew_ids))];
      const people =
        ids.length === 0
          ? []
          : await sql<{ id: string; name: string }[]>`
              select id, full_name(first_name, last_name) as name from employees where id = any(${ids}::uuid[])`;
      const names = new Map(people.map((p) => [p.id, p.name]));
      return rows.map((r) => ({
        id: r.id,
        number: r.number,
        appointmentId: r.appointment_id,
        customerName: r.customer_name,
        status: r.status,
        totalCents: r.total_cents,
        paidCents: r.paid_cents,
        issuedAt: r.issued_at.toISOString(),
        leadSource: r.lead_source,
        crew: r.crew_ids.map((id) => ({ id, name: names.get(id) ?? 'Former employee' })),
      }));
    },
    /** Payments (by payment time) and refunds (by the time they were recorded) since `from`. */
    async entries(from: Date): Promise<MoneyEntry[]> {
      const rows = await sql<{ kind: MoneyEntry['kind']; invoice_id: string; amount_cents: number; at: Date }[]>`
        select 'payment' as kind, p.invoice_id, p.amount_cents, p.paid_at as at from payments p where p.paid_at >= ${from}
        union all
        select 'refund' as kind, p.invoice_id, r.amount_cents, r.created_at as at
        from payment_refunds r join payments p on p.id = r.payment_id where r.created_at >= ${from}`;
      return rows.map((r) => ({
        kind: r.kind,
        invoiceId: r.invoice_id,
        amountCents: r.amount_cents,
        at: r.at.toISOString(),
      }));
    },
    /** Invoices issued, payments taken and refunds recorded in [from, to), oldest first. */
    async csvRows(from: Date, to: Date): Promise<MoneyCsvRow[]> {
      return sql<MoneyCsvRow[]>`
        select * from (
          select 'invoice' as kind, i.issued_at as at, i.number, i.customer_name, a.lead_source, i.status,
            i.total_cents as amount_cents, null as method, null as card_last4, null as approval_code, i.void_reason as reason
          from invoices i join appointments a on a.id = i.appointment_id
          where i.deleted_at is null and i.issued_at >= ${from} and i.issued_at < ${to}
          union all
          select 'payment', p.paid_at, i.number, i.customer_name, a.lead_source, i.status,
            p.amount_cents, p.method, p.card_last4, p.approval_code, null
          from payments p join invoices i on i.id = p.invoice_id join appointments a on a.id = i.appointment_id
          where i.deleted_at is null and p.paid_at >= ${from} and p.paid_at < ${to}
          union all
          select 'refund', r.created_at, i.number, i.customer_name, a.lead_source, i.status,
            r.amount_cents, p.method, p.card_last4, null, r.reason
          from payment_refunds r join payments p on p.id = r.payment_id join invoices i on i.id = p.invoice_id
            join appointments a on a.id = i.appointment_id
          where i.deleted_at is null and r.created_at >= ${from} and r.created_at < ${to}
        ) rows order by at, number, kind`;
    },
  };
}
export type MoneyRepository = ReturnType<typeof moneyRepository>;
