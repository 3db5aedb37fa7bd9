/**
 * Loads (decision 0200): a dump ticket recorded on the phone is stored once however often the phone
 * sends it, split among its jobs by truck share to the exact pound and cent, refused (nothing
 * stored) off the crew's own jobs or at a facility the office never listed; the office's report,
 * CSV and job page read it back.
 */
import { randomUUID } from 'node:crypto';
import { type Facility, type JobLoads, type LoadsReport, LoadsReportSchema } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { addJob, mutation, pullAll, pushOk } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;
let crew: string;
let landfill: Facility;
let plant: Facility;

async function addFacility(kind: Facility['kind'], name: string) {
  const res = await h.json('POST', '/api/office/facilities', { kind, name }, { cookie: admin });
  expect(res.status).toBe(201);
  return (await res.json()) as Facility;
}

beforeAll(async () => {
  admin = await h.signIn('admin');
  crew = await h.signIn('crew');
  landfill = await addFacility('landfill', 'Hickory Ridge Landfill');
  plant = await addFacility('waste_to_energy', 'Covanta Fulton');
});

const loadArgs = (facilityId: string, shares: { appointmentId: string; shareEighths: number }[], extra = {}) => ({
  id: randomUUID(),
  facilityId,
  employeeId: h.crewEmployeeId,
  ticketNumber: 'HR-22817',
  material: 'mixed' as const,
  netPounds: 1001,
  feeCents: 4651,
  photoId: randomUUID(),
  dumpedAt: '2025-01-06T18:30:00.000Z',
  shares,
  ...extra,
});

const storedLoads = async (id: string) => ({
  loads: (await h.db.sql`select id from loads where id = ${id}`).length,
  shares: await h.db.sql<{ appointment_id: string; pounds: number; fee_cents: number }[]>`
    select appointment_id, pounds, fee_cents from load_shares where load_id = ${id} order by share_eighths desc, appointment_id`,
});

describe('recordLoad', () => {
  it('a load sent twice (the phone lost the answer) is stored once, split to the exact pound and cent', async () => {
    const a = await addJob(h, admin, { crew: [h.crewEmployeeId] });
    const b = await addJob(h, admin, { crew: [h.crewEmployeeId] });
    const args = loadArgs(landfill.id, [
      { appointmentId: a.id, shareEighths: 6 },
      { appointmentId: b.id, shareEighths: 2 },
    ]);
    const clientId = randomUUID();
    const first = await pushOk(h, crew, clientId, [mutation(1, 'recordLoad', args)]);
    expect(first.results[0]?.status).toBe('applied');
    // The same mutation again (the answer was lost), then the same load from a second device.
    const again = await pushOk(h, crew, clientId, [mutation(1, 'recordLoad', args)]);
    expect(again.results[0]).toMatchObject({ status: 'applied', duplicate: true });
    const other = await pushOk(h, crew, randomUUID(), [mutation(1, 'recordLoad', args)]);
    expect(other.results[0]?.status).toBe('applied');

    const stored = await storedLoads(args.id);
    expect(stored.loads).toBe(1);
    // 1,001 lb at 6:2 → 750.75 and 250.25: 751 + 250. $46.51 → 3488.25 and 1162.75: 3488 + 1163.
    expect(stored.shares.map((s) => [s.appointment_id, s.pounds, s.fee_cents])).toEqual([
      [a.id, 751, 3488],
      [b.id, 250, 1163],
    ]);
    const { rows } = await pullAll(h, crew);
    expect(rows.get(args.id)).toMatchObject({ facilityName: 'Hickory Ridge Landfill', netPounds: 1001 });
  });

  it('refuses, storing nothing: another crew’s job, an unknown facility, neither weight nor volume', async () => {
    const theirs = await addJob(h, admin, { crew: [] });
    const mine = await addJob(h, admin, { crew: [h.crewEmployeeId] });
    const cases = [
      { args: loadArgs(landfill.id, [{ appointmentId: theirs.id, shareEighths: 4 }]), code: 'not_your_job' },
      { args: loadArgs(randomUUID(), [{ appointmentId: mine.id, shareEighths: 4 }]), code: 'unknown_facility' },
      {
        args: loadArgs(landfill.id, [{ appointmentId: mine.id, shareEighths: 4 }], { netPounds: null }),
        code: 'invalid_args',
      },
    ];
    for (const { args, code } of cases) {
      const { results } = await pushOk(h, crew, randomUUID(), [mutation(1, 'recordLoad', args)]);
      expect(results[0]).toMatchObject({ status: 'rejected', error: { code } });
      expect((await storedLoads(args.id)).loads).toBe(0);
    }
  });

  it('the office’s report, CSV and job page show the load; waste-to-energy is not diverted', async () => {
    const job = await addJob(h, admin, { crew: [h.crewEmployeeId] });
    const args = loadArgs(plant.id, [{ appointmentId: job.id, shareEighths: 4 }], {
      netPounds: 800,
      feeCents: 3200,
      ticketNumber: 'CF-1',
    });
    await pushOk(h, crew, randomUUID(), [mutation(1, 'recordLoad', args)]);
    const report: LoadsReport = LoadsReportSchema.parse(
      await (await h.json('GET', '/api/office/loads?month=2025-01', undefined, { cookie: admin })).json(),
    );
    const jan = report.months.at(-1);
    expect(jan?.month).toBe('2025-01');
    expect(report.loads.find((l) => l.id === args.id)).toMatchObject({
      ticketNumber: 'CF-1',
      facilityKind: 'waste_to_energy',
    });
    // Every load this file recorded: 1,001 lb to the landfill and 800 lb to waste-to-energy.
    expect(jan).toMatchObject({ loads: 2, pounds: 1801, divertedPounds: 0, energyRecoveryPounds: 800 });

    const csv = await h.json('GET', '/api/office/loads.csv?from=2025-01-01&to=2025-01-31', undefined, {
      cookie: admin,
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('CF-1');
    expect(text).toContain('Waste-to-energy,no');

    const page = (await (
      await h.json('GET', `/api/office/appointments/${job.id}/loads`, undefined, { cookie: admin })
    ).json()) as JobLoads;
    expect(page.totals).toEqual({ pounds: 800, divertedPounds: 0, feeCents: 3200 });
    expect((await h.json('GET', `/api/office/appointments/${job.id}/loads`, undefined, { cookie: crew })).status).toBe(
      403,
    );
  });
});
