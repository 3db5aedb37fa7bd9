/**
 * Demo loads (decision 0200): three trucks, the facilities a Metro Atlanta hauler uses, today's truck
 * for each active crew member, and a believable year of loads — busier in spring and summer, most
 * to the landfill or transfer station, a fifth donated, metal and cardboard recycled, some burned
 * for energy — so /admin/loads and /impact show real-looking figures on a fresh `pnpm start`.
 * Deterministic (a seeded generator, dates relative to the demo's today); loads on days that have
 * completed demo jobs are shared among them. Run once, right after the demo data is first seeded.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  allocateByShare,
  calendarDateOf,
  dayOfWeek,
  type FacilityKind,
  type LoadMaterial,
  type LoadShare,
  startOfDayInZone,
} from '@haul/shared';
import { writeVersioned } from '../change-version.ts';
import type { Sql } from '../client.ts';
import { seededRandom } from './random.ts';

const TRUCKS = [
  { name: 'Truck 1', plate: 'GA RHA 2041', yards: 15 },
  { name: 'Truck 2', plate: 'GA RHA 2187', yards: 15 },
  { name: 'Truck 3', plate: 'GA RHB 4410', yards: 20 },
] as const;

const FACILITIES: { kind: FacilityKind; name: string; address: string }[] = [
  { kind: 'landfill', name: 'Hickory Ridge Landfill', address: '3445 Moreland Ave, Conley, GA' },
  { kind: 'transfer_station', name: 'Southside Transfer Station', address: '1100 Lakewood Ave SE, Atlanta, GA' },
  { kind: 'recycler', name: 'Peach State Metals', address: '1800 Murphy Ave SW, Atlanta, GA' },
  { kind: 'recycler', name: 'Metro Cardboard & E-Waste', address: '950 Joseph E Lowery Blvd, Atlanta, GA' },
  { kind: 'recycler', name: 'Atlanta Yard Waste Composting', address: '2400 Jonesboro Rd, Atlanta, GA' },
  { kind: 'donation', name: 'Habitat for Humanity ReStore', address: '1055 Ponce de Leon Ave, Atlanta, GA' },
  { kind: 'donation', name: 'Goodwill Donation Center', address: '2201 Lawrenceville Hwy, Decatur, GA' },
  { kind: 'waste_to_energy', name: 'Fulton Waste-to-Energy Plant', address: '4200 Bakers Ferry Rd, Atlanta, GA' },
];

/** Busier in spring and summer (January = 0). */
const SEASON = [0.7, 0.75, 1, 1.15, 1.25, 1.3, 1.25, 1.2, 1.05, 1, 0.85, 0.8] as const;

interface Draw {
  facility: number;
  material: LoadMaterial;
  pounds: [number, number] | null;
  /** The scale's price per ton, in cents. */
  perTonCents: number;
}

function draw(next: () => number): Draw {
  const r = next();
  if (r < 0.3) return { facility: 0, material: 'mixed', pounds: [1_400, 4_800], perTonCents: 46_00 };
  if (r < 0.45)
    return { facility: 1, material: next() < 0.4 ? 'construction' : 'mixed', pounds: [900, 3_600], perTonCents: 52_00 };
  if (r < 0.55) return { facility: 2, material: 'metal', pounds: [300, 1_900], perTonCents: 0 };
  if (r < 0.63)
    return {
      facility: 3,
      material: next() < 0.6 ? 'cardboard_paper' : 'electronics',
      pounds: [150, 900],
      perTonCents: 0,
    };
  if (r < 0.68) return { facility: 4, material: 'yard_waste', pounds: [400, 1_600], perTonCents: 28_00 };
  // Donation centres: the ReStore weighs on its floor scale; Goodwill writes down the volume.
  if (r < 0.78) return { facility: 5, material: 'furniture', pounds: [250, 1_200], perTonCents: 0 };
  if (r < 0.88) return { facility: 6, material: 'household_goods', pounds: null, perTonCents: 0 };
  return { facility: 7, material: 'mixed', pounds: [1_200, 3_800], perTonCents: 58_00 };
}

const ITEMS = [
  'Sofa and two armchairs',
  'Dining table, six chairs',
  'Dresser, nightstands, lamps',
  'Boxes of kitchenware and books',
  'Bookshelves and a desk',
  'Patio set and a grill',
];

/** Returns a summary, or null when there is nothing to do (no employees, or loads already). */
export async function seedDemoLoads(sql: Sql, userId: string, now: Date): Promise<string | null> {
  const [existing] = await sql<{ n: number }[]>`select count(*)::int as n from loads`;
  if ((existing?.n ?? 0) > 0) return null;
  const crew = await sql<{ id: string }[]>`
    select id from employees where status = 'active' order by hire_date, id`;
  if (crew.length === 0) return null;
  const today = calendarDateOf(now);
  const jobs = await sql<{ id: string; date: string }[]>`
    select id, to_char(preferred_date, 'YYYY-MM-DD') as date from appointments
    where status = 'completed' and deleted_at is null order by preferred_date, preferred_time_slot, id`;
  const jobsOn = new Map<string, string[]>();
  for (const j of jobs) jobsOn.set(j.date, [...(jobsOn.get(j.date) ?? []), j.id]);
  const next = seededRandom(20_261_127);

  return writeVersioned(sql, async (tx, v) => {
    const truckIds: string[] = [];
    for (const t of TRUCKS) {
      const [row] = await tx<{ id: string }[]>`
        insert into trucks (name, plate, capacity_cubic_yards, version) values (${t.name}, ${t.plate}, ${t.yards}, ${v})
        returning id`;
      truckIds.push((row as { id: string }).id);
    }
    const facilityIds: string[] = [];
    for (const f of FACILITIES) {
      const [row] = await tx<{ id: string }[]>`
        insert into facilities (kind, name, address, version) values (${f.kind}, ${f.name}, ${f.address}, ${v})
        returning id`;
      facilityIds.push((row as { id: string }).id);
    }
    // Today and the next week: each active crew member on a truck, two or three to a truck.
    for (let d = 0; d < 7; d++) {
      const date = addDays(today, d);
      if (dayOfWeek(date) === 0) continue;
      for (const [i, e] of crew.entries())
        await tx`
          insert into truck_days (date, employee_id, truck_id, version)
          values (${date}, ${e.id}, ${truckIds[i % truckIds.length] as string}, ${v})`;
    }

    let count = 0;
    for (let offset = -365; offset < 0; offset++) {
      const date = addDays(today, offset);
      if (dayOfWeek(date) === 0) continue;
      const season = SEASON[Number(date.slice(5, 7)) - 1] as number;
      const loads = 1 + Math.floor(next() * 2 * season);
      for (let k = 0; k < loads; k++) {
        const d = draw(next);
        const facility = FACILITIES[d.facility] as (typeof FACILITIES)[number];
        const pounds = d.pounds ? Math.round(d.pounds[0] + next() * (d.pounds[1] - d.pounds[0])) : null;
        const volumeTenths = pounds === null ? 10 + Math.floor(next() * 50) : null;
        // A ton is 2,000 lb; the scale charges to the nearest cent.
        const feeCents = pounds === null ? 0 : Math.round((pounds * d.perTonCents) / 2000);
        const truckIndex = Math.floor(next() * truckIds.length);
        const dumpedAt = new Date(startOfDayInZone(date).getTime() + (11 + next() * 6) * 3_600_000).toISOString();
        const onDay = jobsOn.get(date) ?? [];
        const sharing = onDay.slice(0, Math.min(onDay.length, 1 + Math.floor(next() * 2)));
        const eighths = sharing.map(() => 2 + Math.floor(next() * 5));
        const split = (total: number | null) => (total === null ? null : allocateByShare(total, eighths));
        const [p, vol, fee] = [split(pounds), split(volumeTenths), split(feeCents)];
        const shares: LoadShare[] = sharing.map((appointmentId, i) => ({
          appointmentId,
          shareEighths: eighths[i] as number,
          pounds: p?.[i] ?? null,
          volumeTenths: vol?.[i] ?? null,
          feeCents: fee?.[i] ?? 0,
        }));
        const donation = facility.kind === 'donation';
        const id = randomUUID();
        const ticket =
          facility.kind === 'donation'
            ? `R-${10_000 + count}`
            : `${facility.name.slice(0, 2).toUpperCase()}-${40_000 + count}`;
        await tx`
          insert into loads (id, facility_id, facility_kind, facility_name, truck_id, employee_id, ticket_number,
            material, net_pounds, volume_tenths, fee_cents, charity, items, dumped_at, shares, recorded_by, version)
          values (${id}, ${facilityIds[d.facility] as string}, ${facility.kind}, ${facility.name},
            ${truckIds[truckIndex] as string}, ${(crew[truckIndex % crew.length] as { id: string }).id}, ${ticket},
            ${d.material}, ${pounds}, ${volumeTenths}, ${feeCents}, ${donation ? facility.name : null},
            ${donation ? (ITEMS[Math.floor(next() * ITEMS.length)] as string) : null}, ${dumpedAt},
            ${tx.json(shares as never)}, ${userId}, ${v})`;
        for (const s of shares)
          await tx`
            insert into load_shares (load_id, appointment_id, share_eighths, pounds, volume_tenths, fee_cents)
            values (${id}, ${s.appointmentId}, ${s.shareEighths}, ${s.pounds}, ${s.volumeTenths}, ${s.feeCents})`;
        count++;
      }
    }
    return `${TRUCKS.length} trucks, ${FACILITIES.length} facilities, ${count} loads over the last year`;
  });
}
