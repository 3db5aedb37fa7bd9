/**
 * Trucks, facilities and truck days (decision 0200): the office keeps them (admins
 * only, bad input refused with nothing changed); they sync to phones, a crew member receiving
 * only their own truck days.
 */
import type { Facility, Truck, TruckDay } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readError, useHarness } from './harness.ts';
import { pullAll } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;
let crew: string;

beforeAll(async () => {
  admin = await h.signIn('admin');
  crew = await h.signIn('crew');
});

async function addTruck(name: string, plate: string, capacityCubicYards = 16) {
  const res = await h.json('POST', '/api/office/trucks', { name, plate, capacityCubicYards }, { cookie: admin });
  expect(res.status).toBe(201);
  return (await res.json()) as Truck;
}

describe('trucks, facilities and who drives what', () => {
  it('only the office keeps trucks; a plate is on the list once; bad input changes nothing', async () => {
    expect(
      (await h.json('POST', '/api/office/trucks', { name: 'X', plate: 'X1', capacityCubicYards: 10 }, { cookie: crew }))
        .status,
    ).toBe(403);
    const truck = await addTruck('Truck 1', 'ga 4821xt', 16);
    expect(truck).toMatchObject({ name: 'Truck 1', plate: 'GA 4821XT', capacityCubicYards: 16 });
    const twice = await h.json(
      'POST',
      '/api/office/trucks',
      { name: 'Other', plate: 'GA 4821XT', capacityCubicYards: 12 },
      { cookie: admin },
    );
    expect(twice.status).toBe(409);
    expect((await readError(twice)).code).toBe('plate_in_use');
    const bad = await h.json(
      'POST',
      '/api/office/trucks',
      { name: 'Big', plate: 'B1', capacityCubicYards: 0 },
      { cookie: admin },
    );
    expect(bad.status).toBe(400);
    const list = (await (await h.json('GET', '/api/office/trucks', undefined, { cookie: admin })).json()) as {
      trucks: Truck[];
    };
    expect(list.trucks.map((t) => t.plate)).toEqual(['GA 4821XT']);
  });

  it('facilities of the five kinds sync to the crew; a removed one leaves their phones', async () => {
    const res = await h.json(
      'POST',
      '/api/office/facilities',
      { kind: 'waste_to_energy', name: 'Covanta Fulton' },
      { cookie: admin },
    );
    expect(res.status).toBe(201);
    const plant = (await res.json()) as Facility;
    expect(
      (await h.json('POST', '/api/office/facilities', { kind: 'incinerator', name: 'X' }, { cookie: admin })).status,
    ).toBe(400);
    const { rows, last } = await pullAll(h, crew);
    expect(rows.get(plant.id)).toMatchObject({ kind: 'waste_to_energy', name: 'Covanta Fulton', address: null });
    expect((await h.json('DELETE', `/api/office/facilities/${plant.id}`, undefined, { cookie: admin })).status).toBe(
      204,
    );
    expect((await h.json('DELETE', `/api/office/facilities/${plant.id}`, undefined, { cookie: admin })).status).toBe(
      404,
    );
    const after = await pullAll(h, crew, last.cursor);
    expect(after.last.deletes.facilities).toContain(plant.id);
  });

  it('puts a crew member on one truck a day; their phone receives it, and clearing it removes it', async () => {
    const one = await addTruck('Truck 2', 'GA 100AA');
    const two = await addTruck('Truck 3', 'GA 200BB');
    const set = (truckId: string | null, employeeId = h.crewEmployeeId) =>
      h.json('PUT', '/api/office/truck-days', { date: '2025-01-06', employeeId, truckId }, { cookie: admin });
    expect((await set(one.id)).status).toBe(200);
    expect((await set(two.id)).status).toBe(200);
    const day = (await (
      await h.json('GET', '/api/office/truck-days?date=2025-01-06', undefined, { cookie: admin })
    ).json()) as { truckDays: TruckDay[] };
    expect(day.truckDays.map((d) => [d.employeeId, d.truckId])).toEqual([[h.crewEmployeeId, two.id]]);
    const { rows, last } = await pullAll(h, crew);
    const mine = [...rows.values()].filter((r) => 'truckId' in r && 'date' in r);
    expect(mine).toEqual([expect.objectContaining({ truckId: two.id, date: '2025-01-06' })]);

    expect((await set('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await set(two.id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await set(null)).status).toBe(200);
    const cleared = await pullAll(h, crew, last.cursor);
    expect(cleared.last.deletes.truckDays).toHaveLength(1);
  });
});
