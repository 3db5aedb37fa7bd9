/** Price-book versions and estimates: the only SQL behind pricing on site (decision 0190). */
import type {
  Estimate,
  EstimateLine,
  EstimateSelection,
  PriceBook,
  PriceBookContent,
  SignEstimate,
} from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { toEstimate, toPriceBook } from './synced-rows.ts';

type Row = Record<string, unknown>;

/** What the pricing rules need to know of a job. */
export interface JobFacts {
  id: string;
  status: string;
  assignedEmployeeIds: string[];
}

export interface EstimateWrite {
  id: string;
  appointmentId: string;
  priceBookNumber: number;
  selection: EstimateSelection;
  lines: EstimateLine[];
  totalCents: number;
  linesHash: string;
  /** The version of the copy the edit was made on; absent for a new estimate and from older apps. */
  baseVersion?: number | undefined;
}

/** An estimate as it stands when a stale edit of it is refused, and whether the office wrote it last. */
export interface NewerEstimate {
  estimate: Estimate;
  byOffice: boolean;
}

export function pricingRepository(sql: Sql) {
  return {
    async listBooks(): Promise<PriceBook[]> {
      const rows = await sql<Row[]>`select * from price_books where deleted_at is null order by number desc`;
      return rows.map(toPriceBook);
    },
    async currentBook(db: Sql | Tx = sql): Promise<PriceBook | null> {
      const [row] = await db<Row[]>`
        select * from price_books where deleted_at is null order by number desc limit 1`;
      return row ? toPriceBook(row) : null;
    },
    async book(db: Sql | Tx, number: number): Promise<PriceBook | null> {
      const [row] = await db<Row[]>`select * from price_books where number = ${number}`;
      return row ? toPriceBook(row) : null;
    },
    /** The next number after the highest; callers hold the change-version lock, which serialises this. */
    async insertBook(
      tx: Tx,
      v: number,
      number: number,
      content: PriceBookContent,
      note: string | null,
      userId: string,
    ) {
      const [row] = await tx<Row[]>`
        insert into price_books (number, tiers, items, surcharges, note, created_by, version)
        values (${number}, ${tx.json(content.tiers as never)}, ${tx.json(content.items as never)},
          ${tx.json(content.surcharges as never)}, ${note}, ${userId}, ${v})
        returning *`;
      return toPriceBook(row as Row);
    },

    async job(tx: Sql | Tx, appointmentId: string): Promise<JobFacts | null> {
      const [row] = await tx<{ id: string; status: string; assigned_employee_ids: string[] }[]>`
        select id, status, assigned_employee_ids from appointments where id = ${appointmentId} and deleted_at is null`;
      return row ? { id: row.id, status: row.status, assignedEmployeeIds: row.assigned_employee_ids } : null;
    },
    async invoiced(tx: Sql | Tx, appointmentId: string): Promise<boolean> {
      const [row] = await tx`select 1 from invoices where appointment_id = ${appointmentId}`;
      return row !== undefined;
    },
    async estimate(tx: Sql | Tx, id: string): Promise<Estimate | null> {
      const [row] = await tx<Row[]>`select * from estimates where id = ${id} and deleted_at is null`;
      return row ? toEstimate(row) : null;
    },
    async estimateForJob(tx: Sql | Tx, appointmentId: string): Promise<Estimate | null> {
      const [row] = await tx<Row[]>`
        select * from estimates where appointment_id = ${appointmentId} and deleted_at is null`;
      return row ? toEstimate(row) : null;
    },
    /**
     * Creates or replaces the lines; a change of lines clears the signature (it covered other lines).
     * Null, and nothing written, when the edit was made on a copy older than someone else's last
     * pricing or signature (`edited_version` after `baseVersion`, decision 0260): a user's own
     * earlier writes never refuse their next one, and an edit with no base applies as before.
     */
    async saveEstimate(tx: Tx, v: number, e: EstimateWrite, userId: string, now: Date): Promise<Estimate | null> {
      const base = e.baseVersion ?? null;
      const [row] = await tx<Row[]>`
        insert into estimates (id, appointment_id, price_book_number, selection, lines, total_cents, lines_hash,
          recorded_by, created_at, updated_at, version, edited_version, edited_by)
        values (${e.id}, ${e.appointmentId}, ${e.priceBookNumber}, ${tx.json(e.selection as never)},
          ${tx.json(e.lines as never)}, ${e.totalCents}, ${e.linesHash}, ${userId}, ${now}, ${now}, ${v}, ${v}, ${userId})
        on conflict (id) do update set
          price_book_number = excluded.price_book_number, selection = excluded.selection, lines = excluded.lines,
          total_cents = excluded.total_cents, lines_hash = excluded.lines_hash, recorded_by = excluded.recorded_by,
          updated_at = excluded.updated_at, version = excluded.version,
          edited_version = excluded.edited_version, edited_by = excluded.edited_by,
          signed_hash = case when estimates.lines_hash = excluded.lines_hash then estimates.signed_hash end,
          signer_name = case when estimates.lines_hash = excluded.lines_hash then estimates.signer_name end,
          signed_at = case when estimates.lines_hash = excluded.lines_hash then estimates.signed_at end,
          signature_strokes = case when estimates.lines_hash = excluded.lines_hash then estimates.signature_strokes end,
          signature_png = case when estimates.lines_hash = excluded.lines_hash then estimates.signature_png end,
          signed_recorded_by = case when estimates.lines_hash = excluded.lines_hash then estimates.signed_recorded_by end
        where ${base}::bigint is null or estimates.edited_version <= ${base}::bigint
          or estimates.edited_by = ${userId}::uuid
        returning *`;
      return row ? toEstimate(row) : null;
    },
    /** The estimate a stale edit was refused over, and whether an admin wrote it last (decision 0260). */
    async newerEstimate(tx: Tx, id: string): Promise<NewerEstimate | null> {
      const [row] = await tx<Row[]>`
        select e.*, coalesce(u.role = 'admin', false) as by_office
        from estimates e left join users u on u.id = e.edited_by where e.id = ${id}`;
      return row ? { estimate: toEstimate(row), byOffice: row.by_office === true } : null;
    },
    async sign(tx: Tx, v: number, s: SignEstimate, userId: string, now: Date): Promise<Estimate> {
      const [row] = await tx<Row[]>`
        update estimates set signed_hash = ${s.linesHash}, signer_name = ${s.signerName}, signed_at = ${s.signedAt},
          signature_strokes = ${tx.json(s.strokes as never)}, signature_png = ${s.png}, signed_recorded_by = ${userId},
          updated_at = ${now}, version = ${v}, edited_version = ${v}, edited_by = ${userId}
        where id = ${s.estimateId} and lines_hash = ${s.linesHash} and deleted_at is null
        returning *`;
      return toEstimate(row as Row);
    },
  };
}
export type PricingRepository = ReturnType<typeof pricingRepository>;
