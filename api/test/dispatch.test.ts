/**
 * Dispatch (decision 0060): employee status and crew assignment through sync, the warnings an
 * assignment reports, what a crew account receives of jobs it is and is not on, and the clock
 * rules that need dispatch (assigned jobs, jobs of another day, clock-out at the site, proposed sites).
 */
import { randomUUID } from 'node:crypto';
import type { Appointment } from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './harness.ts';
import { addJob, clockInArgs, mutation, pullAll, push, pushOk, SITE } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;
let crew: string;

const person = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Crew',
  phone: '(404) 555-0100',
  email: `${firstName.toLowerCase()}.${id.slice(0, 6)}@example.com`,
});

async function newJob(date = '2025-01-06', slot = '10:00 AM - 12:00 PM', site = true) {
  return (await addJob(h, admin, { date, preferredTimeSlot: slot, ...(site ? {} : { site: null }) })).id;
}

async function newEmployee(name: string) {
  const id = randomUUID();
  await pushOk(h, admin, randomUUID(), [mutation(1, 'createEmployee', person(id, name))]);
  return id;
}

const assign = (appointmentId: string, employeeId: string) =>
  pushOk(h, admin, randomUUID(), [mutation(1, 'assignEmployee', { appointmentId, employeeId })]);

beforeAll(async () => {
  admin = await h.signIn('admin');
  crew = await h.signIn('crew');
});

describe('assignment', () => {
  it('puts two people on a job, once each, and takes one off; the list is what syncs', async () => {
    const job = await newJob();
    const [ana, ben] = [await newEmployee('Ana'), await newEmployee('Ben')];
    const first = await assign(job, ana);
    await assign(job, ben);
    const again = await assign(job, ana);
    expect(first.results[0]).toMatchObject({ status: 'applied', result: { warnings: [] } });
    expect(again.results[0]).toMatchObject({
      status: 'applied',
      result: { appointment: { assignedEmployeeIds: [ana, ben] } },
    });
    await pushOk(h, admin, randomUUID(), [mutation(1, 'unassignEmployee', { appointmentId: job, employeeId: ana })]);
    const { rows } = await pullAll(h, admin);
    expect(rows.get(job)).toMatchObject({ assignedEmployeeIds: [ben] });
  });

  it('reports a person scheduled Not Available, and one already on an overlapping window', async () => {
    const [job, clash] = [await newJob(), await newJob('2025-01-06', '10:00 AM - 12:00 PM')];
    const ana = await newEmployee('Ana');
    const cal = await newEmployee('Cal');
    await pushOk(h, admin, randomUUID(), [
      mutation(1, 'upsertSchedule', {
        id: randomUUID(),
        employeeId: ana,
        date: '2025-01-06',
        startTime: '07:00',
        endTime: '15:00',
        isAvailable: false,
      }),
    ]);
    const off = await assign(job, ana);
    expect(off.results[0]).toMatchObject({ result: { warnings: [{ code: 'not_available' }] } });
    await assign(clash, cal);
    const busy = await assign(job, cal);
    expect(busy.results[0]).toMatchObject({ result: { warnings: [{ code: 'overlapping_job' }] } });
  });

  it('refuses an inactive employee and an unknown job, each as a recorded rejection', async () => {
    const job = await newJob();
    const gone = await newEmployee('Gus');
    await pushOk(h, admin, randomUUID(), [mutation(1, 'setEmployeeStatus', { employeeId: gone, status: 'inactive' })]);
    const res = await pushOk(h, admin, randomUUID(), [
      mutation(1, 'assignEmployee', { appointmentId: job, employeeId: gone }),
      mutation(2, 'assignEmployee', { appointmentId: randomUUID(), employeeId: await newEmployee('Ida') }),
    ]);
    expect(res.results.map((r) => (r.status === 'rejected' ? r.error?.code : r.status))).toEqual([
      'employee_inactive',
      'not_found',
    ]);
  });
});

describe('employee status and field errors', () => {
  it('changes a status and names the field of bad args', async () => {
    const ana = await newEmployee('Ana');
    const ok = await pushOk(h, admin, randomUUID(), [
      mutation(1, 'setEmployeeStatus', { employeeId: ana, status: 'vacation' }),
    ]);
    expect(ok.results[0]).toMatchObject({ status: 'applied', result: { status: 'vacation' } });
    const bad = await pushOk(h, admin, randomUUID(), [
      mutation(1, 'setEmployeeStatus', { employeeId: ana, status: 'retired' as 'active' }),
      mutation(2, 'assignEmployee', { appointmentId: 'job-1', employeeId: ana }),
      mutation(3, 'createEmployee', { ...person(randomUUID(), 'Eve'), email: 'not-an-email' }),
    ]);
    const messages = bad.results.map((r) => (r.status === 'rejected' ? r.error?.message : r.status));
    expect(messages).toEqual([
      'status: Choose one of the listed options',
      'appointmentId: Expected an id',
      'email: Invalid email',
    ]);
  });

  it('refuses every dispatch change from a crew account (403 forbidden), recorded as rejections', async () => {
    const job = await newJob();
    const ana = await newEmployee('Ana');
    const res = await pushOk(h, crew, randomUUID(), [
      mutation(1, 'assignEmployee', { appointmentId: job, employeeId: ana }),
      mutation(2, 'unassignEmployee', { appointmentId: job, employeeId: ana }),
      mutation(3, 'setEmployeeStatus', { employeeId: ana, status: 'inactive' }),
    ]);
    expect(res.results.map((r) => (r.status === 'rejected' ? r.error?.code : r.status))).toEqual([
      'forbidden',
      'forbidden',
      'forbidden',
    ]);
  });
});

describe('what a crew account receives', () => {
  /** Decision 0110: what a crew member receives of a job they are not on. */
  const HIDDEN = {
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    address: '',
    description: '',
    specialInstructions: null,
    siteLatitude: null,
    siteLongitude: null,
  };
  it('sends customer name, phone, email, address, description and site only for jobs the crew member is assigned to', async () => {
    const me = await newEmployee('Mia');
    await h.db.sql`update users set employee_id = ${me} where username = 'crew'`;
    const [mine, theirs] = [await newJob(), await newJob()];
    await assign(mine, me);
    const { rows } = await pullAll(h, crew);
    expect(rows.get(mine)).toMatchObject({ phone: expect.stringMatching(/\d/), address: expect.stringMatching(/\w/) });
    expect(rows.get(theirs)).toMatchObject(HIDDEN);
    expect(rows.get(mine)).toMatchObject({
      firstName: expect.stringMatching(/\w/),
      description: expect.stringMatching(/\w/),
      siteLatitude: expect.any(Number),
    });
    expect(rows.get(mine)).not.toHaveProperty('leadSource');
    const listed = (await (
      await h.json('GET', '/api/appointments', undefined, { cookie: crew })
    ).json()) as Appointment[];
    expect(listed.find((a) => a.id === theirs)).toMatchObject(HIDDEN);
    expect(listed.find((a) => a.id === mine)?.phone).not.toBe('');
    expect(listed.find((a) => a.id === mine)?.siteLongitude).toEqual(expect.any(Number));
  });
});

describe('clock rules that need dispatch', () => {
  it('flags a punch on a job the employee is not on, and one of another day; keeps the reason', async () => {
    const ana = await newEmployee('Ana');
    const [notMine, tomorrow] = [await newJob(), await newJob('2025-01-07')];
    const first = await pushOk(h, admin, randomUUID(), [mutation(1, 'clockIn', clockInArgs(ana, notMine))]);
    expect(first.results[0]).toMatchObject({ result: { flags: ['not_assigned', 'reason_missing'] } });
    const out = await push(h, admin, randomUUID(), [
      mutation(1, 'clockOut', {
        employeeId: ana,
        timeEntryId: (first.results[0] as { result: { id: string } }).result.id,
        clockOutTime: '2025-01-06T15:00:00.000Z',
        latitude: SITE.latitude + 0.4,
        longitude: SITE.longitude,
        accuracy: 10,
      }),
    ]);
    const closed = (await out.json()) as { results: { result: { flags: string[]; clockOutDistanceMeters: number } }[] };
    expect(closed.results[0]?.result.flags).toContain('clock_out_outside_radius');
    expect(closed.results[0]?.result.clockOutDistanceMeters).toBeGreaterThan(40_000);
    await assign(tomorrow, ana);
    const early = await pushOk(h, admin, randomUUID(), [
      mutation(1, 'clockIn', {
        ...clockInArgs(ana, tomorrow, '2025-01-06T15:00:00.000Z'),
        dispatchReason: 'Office moved the job up a day',
      }),
    ]);
    expect(early.results[0]).toMatchObject({
      result: { flags: ['not_scheduled_today'], dispatchReason: 'Office moved the job up a day' },
    });
  });

  it('a punch on an assigned job of today at the site carries no dispatch flag and a clean clock-out', async () => {
    const ana = await newEmployee('Ana');
    const job = await newJob();
    await assign(job, ana);
    const punch = await pushOk(h, admin, randomUUID(), [mutation(1, 'clockIn', clockInArgs(ana, job))]);
    expect(punch.results[0]).toMatchObject({ result: { flags: [] } });
  });

  it('the first punch at a job without a site proposes the site, flagged for the office', async () => {
    const ana = await newEmployee('Ana');
    const job = await newJob('2025-01-06', '10:00 AM - 12:00 PM', false);
    await assign(job, ana);
    const punch = await pushOk(h, admin, randomUUID(), [mutation(1, 'clockIn', clockInArgs(ana, job))]);
    expect(punch.results[0]).toMatchObject({ result: { flags: ['no_site_location'] } });
    const { rows } = await pullAll(h, admin);
    expect(rows.get(job)).toMatchObject({
      siteSource: 'proposed',
      siteFlag: 'proposed',
      siteLatitude: SITE.latitude + 0.0003,
    });
    await pushOk(h, admin, randomUUID(), [
      mutation(1, 'setAppointmentSite', { appointmentId: job, latitude: SITE.latitude, longitude: SITE.longitude }),
    ]);
    expect((await pullAll(h, admin)).rows.get(job)).toMatchObject({ siteSource: 'office', siteFlag: null });
  });
});
