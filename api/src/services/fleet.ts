/**
 * The office's trucks and facilities, and who is on which truck on a day (decision 0200).
 * Every write is one change version, so phones receive it with their next pull.
 */
import {
  calendarDateOf,
  type Facility,
  type FacilityCreate,
  type Truck,
  type TruckCreate,
  type TruckDay,
  type TruckDaySet,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import { writeVersioned } from '../db/change-version.ts';
import type { Sql } from '../db/client.ts';
import type { FleetRepository } from '../db/repositories/fleet.ts';
import { conflict, notFound } from '../http/errors.ts';

export function fleetService(sql: Sql, repo: FleetRepository, clock: Clock) {
  return {
    trucks: () => repo.trucks(),
    addTruck: (t: TruckCreate): Promise<Truck> =>
      writeVersioned(sql, async (tx, v) => {
        if (await repo.plateInUse(tx, t.plate))
          throw conflict('plate_in_use', `A truck with plate ${t.plate} is already on the list.`);
        return repo.addTruck(tx, v, t);
      }),
    async removeTruck(id: string): Promise<void> {
      const now = clock.now();
      const removed = await writeVersioned(sql, (tx, v) => repo.removeTruck(tx, v, id, now, calendarDateOf(now)));
      if (!removed) throw notFound('No truck with that id.');
    },

    facilities: () => repo.facilities(),
    addFacility: (f: FacilityCreate): Promise<Facility> => writeVersioned(sql, (tx, v) => repo.addFacility(tx, v, f)),
    async removeFacility(id: string): Promise<void> {
      const removed = await writeVersioned(sql, (tx, v) => repo.removeFacility(tx, v, id, clock.now()));
      if (!removed) throw notFound('No facility with that id.');
    },

    truckDays: (date: string) => repo.truckDays(date),
    setTruckDay: (s: TruckDaySet): Promise<TruckDay | null> =>
      writeVersioned(sql, async (tx, v) => {
        if (!(await repo.employeeExists(tx, s.employeeId))) throw notFound('No team member with that id.');
        if (s.truckId !== null && !(await repo.truck(tx, s.truckId))) throw notFound('No truck with that id.');
        return repo.setTruckDay(tx, v, s.date, s.employeeId, s.truckId, clock.now());
      }),
  };
}
export type FleetService = ReturnType<typeof fleetService>;
