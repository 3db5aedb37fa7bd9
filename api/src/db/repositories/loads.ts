/** Loads and their shares per job (decision 0200): the only SQL behind them. */
import type { JobLoads, Load, LoadFact, LoadListRow, LoadShare } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { iso } from '../rows.ts';
import { toLoad } from './synced-rows.ts';

type Row = Record<string, unknown>;

export interface LoadWrite {
  id: string;
  facilityId: string;
  facilityKind: Load['facilityKind'];
  facilityName: string;
  truckId: string | null;
  employeeId: string;
  ticketNumber: string;
  material: Load['material'];
  netPounds: number | null;
  volumeTenths: number | null;
  feeCents: number;
  photoId: string | null;
  charity: string | null;
  items: string | null;
  dumpedAt: string;
  shares: LoadShare[];
}

type JobLoadRow = JobLoads['loads'][number];

const toFact = (r: Row): LoadFact => ({
  facilityKind: r.facility_kind as LoadFact['facilityKind'],
  charity: (r.charity as string | null) ?? null,
  material: r.material as LoadFact['material'],
  netPounds: r.net_pounds === null ? null : Number(r.net_pounds),
  volumeTenths: r.volume_tenths === null ? null : Number(r.volume_tenths),
  feeCents: Number(r.fee_cents),
  dumpedAt: iso(r.dumped_at as Date),
});

export function loadsRepository(sql: Sql) {
  return {
    async load(db: Sql | Tx, id: string): Promise<Load | null> {
      const [row] = await db<Row[]>`select * from loads where id = ${id}`;
      return row ? toLoad(row) : null;
    },
    /** Any facility ever listed: a load recorded offline still counts if the office removed it since. */
    async facility(tx: Tx, id: string) {
      const [row] = await tx<{ kind: Load['facilityKind']; name: string }[]>`
        select kind, name from facilities where id = ${id}`;
      return row ?? null;
    },
    async truckExists(tx: Tx, id: string): Promise<boolean> {
      return (await tx`select 1 from trucks where id = ${id}`).length > 0;
    },
    async insert(tx: Tx, v: number, l: LoadWrite, userId: string): Promise<Load> {
      const [row] = await tx<Row[]>`
        insert into loads (id, facility_id, facility_kind, facility_name, truck_id, employee_id, ticket_number,
          material, net_pounds, volume_tenths, fee_cents, photo_id, charity, items, dumped_at, shares,
          recorded_by, version)
        values (${l.id}, ${l.facilityId}, ${l.facilityKind}, ${l.facilityName}, ${l.truckId}, ${l.employeeId},
          ${l.ticketNumber}, ${l.material}, ${l.netPounds}, ${l.volumeTenths}, ${l.feeCents}, ${l.photoId},
          ${l.charity}, ${l.items}, ${l.dumpedAt}, ${tx.json(l.shares as never)}, ${userId}, ${v})
        returning *`;
      for (const s of l.shares)
        await tx`
          insert into load_shares (load_id, appointment_id, share_eighths, pounds, volume_tenths, fee_cents)
          values (${l.id}, ${s.appointmentId}, ${s.shareEighths}, ${s.pounds}, ${s.volumeTenths}, ${s.feeCents})`;
      return toLoad(row as Row);
    },

    /** The facts the report and the impact page are computed from, between two instants. */
    async facts(from: Date, to: Date, db: Sql | Tx = sql): Promise<LoadFact[]> {
      const rows = await db<Row[]>`
        select facility_kind, charity, material, net_pounds, volume_tenths, fee_cents, dumped_at from loads
        where deleted_at is null and dumped_at >= ${from} and dumped_at < ${to}
        order by dumped_at, id`;
      return rows.map(toFact);
    },

    /** The loads between two instants, oldest first, with their jobs. */
    async list(from: Date, to: Date): Promise<LoadListRow[]> {
      const rows = await sql<Row[]>`
        select l.*, t.name as truck_name,
          coalesce(full_name(e.first_name, e.last_name), u.username) as recorded_by_name,
          coalesce((select jsonb_agg(jsonb_build_object('appointmentId', a.id,
              'customerName', full_name(a.first_name, a.last_name), 'address', a.address) order by a.id)
            from load_shares s join appointments a on a.id = s.appointment_id where s.load_id = l.id), '[]') as jobs
        from loads l
        join users u on u.id = l.recorded_by
        left join employees e on e.id = u.employee_id
        left join trucks t on t.id = l.truck_id
        where l.deleted_at is null and l.dumped_at >= ${from} and l.dumped_at < ${to}
        order by l.dumped_at, l.id`;
      return rows.map((r) => ({
        ...toLoad(r),
        jobs: r.jobs as LoadListRow['jobs'],
        recordedByName: (r.recorded_by_name as string | null) ?? null,
        truckName: (r.truck_name as string | null) ?? null,
      }));
    },

    async forJob(appointmentId: string): Promise<JobLoadRow[]> {
      const rows = await sql<Row[]>`
        select l.id, l.facility_name, l.facility_kind, l.material, l.ticket_number, l.dumped_at, l.photo_id,
          l.charity, s.pounds, s.volume_tenths, s.fee_cents
        from load_shares s join loads l on l.id = s.load_id
        where s.appointment_id = ${appointmentId} and l.deleted_at is null
        order by l.dumped_at, l.id`;
      return rows.map((r) => ({
        loadId: String(r.id),
        facilityName: String(r.facility_name),
        facilityKind: r.facility_kind as Load['facilityKind'],
        material: r.material as Load['material'],
        ticketNumber: String(r.ticket_number),
        dumpedAt: iso(r.dumped_at as Date),
        pounds: r.pounds === null ? null : Number(r.pounds),
        volumeTenths: r.volume_tenths === null ? null : Number(r.volume_tenths),
        feeCents: Number(r.fee_cents),
        photoId: (r.photo_id as string | null) ?? null,
        charity: (r.charity as string | null) ?? null,
      }));
    },
    async appointmentExists(id: string): Promise<boolean> {
      return (await sql`select 1 from appointments where id = ${id}`).length > 0;
    },
  };
}
export type LoadsRepository = ReturnType<typeof loadsRepository>;
