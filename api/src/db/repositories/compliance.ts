/** Disposal partners and the compliance log (decision 0231): the only SQL behind them. */
import type { ComplianceLogRow, DisposalPartner, DisposalPartnerCreate } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { iso } from '../rows.ts';
import { toDisposalPartner } from './synced-rows.ts';

type Row = Record<string, unknown>;

export interface ComplianceRecordWrite {
  invoiceId: string;
  appointmentId: string;
  kind: 'refrigerant' | 'tyre';
  itemCode: string;
  itemLabel: string;
  quantity: number;
  partner: DisposalPartner | null;
  recoveredBy: string | null;
  recoveredOn: string | null;
}

export function complianceRepository(sql: Sql) {
  return {
    /** The partners in use (not removed), oldest first. */
    async partners(db: Sql | Tx = sql): Promise<DisposalPartner[]> {
      const rows = await db<Row[]>`
        select * from disposal_partners where deleted_at is null order by kind, created_at, id`;
      return rows.map(toDisposalPartner);
    },
    async addPartner(tx: Tx, v: number, p: DisposalPartnerCreate, userId: string): Promise<DisposalPartner> {
      const [row] = await tx<Row[]>`
        insert into disposal_partners (kind, name, permit, created_by, version)
        values (${p.kind}, ${p.name}, ${p.permit}, ${userId}, ${v}) returning *`;
      return toDisposalPartner(row as Row);
    },
    /** False when there was no such partner in use. */
    async removePartner(tx: Tx, v: number, id: string, at: Date): Promise<boolean> {
      const rows = await tx`
        update disposal_partners set deleted_at = ${at}, version = ${v}
        where id = ${id} and deleted_at is null returning id`;
      return rows.length > 0;
    },
    async insertRecords(tx: Tx, records: ComplianceRecordWrite[], userId: string, at: Date): Promise<void> {
      for (const r of records)
        await tx`
          insert into compliance_records (invoice_id, appointment_id, kind, item_code, item_label, quantity,
            partner_id, partner_name, partner_permit, recovered_by, recovered_on, recorded_by, recorded_at)
          values (${r.invoiceId}, ${r.appointmentId}, ${r.kind}, ${r.itemCode}, ${r.itemLabel}, ${r.quantity},
            ${r.partner?.id ?? null}, ${r.partner?.name ?? null}, ${r.partner?.permit ?? null},
            ${r.recoveredBy}, ${r.recoveredOn}, ${userId}, ${at})`;
    },
    /** The log between two instants (the company days' bounds), oldest first. */
    async log(from: Date, to: Date): Promise<ComplianceLogRow[]> {
      const rows = await sql<Row[]>`
        select c.id, c.appointment_id, i.number as invoice_number, c.recorded_at, c.kind, c.item_label, c.quantity,
          c.partner_name, c.partner_permit, c.recovered_by, to_char(c.recovered_on, 'YYYY-MM-DD') as recovered_on,
          full_name(a.first_name, a.last_name) as customer_name, a.address,
          coalesce(full_name(e.first_name, e.last_name), u.username) as recorded_by_name
        from compliance_records c
        join invoices i on i.id = c.invoice_id
        join appointments a on a.id = c.appointment_id
        join users u on u.id = c.recorded_by
        left join employees e on e.id = u.employee_id
        where c.recorded_at >= ${from} and c.recorded_at < ${to}
        order by c.recorded_at, i.number, c.item_code`;
      return rows.map((r) => ({
        id: String(r.id),
        appointmentId: String(r.appointment_id),
        invoiceNumber: Number(r.invoice_number),
        doneAt: iso(r.recorded_at as Date),
        customerName: String(r.customer_name),
        address: String(r.address),
        kind: r.kind as ComplianceLogRow['kind'],
        itemLabel: String(r.item_label),
        quantity: Number(r.quantity),
        partnerName: (r.partner_name as string | null) ?? null,
        partnerPermit: (r.partner_permit as string | null) ?? null,
        recoveredBy: (r.recovered_by as string | null) ?? null,
        recoveredOn: (r.recovered_on as string | null) ?? null,
        recordedByName: (r.recorded_by_name as string | null) ?? null,
      }));
    },
  };
}
export type ComplianceRepository = ReturnType<typeof complianceRepository>;
