/**
 * Compliance on the line items (decision 0231): the office's disposal partners, the
 * check a completion must pass (the shared `complianceProblem`, the same the phone runs), the
 * records it writes in the completion's transaction, and the log an inspector reads (page + CSV).
 */
import {
  addDays,
  type ComplianceEntry,
  type ComplianceLogQuery,
  type ComplianceLogRow,
  complianceNeeds,
  complianceProblem,
  type DisposalPartner,
  type DisposalPartnerCreate,
  type EstimateLine,
  type PriceItem,
  startOfDayInZone,
  type User,
} from '@haul/shared';
import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../clock.ts';
import { writeVersioned } from '../db/change-version.ts';
import type { Sql, Tx } from '../db/client.ts';
import type { ComplianceRepository } from '../db/repositories/compliance.ts';
import { ApiFailure, notFound } from '../http/errors.ts';
import { companyTimestamp, inertCell } from './payroll-export.ts';

const BOM = '\uFEFF';
/** An inspector's year, and then some; a longer range is refused rather than read whole. */
const MAX_LOG_DAYS = 366;

export const COMPLIANCE_CSV_COLUMNS = [
  'Done at (Atlanta time)',
  'Invoice',
  'Customer',
  'Address',
  'Kind',
  'Item',
  'Count',
  'Carrier or recycler',
  'Permit or certification',
  'Refrigerant recovered by',
  'Recovered on',
  'Recorded by',
] as const;

const kindLabel = (kind: ComplianceLogRow['kind']) => (kind === 'tyre' ? 'Tyres' : 'Refrigerant appliance');

export function complianceCsvRows(rows: ComplianceLogRow[]): string[][] {
  return rows.map((r) => [
    companyTimestamp(r.doneAt),
    String(r.invoiceNumber),
    inertCell(r.customerName),
    inertCell(r.address),
    kindLabel(r.kind),
    inertCell(r.itemLabel),
    String(r.quantity),
    inertCell(r.partnerName ?? ''),
    inertCell(r.partnerPermit ?? ''),
    inertCell(r.recoveredBy ?? ''),
    r.recoveredOn ?? '',
    inertCell(r.recordedByName ?? ''),
  ]);
}

function rangeOf(q: ComplianceLogQuery) {
  if (q.to < q.from) throw new ApiFailure(400, 'bad_range', 'The end date is before the start date.');
  if (Date.parse(q.to) - Date.parse(q.from) > MAX_LOG_DAYS * 86_400_000)
    throw new ApiFailure(400, 'range_too_long', 'Choose at most a year at a time.');
  return { from: startOfDayInZone(q.from), to: startOfDayInZone(addDays(q.to, 1)) };
}

export function complianceService(sql: Sql, repo: ComplianceRepository, clock: Clock) {
  return {
    partners: () => repo.partners(),
    addPartner: (user: User, p: DisposalPartnerCreate): Promise<DisposalPartner> =>
      writeVersioned(sql, (tx, v) => repo.addPartner(tx, v, p, user.id)),
    async removePartner(id: string): Promise<void> {
      const removed = await writeVersioned(sql, (tx, v) => repo.removePartner(tx, v, id, clock.now()));
      if (!removed) throw notFound('No disposal partner with that id.');
    },

    /**
     * Inside the completion's transaction, before the invoice is issued: refuses (422) a job
     * whose refrigerant or tyre lines lack their record, or any tyre line while no carrier is set
     * up; otherwise returns the writer of the records for the issued invoice.
     */
    async check(tx: Tx, lines: EstimateLine[], items: PriceItem[], entries: ComplianceEntry[]) {
      const needs = complianceNeeds(lines, items);
      const partners = needs.length > 0 ? await repo.partners(tx) : [];
      const problem = complianceProblem(needs, entries, partners);
      if (problem) throw new ApiFailure(422, problem.code, problem.message);
      return async (invoice: { id: string; appointmentId: string }, user: User, at: Date) => {
        const records = needs.map((need) => {
          const entry = entries.find((e) => e.itemCode === need.itemCode);
          const partner = partners.find((p) => p.id === entry?.partnerId) ?? null;
          return {
            invoiceId: invoice.id,
            appointmentId: invoice.appointmentId,
            kind: need.kind,
            itemCode: need.itemCode,
            itemLabel: need.label,
            quantity: need.quantity,
            partner,
            // A named partner is the record; typed names beside it are not kept.
            recoveredBy: partner ? null : (entry?.recoveredBy ?? null),
            recoveredOn: partner ? null : (entry?.recoveredOn ?? null),
          };
        });
        await repo.insertRecords(tx, records, user.id, at);
      };
    },

    async log(q: ComplianceLogQuery): Promise<ComplianceLogRow[]> {
      const { from, to } = rangeOf(q);
      return repo.log(from, to);
    },
    async csv(q: ComplianceLogQuery): Promise<{ fileName: string; body: string }> {
      const rows = await this.log(q);
      const body = stringify([[...COMPLIANCE_CSV_COLUMNS], ...complianceCsvRows(rows)], {
        record_delimiter: 'windows',
      });
      return { fileName: `compliance-${q.from}-to-${q.to}.csv`, body: BOM + body };
    },
  };
}
export type ComplianceService = ReturnType<typeof complianceService>;
