/**
 * Loads (decisions 0200–0201): `recordLoad`, the crew's dump ticket or donation receipt
 * recorded at the facility (offline; a replay is the same load), shared among its jobs by truck
 * share with the one shared allocation; a job's loads; the office's monthly report and CSV.
 */
import {
  addDays,
  allocateByShare,
  calendarDateOf,
  centsAsDecimal,
  FACILITY_KIND_LABELS,
  isDiverted,
  LOAD_FATE_LABELS,
  LOAD_MATERIAL_LABELS,
  type Load,
  type LoadShare,
  type LoadsCsvQuery,
  type LoadsQuery,
  loadFate,
  loadsByMonth,
  startOfDayInZone,
  tenthsAsDecimal,
} from '@haul/shared';
import { stringify } from 'csv-stringify/sync';
import { assertActsFor } from '../auth/acting-as.ts';
import type { Clock } from '../clock.ts';
import type { LoadsRepository } from '../db/repositories/loads.ts';
import type { PricingRepository } from '../db/repositories/pricing.ts';
import { ApiFailure, notFound } from '../http/errors.ts';
import { companyTimestamp, inertCell } from './payroll-export.ts';
import { assertOnJob } from './pricing.ts';
import type { MutationWrite } from './versioned-write.ts';

const BOM = '\uFEFF';

/** The twelve months ending with `month` ('YYYY-MM'), oldest first. */
export function monthsEnding(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = y * 12 + (m - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const firstDay = (month: string) => `${month}-01`;
function addMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export const LOADS_CSV_COLUMNS = [
  'Dumped at (Atlanta time)',
  'Facility',
  'Facility kind',
  'Counts as',
  'Diverted',
  'Ticket or receipt',
  'Material',
  'Net pounds',
  'Cubic yards',
  'Fee',
  'Charity',
  'Items',
  'Truck',
  'Jobs',
  'Recorded by',
] as const;

export function loadsService(repo: LoadsRepository, jobs: PricingRepository, clock: Clock) {
  return {
    /**
     * The crew's load: stored once by its id (a replay answers the stored load), shared among the
     * jobs on it by truck share; crews only for themselves and on jobs they are on.
     */
    async record({ tx, version, user, args }: MutationWrite<'recordLoad'>): Promise<Load> {
      assertActsFor(user, args.employeeId);
      const existing = await repo.load(tx, args.id);
      if (existing) return existing;
      const facility = await repo.facility(tx, args.facilityId);
      if (!facility)
        throw new ApiFailure(422, 'unknown_facility', 'That facility is not on the office’s list. Choose another.');
      if (args.truckId && !(await repo.truckExists(tx, args.truckId)))
        throw new ApiFailure(422, 'unknown_truck', 'That truck is not on the office’s list.');
      for (const share of args.shares) {
        const job = await jobs.job(tx, share.appointmentId);
        if (!job) throw notFound('One of the jobs on this load does not exist.');
        assertOnJob(user, job);
      }
      const netPounds = args.netPounds ?? null;
      const volumeTenths = netPounds === null ? (args.volumeTenths ?? null) : null;
      const weights = args.shares.map((s) => s.shareEighths);
      const pounds = netPounds === null ? null : allocateByShare(netPounds, weights);
      const volume = volumeTenths === null ? null : allocateByShare(volumeTenths, weights);
      const fees = allocateByShare(args.feeCents, weights);
      const shares: LoadShare[] = args.shares.map((s, i) => ({
        appointmentId: s.appointmentId,
        shareEighths: s.shareEighths,
        pounds: pounds?.[i] ?? null,
        volumeTenths: volume?.[i] ?? null,
        feeCents: fees[i] ?? 0,
      }));
      const donation = facility.kind === 'donation';
      return repo.insert(
        tx,
        version,
        {
          id: args.id,
          facilityId: args.facilityId,
          facilityKind: facility.kind,
          facilityName: facility.name,
          truckId: args.truckId ?? null,
          employeeId: args.employeeId,
          ticketNumber: args.ticketNumber,
          material: args.material,
          netPounds,
          volumeTenths,
          feeCents: args.feeCents,
          photoId: args.photoId ?? null,
          charity: donation ? (args.charity ?? facility.name) : null,
          items: donation ? (args.items ?? null) : null,
          dumpedAt: args.dumpedAt,
          shares,
        },
        user.id,
      );
    },

    async forJob(appointmentId: string) {
      if (!(await repo.appointmentExists(appointmentId))) throw notFound('That job does not exist.');
      const loads = await repo.forJob(appointmentId);
      const pounds = loads.reduce((a, l) => a + (l.pounds ?? 0), 0);
      const divertedPounds = loads
        .filter((l) => isDiverted(loadFate(l.facilityKind, l.material)))
        .reduce((a, l) => a + (l.pounds ?? 0), 0);
      return {
        loads,
        totals: { pounds, divertedPounds, feeCents: loads.reduce((a, l) => a + l.feeCents, 0) },
      };
    },

    /** The twelve months ending with `month` (this month when absent), and that month's loads. */
    async report(q: LoadsQuery) {
      const month = q.month ?? calendarDateOf(clock.now()).slice(0, 7);
      const months = monthsEnding(month);
      const from = startOfDayInZone(firstDay(months[0] as string));
      const to = startOfDayInZone(firstDay(addMonth(month)));
      const facts = await repo.facts(from, to);
      const list = await repo.list(startOfDayInZone(firstDay(month)), to);
      return { month, months: loadsByMonth(facts, months), loads: list };
    },

    async csv(q: LoadsCsvQuery): Promise<{ fileName: string; body: string }> {
      const rows = await repo.list(startOfDayInZone(q.from), startOfDayInZone(addDays(q.to, 1)));
      const body = stringify(
        [
          [...LOADS_CSV_COLUMNS],
          ...rows.map((l) => {
            const fate = loadFate(l.facilityKind, l.material);
            return [
              companyTimestamp(l.dumpedAt),
              inertCell(l.facilityName),
              FACILITY_KIND_LABELS[l.facilityKind],
              LOAD_FATE_LABELS[fate],
              isDiverted(fate) ? 'yes' : 'no',
              inertCell(l.ticketNumber),
              LOAD_MATERIAL_LABELS[l.material],
              l.netPounds === null ? '' : String(l.netPounds),
              l.volumeTenths === null ? '' : tenthsAsDecimal(l.volumeTenths),
              centsAsDecimal(l.feeCents),
              inertCell(l.charity ?? ''),
              inertCell(l.items ?? ''),
              inertCell(l.truckName ?? ''),
              inertCell(l.jobs.map((j) => `${j.customerName} (${j.address})`).join('; ')),
              inertCell(l.recordedByName ?? ''),
            ];
          }),
        ],
        { record_delimiter: 'windows' },
      );
      return { fileName: `loads-${q.from}-to-${q.to}.csv`, body: BOM + body };
    },
  };
}
export type LoadsService = ReturnType<typeof loadsService>;
