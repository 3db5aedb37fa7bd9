/**
 * The job queries on a real Dexie database (fake-indexeddb): which jobs each screen sees, and in
 * what order. A day is in arrival-window order, so "8:00 AM" comes before "2:00 PM" even though
 * it sorts after it as text.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { ARRIVAL_WINDOW_LABELS } from '@haul/shared';
import { describe, expect, it } from 'vitest';
import { deviceDb, jobRow } from '../testing/rows.ts';
import { clockableJobs, dayJobs, jobById, myJobs, photoJobs } from './jobs.ts';

const [EIGHT, TEN, TWELVE, TWO] = ARRIVAL_WINDOW_LABELS as [string, string, string, string];
const TODAY = '2026-03-31';
const TOMORROW = '2026-04-01';
const me = randomUUID();
const colleague = randomUUID();

async function device(...rows: ReturnType<typeof jobRow>[]) {
  const db = deviceDb();
  await db.synced('appointments').bulkPut(rows);
  return db;
}

const names = (jobs: { lastName: string }[]) => jobs.map((j) => j.lastName);

describe('myJobs (Today, a crew member)', () => {
  it("lists only the jobs assigned to me, today's and tomorrow's apart", async () => {
    const db = await device(
      jobRow(TODAY, { lastName: 'Mine', assignedEmployeeIds: [colleague, me] }),
      jobRow(TODAY, { lastName: 'Theirs', assignedEmployeeIds: [colleague] }),
      jobRow(TODAY, { lastName: 'Nobody' }),
      jobRow(TOMORROW, { lastName: 'MineTomorrow', assignedEmployeeIds: [me] }),
      jobRow('2026-04-02', { lastName: 'DayAfter', assignedEmployeeIds: [me] }),
      jobRow('2026-03-30', { lastName: 'Yesterday', assignedEmployeeIds: [me] }),
    );
    const jobs = await myJobs(db, me, TODAY);
    expect(names(jobs.today)).toEqual(['Mine']);
    // Tomorrow crosses the month: 31 March → 1 April.
    expect(names(jobs.tomorrow)).toEqual(['MineTomorrow']);
  });

  it('leaves out cancelled jobs and jobs deleted on this device, keeps completed and pending ones', async () => {
    const db = await device(
      jobRow(TODAY, { lastName: 'Cancelled', assignedEmployeeIds: [me], status: 'cancelled' }),
      jobRow(TODAY, { lastName: 'Deleted', assignedEmployeeIds: [me], _deleted: 1, _pending: 1 }),
      jobRow(TODAY, { lastName: 'Completed', assignedEmployeeIds: [me], status: 'completed', preferredTimeSlot: TEN }),
      jobRow(TODAY, { lastName: 'JustAssigned', assignedEmployeeIds: [me], _pending: 1, preferredTimeSlot: TWO }),
    );
    expect(names((await myJobs(db, me, TODAY)).today)).toEqual(['Completed', 'JustAssigned']);
  });

  it('orders a day by arrival window: 8 AM, 10 AM, 12 PM, then 2 PM', async () => {
    const slots = [TWO, TWELVE, EIGHT, TEN];
    const db = await device(
      ...slots.map((slot, i) =>
        jobRow(TODAY, { lastName: `J${i}`, preferredTimeSlot: slot, assignedEmployeeIds: [me] }),
      ),
    );
    const today = (await myJobs(db, me, TODAY)).today;
    expect(today.map((j) => j.preferredTimeSlot)).toEqual([EIGHT, TEN, TWELVE, TWO]);
  });

  it('gives an account without an employee no jobs', async () => {
    const db = await device(jobRow(TODAY, { assignedEmployeeIds: [me] }));
    expect(await myJobs(db, null, TODAY)).toEqual({ today: [], tomorrow: [] });
  });
});

describe('dayJobs (the office on /crew)', () => {
  it("lists every live job of the day, assigned or not, in window order — unlike a crew's Today", async () => {
    const db = await device(
      jobRow(TODAY, { lastName: 'Afternoon', preferredTimeSlot: TWO, assignedEmployeeIds: [colleague] }),
      jobRow(TODAY, { lastName: 'Morning', preferredTimeSlot: EIGHT }),
      jobRow(TODAY, { lastName: 'Mine', preferredTimeSlot: TEN, assignedEmployeeIds: [me] }),
      jobRow(TODAY, { lastName: 'Done', preferredTimeSlot: TWELVE, status: 'completed' }),
      jobRow(TODAY, { lastName: 'Cancelled', status: 'cancelled' }),
      jobRow(TODAY, { lastName: 'Deleted', _deleted: 1 }),
      jobRow(TOMORROW, { lastName: 'Tomorrow' }),
    );
    expect(names(await dayJobs(db, TODAY))).toEqual(['Morning', 'Mine', 'Done', 'Afternoon']);
    expect(names((await myJobs(db, me, TODAY)).today)).toEqual(['Mine']);
  });

  it('breaks a tie in the same window by customer name', async () => {
    const db = await device(jobRow(TODAY, { lastName: 'Young' }), jobRow(TODAY, { lastName: 'Adams' }));
    expect(names(await dayJobs(db, TODAY))).toEqual(['Adams', 'Young']);
  });
});

describe('clockableJobs (the time clock)', () => {
  it('offers jobs that are neither cancelled, completed nor deleted, soonest date first', async () => {
    const db = await device(
      jobRow(TOMORROW, { lastName: 'Later' }),
      jobRow(TODAY, { lastName: 'Sooner', status: 'pending' }),
      jobRow(TODAY, { lastName: 'Cancelled', status: 'cancelled' }),
      jobRow(TODAY, { lastName: 'Completed', status: 'completed' }),
      jobRow(TODAY, { lastName: 'Deleted', _deleted: 1 }),
    );
    expect(names(await clockableJobs(db))).toEqual(['Sooner', 'Later']);
  });
});

describe('photoJobs (the job-photos grid)', () => {
  it('puts today first, each day in arrival-window order (8 AM before 2 PM), then later days, then past ones newest first', async () => {
    const db = await device(
      jobRow(TODAY, { lastName: 'A', preferredTimeSlot: TWO }),
      jobRow(TODAY, { lastName: 'B', preferredTimeSlot: EIGHT }),
      jobRow('2026-03-01', { lastName: 'C', preferredTimeSlot: TWELVE }),
      jobRow('2026-03-30', { lastName: 'D', preferredTimeSlot: TEN }),
      jobRow(TOMORROW, { lastName: 'E', preferredTimeSlot: EIGHT }),
    );
    const order = (await photoJobs(db, null, TODAY)).map((j) => `${j.preferredDate} ${j.lastName}`);
    expect(order).toEqual([`${TODAY} B`, `${TODAY} A`, `${TOMORROW} E`, '2026-03-30 D', '2026-03-01 C']);
  });

  it('shows a crew member only the jobs they are on; an admin (null) every job', async () => {
    const db = await device(
      jobRow(TODAY, { lastName: 'Mine', assignedEmployeeIds: [colleague, me] }),
      jobRow(TODAY, { lastName: 'Theirs', assignedEmployeeIds: [colleague] }),
      jobRow(TODAY, { lastName: 'Nobody' }),
    );
    expect(names(await photoJobs(db, me, TODAY))).toEqual(['Mine']);
    expect(names(await photoJobs(db, null, TODAY)).sort()).toEqual(['Mine', 'Nobody', 'Theirs']);
  });

  it('keeps cancelled jobs (their photos stay reachable), skips deleted ones, and strips device markers', async () => {
    const base = jobRow(TODAY, { lastName: 'Old' });
    const db = await device(
      jobRow(TODAY, { lastName: 'Cancelled', status: 'cancelled' }),
      jobRow(TODAY, { lastName: 'Deleted', _deleted: 1, _pending: 1 }),
      { ...base, lastName: 'Renamed', _pending: 1, _base: base },
    );
    const jobs = await photoJobs(db, null, TODAY);
    expect(names(jobs).sort()).toEqual(['Cancelled', 'Renamed']);
    for (const job of jobs) expect(Object.keys(job).filter((k) => k.startsWith('_'))).toEqual([]);
  });
});

describe('jobById', () => {
  it('finds a job without its device markers, and null for a deleted or unknown one', async () => {
    const kept = jobRow(TODAY, { _pending: 1 });
    const deleted = jobRow(TODAY, { _deleted: 1 });
    const db = await device(kept, deleted);
    const { _pending, ...server } = kept;
    expect(await jobById(db, kept.id)).toEqual(server);
    expect(await jobById(db, deleted.id)).toBeNull();
    expect(await jobById(db, randomUUID())).toBeNull();
  });
});
