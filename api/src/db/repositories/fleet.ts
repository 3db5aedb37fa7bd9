/** Trucks, facilities and truck days (decision 0200): the only SQL behind them. */
import type { Facility, FacilityCreate, Truck, TruckCreate, TruckDay } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { toFacility, toTruck, toTruckDay } from './synced-rows.ts';

type Row = Record<string, unknown>;

export function fleetRepository(sql: Sql) {
  return {
    async trucks(db: Sql | Tx = sql): Promise<Truck[]> {
      const rows = await db<Row[]>`select * from trucks where deleted_at is null order by name, id`;
      return rows.map(toTruck);
    },
    async truck(db: Sql | Tx, id: string): Promise<Truck | null> {
      const [row] = await db<Row[]>`select * from trucks where id = ${id} and deleted_at is null`;
      return row ? toTruck(row) : null;
    },
    async plateInUse(tx: Tx, plate: string): Promise<boolean> {
      const rows = await tx`select 1 from trucks where plate = ${plate} and deleted_at is null`;
      return rows.length > 0;
    },
    async addTruck(tx: Tx, v: number, t: TruckCreate): Promise<Truck> {
      const [row] = await tx<Row[]>`
        insert into trucks (name, plate, capacity_cubic_yards, version)
        values (${t.name}, ${t.plate}, ${t.capacityCubicYards}, ${v}) returning *`;
      return toTruck(row as Row);
    },
    /** Removes the truck and the days it was set for from `today` on. False when there was none. */
    async removeTruck(tx: Tx, v: number, id: string, at: Date, today: string): Promise<boolean> {
      const rows = await tx`
        update trucks set deleted_at = ${at}, version = ${v} where id = ${id} and deleted_at is null returning id`;
      if (rows.length === 0) return false;
      await tx`
        update truck_days set deleted_at = ${at}, version = ${v}
        where truck_id = ${id} and date >= ${today} and deleted_at is null`;
      return true;
    },

    async facilities(db: Sql | Tx = sql): Promise<Facility[]> {
      const rows = await db<Row[]>`select * from facilities where deleted_at is null order by kind, name, id`;
      return rows.map(toFacility);
    },
    async facility(db: Sql | Tx, id: string): Promise<Facility | null> {
      const [row] = await db<Row[]>`select * from facilities where id = ${id} and deleted_at is null`;
      return row ? toFacility(row) : null;
    },
    async addFacility(tx: Tx, v: number, f: FacilityCreate): Promise<Facility> {
      const [row] = await tx<Row[]>`
        insert into facilities (kind, name, address, version)
        values (${f.kind}, ${f.name}, ${f.address ?? null}, ${v}) returning *`;
      return toFacility(row as Row);
    },
    async removeFacility(tx: Tx, v: number, id: string, at: Date): Promise<boolean> {
      const rows = await tx`
        update facilities set deleted_at = ${at}, version = ${v} where id = ${id} and deleted_at is null returning id`;
      return rows.length > 0;
    },

    async truckDays(date: string): Promise<TruckDay[]> {
      const rows = await sql<Row[]>`
        select * from truck_days where date = ${date} and deleted_at is null order by created_at, id`;
      return rows.map(toTruckDay);
    },
    async employeeExists(tx: Tx, id: string): Promise<boolean> {
      const rows = await tx`select 1 from employees where id = ${id}`;
      return rows.length > 0;
    },
    /** Puts the employee on `truckId` that day (replacing another truck), or clears it (null). */
    async setTruckDay(
      tx: Tx,
      v: number,
      date: string,
      employeeId: string,
      truckId: string | null,
      at: Date,
    ): Promise<TruckDay | null> {
      const [current] = await tx<Row[]>`
        select * from truck_days where date = ${date} and employee_id = ${employeeId} and deleted_at is null
        for update`;
      if (current && current.truck_id === truckId) return toTruckDay(current);
      if (current)
        await tx`update truck_days set deleted_at = ${at}, version = ${v} where id = ${current.id as string}`;
      if (truckId === null) return null;
      const [row] = await tx<Row[]>`
        insert into truck_days (date, employee_id, truck_id, version)
        values (${date}, ${employeeId}, ${truckId}, ${v}) returning *`;
      return toTruckDay(row as Row);
    },
  };
}
export type FleetRepository = ReturnType<typeof fleetRepository>;
