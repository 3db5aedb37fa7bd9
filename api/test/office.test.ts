/**
 * The office's desk: admins only; the review queue (flagged and long-open entries, approve,
 * correct with the original kept); timesheets on corrected times; the payroll CSV through a CSV
 * parser; refused sync changes paged and dismissed.
 */
import { randomUUID } from 'node:crypto';
import {
  OfficeTimeEntrySchema,
  RejectionPageSchema,
  ReviewQueueSchema,
  TimeEntrySchema,
  TimesheetWeekSchema,
  VoidedTimeEntrySchema,
} from '@haul/shared';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { readError, useHarness } from './harness.ts';
import { ROUTE_ACCESS } from './route-access.ts';
import { addJob, clockInArgs, mutation, pullAll, pushOk, SITE, seedJob } from './sync-support.ts';

// Thursday, January 9, 2025, 10:00 AM in Atlanta.
const h = useHarness({ now: '2025-01-09T15:00:00Z' });
let admin: string;
let crew: string;

beforeAll(async () => {
  admin = await h.signIn('admin');
  crew = await h.signIn('crew');
});

const get = async (path: string) => {
  const res = await h.json('GET', path, undefined, { cookie: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
const queue = async () => ReviewQueueSchema.parse(await get('/api/office/review-queue'));

/** A completed entry punched on a phone (through sync, as admin so it may act for anyone). */
/** Another job of the same crew member on `date` (a punch on a job of another day is flagged). */
async function jobOn(employeeId: string, date: string): Promise<string> {
  return (await addJob(h, admin, { date, crew: [employeeId] })).id;
}

async function punch(
  employeeId: string,
  appointmentId: string,
  inAt: string,
  outAt: string | null,
  extra: { latitude?: number; notes?: string; clockOutNotes?: string; outsideReason?: string; pushedAt?: string } = {},
) {
  const { clockOutNotes, ...clockInExtra } = extra;
  const args = { ...clockInArgs(employeeId, appointmentId, inAt), ...clockInExtra };
  delete (args as { pushedAt?: string }).pushedAt;
  const mutations = [mutation(1, 'clockIn', args)];
  if (outAt) {
    mutations.push(
      mutation(2, 'clockOut', {
        employeeId,
        timeEntryId: args.id,
        clockOutTime: outAt,
        latitude: SITE.latitude,
        longitude: SITE.longitude,
        ...(clockOutNotes === undefined ? {} : { notes: clockOutNotes }),
      }),
    );
  }
  const res = await pushOk(h, admin, randomUUID(), mutations, extra.pushedAt);
  expect(
    res.results.every((r) => r.status === 'applied'),
    JSON.stringify(res.results),
  ).toBe(true);
  return TimeEntrySchema.parse(res.results.at(-1)?.result);
}

describe('office routes', () => {
  it('answer 403 to crews and 401 to strangers on every office route', async () => {
    const officeRoutes = Object.keys(ROUTE_ACCESS).filter((key) => key.split(' ')[1]?.startsWith('/api/office/'));
    expect(officeRoutes.length).toBeGreaterThanOrEqual(9);
    for (const key of officeRoutes) {
      const [method = 'GET', path = '/'] = key.split(' ');
      const url = path.replaceAll(/:\w+/g, method === 'POST' && path.includes('rejections') ? '1' : randomUUID());
      const body = method === 'POST' ? {} : undefined;
      expect((await h.json(method, url, body, { cookie: crew })).status, key).toBe(403);
      expect((await h.json(method, url, body)).status, key).toBe(401);
    }
  });

  it('refuses bad input with a field message, never a 500', async () => {
    const bad = await h.json('GET', '/api/office/payroll.csv?from=2025-01-10&to=2025-01-01', undefined, {
      cookie: admin,
    });
    expect(bad.status).toBe(400);
    expect((await readError(bad)).fields).toHaveProperty('to');
    const week = await h.json('GET', '/api/office/timesheets?week=2025-13-01', undefined, { cookie: admin });
    expect(week.status).toBe(400);
    const page = await h.json('GET', '/api/office/appointments?page=0', undefined, { cookie: admin });
    expect(page.status).toBe(400);
  });
});

describe('review queue', () => {
  it('lists flagged entries oldest first; approving and correcting take them out; the original is kept', async () => {
    const job = await seedJob(h, admin);
    // Monday 8:00–16:00 from 350 m away (outside the radius), with the reason given on the phone.
    const outside = await punch(
      job.employeeId,
      job.appointmentId,
      '2025-01-06T13:00:00.000Z',
      '2025-01-06T21:00:00.000Z',
      {
        latitude: SITE.latitude + 0.003,
        outsideReason: 'Parked at the church lot',
      },
    );
    // Tuesday 8:00–17:30, sent offline from a phone whose clock ran 25 minutes fast.
    const skewed = await punch(
      job.employeeId,
      await jobOn(job.employeeId, '2025-01-07'),
      '2025-01-07T13:00:00.000Z',
      '2025-01-07T22:30:00.000Z',
      {
        pushedAt: '2025-01-09T15:25:00.000Z',
      },
    );
    expect(outside.flags).toEqual(['outside_radius']);
    expect(skewed.flags).toContain('clock_skew');
    // Wednesday, not flagged: not in the queue.
    const clean = await punch(
      job.employeeId,
      await jobOn(job.employeeId, '2025-01-08'),
      '2025-01-08T13:00:00.000Z',
      '2025-01-08T21:00:00.000Z',
    );

    let items = (await queue()).items.filter((e) => e.employeeId === job.employeeId);
    expect(items.map((e) => e.id)).toEqual([outside.id, skewed.id]);
    expect(items[0]).toMatchObject({ outsideReason: 'Parked at the church lot', reviewReasons: ['outside_radius'] });
    expect(items[0]?.clockInDistanceMeters).toBeGreaterThan(300);
    expect(items.some((e) => e.id === clean.id)).toBe(false);

    // A correction needs a reason.
    const noReason = await h.json(
      'POST',
      `/api/office/time-entries/${skewed.id}/correct`,
      { clockInTime: '2025-01-07T13:00:00.000Z', clockOutTime: '2025-01-07T21:00:00.000Z', reason: '  ' },
      { cookie: admin },
    );
    expect(noReason.status).toBe(400);
    expect((await readError(noReason)).fields).toHaveProperty('reason');

    const corrected = OfficeTimeEntrySchema.parse(
      await (
        await h.json(
          'POST',
          `/api/office/time-entries/${skewed.id}/correct`,
          {
            clockInTime: '2025-01-07T13:00:00.000Z',
            clockOutTime: '2025-01-07T21:00:00.000Z',
            reason: 'Left at 4, foreman confirmed',
          },
          { cookie: admin },
        )
      ).json(),
    );
    // The recorded times stay (the phone's, less the 25 minutes its clock ran fast: decision 0225);
    // the correction sits beside them with who and when.
    expect(corrected).toMatchObject({
      clockInTime: '2025-01-07T12:35:00.000Z',
      clockOutTime: '2025-01-07T22:05:00.000Z',
      totalHours: 9.5,
      effectiveClockOut: '2025-01-07T21:00:00.000Z',
      effectiveHours: 8,
      correction: { reason: 'Left at 4, foreman confirmed', byUsername: 'admin', at: '2025-01-09T15:00:00.000Z' },
      review: { outcome: 'corrected', byUsername: 'admin' },
    });
    const [stored] = await h.db
      .sql`select clock_out_time, device_clock_out_time, total_hours from time_entries where id = ${skewed.id}`;
    expect(new Date(stored?.clock_out_time).toISOString()).toBe('2025-01-07T22:05:00.000Z');
    expect(new Date(stored?.device_clock_out_time).toISOString()).toBe('2025-01-07T22:30:00.000Z');
    expect(Number(stored?.total_hours)).toBe(9.5);

    const approved = await h.json('POST', `/api/office/time-entries/${outside.id}/approve`, {}, { cookie: admin });
    expect(approved.status).toBe(200);
    expect(OfficeTimeEntrySchema.parse(await approved.json()).review).toMatchObject({ outcome: 'approved' });

    items = (await queue()).items.filter((e) => e.employeeId === job.employeeId);
    expect(items).toEqual([]);

    // The timesheet counts the corrected 8 hours on Tuesday, not the phone's 9.5.
    const week = TimesheetWeekSchema.parse(await get('/api/office/timesheets?week=2025-01-08'));
    expect(week.weekStart).toBe('2025-01-06');
    const row = week.employees.find((e) => e.employeeId === job.employeeId);
    expect(row?.days.slice(0, 3).map((d) => d.hours)).toEqual([8, 8, 8]);
    expect(row?.totalHours).toBe(24);
  });

  it('brings in an entry left open past 14 hours', async () => {
    const job = await seedJob(h, admin, '2025-01-08');
    // Clocked in Wednesday 6:00 PM, still open Thursday 10:00 AM (16 hours).
    const open = await punch(job.employeeId, job.appointmentId, '2025-01-08T23:00:00.000Z', null);
    expect(open.flags).toEqual([]);
    const item = (await queue()).items.find((e) => e.id === open.id);
    expect(item?.reviewReasons).toEqual(['open_too_long']);
    const week = TimesheetWeekSchema.parse(await get('/api/office/timesheets'));
    const row = week.employees.find((e) => e.employeeId === job.employeeId);
    expect(row?.running).toBe(true);
    expect(row?.days[2]).toMatchObject({ hours: 6, running: true });
    expect(row?.days[3]).toMatchObject({ hours: 10, running: true });
  });

  it('answers 404 for an unknown entry and refuses a clock-out in the future', async () => {
    const missing = await h.json('POST', `/api/office/time-entries/${randomUUID()}/approve`, {}, { cookie: admin });
    expect(missing.status).toBe(404);
    const job = await seedJob(h, admin);
    const entry = await punch(
      job.employeeId,
      job.appointmentId,
      '2025-01-09T12:00:00.000Z',
      '2025-01-09T14:00:00.000Z',
    );
    const future = await h.json(
      'POST',
      `/api/office/time-entries/${entry.id}/correct`,
      { clockInTime: '2025-01-09T12:00:00.000Z', clockOutTime: '2025-01-09T18:00:00.000Z', reason: 'guess' },
      { cookie: admin },
    );
    expect(future.status).toBe(409);
  });
});

describe('a correction that overlaps another entry (issue 23 §21)', () => {
  const correct = (id: string, clockInTime: string, clockOutTime: string) =>
    h.json(
      'POST',
      `/api/office/time-entries/${id}/correct`,
      { clockInTime, clockOutTime, reason: 'Foreman confirmed' },
      { cookie: admin },
    );

  it('is refused, saying which entry, and changes nothing; touching end to start is fine', async () => {
    const job = await seedJob(h, admin, '2025-01-07');
    // Tuesday 8:00–8:21 and 9:00–10:00 AM in Atlanta.
    const first = await punch(
      job.employeeId,
      job.appointmentId,
      '2025-01-07T13:00:00.000Z',
      '2025-01-07T13:21:00.000Z',
    );
    const second = await punch(
      job.employeeId,
      job.appointmentId,
      '2025-01-07T14:00:00.000Z',
      '2025-01-07T15:00:00.000Z',
    );

    // Moving the second to 8:02–8:23 would pay 8:02–8:21 twice.
    const refused = await correct(second.id, '2025-01-07T13:02:00.000Z', '2025-01-07T13:23:00.000Z');
    expect(refused.status).toBe(409);
    const error = await readError(refused);
    expect(error.code).toBe('overlaps_entry');
    expect(error.message).toContain('Jan 7, 8:00 AM – Jan 7, 8:21 AM');
    const before = TimesheetWeekSchema.parse(await get('/api/office/timesheets?week=2025-01-06'));
    const unchanged = before.entries.find((e) => e.id === second.id);
    expect(unchanged?.correction).toBeNull();
    expect(unchanged?.effectiveClockIn).toBe('2025-01-07T14:00:00.000Z');

    // Starting when the first ends is not an overlap.
    expect((await correct(second.id, '2025-01-07T13:21:00.000Z', '2025-01-07T14:30:00.000Z')).status).toBe(200);
    // The first cannot now grow into the corrected second either: the check reads corrected times.
    expect((await correct(first.id, '2025-01-07T13:00:00.000Z', '2025-01-07T13:30:00.000Z')).status).toBe(409);
    const week = TimesheetWeekSchema.parse(await get('/api/office/timesheets?week=2025-01-06'));
    expect(week.employees.find((e) => e.employeeId === job.employeeId)?.days[1]?.hours).toBe(1.5);
  });

  it('two corrections that would overlap each other: one passes', async () => {
    const job = await seedJob(h, admin, '2025-01-06');
    const a = await punch(job.employeeId, job.appointmentId, '2025-01-06T13:00:00.000Z', '2025-01-06T14:00:00.000Z');
    const b = await punch(job.employeeId, job.appointmentId, '2025-01-06T16:00:00.000Z', '2025-01-06T17:00:00.000Z');
    const answers = await Promise.all([
      correct(a.id, '2025-01-06T13:00:00.000Z', '2025-01-06T15:30:00.000Z'),
      correct(b.id, '2025-01-06T15:00:00.000Z', '2025-01-06T17:00:00.000Z'),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe("the crew member sees the office's correction (issue 23 §13)", () => {
  it('their pull carries the corrected times beside the recorded ones, for their own entries only', async () => {
    const mine = await seedJob(h, admin, '2025-01-08');
    const theirs = await seedJob(h, admin, '2025-01-08');
    // Wednesday 8:00–9:00 AM on the phone; the office says 7:45–9:30.
    const entry = await punch(
      mine.employeeId,
      mine.appointmentId,
      '2025-01-08T13:00:00.000Z',
      '2025-01-08T14:00:00.000Z',
    );
    const before = await pullAll(h, mine.crew);
    const res = await h.json(
      'POST',
      `/api/office/time-entries/${entry.id}/correct`,
      { clockInTime: '2025-01-08T12:45:00.000Z', clockOutTime: '2025-01-08T14:30:00.000Z', reason: 'Loaded early' },
      { cookie: admin },
    );
    expect(res.status).toBe(200);

    // The correction is a change the phone pulls from where it left off.
    const { rows } = await pullAll(h, mine.crew, before.last.cursor);
    const pulled = TimeEntrySchema.parse(rows.get(entry.id));
    expect(pulled).toMatchObject({
      clockInTime: '2025-01-08T13:00:00.000Z',
      clockOutTime: '2025-01-08T14:00:00.000Z',
      officeCorrection: {
        clockInTime: '2025-01-08T12:45:00.000Z',
        clockOutTime: '2025-01-08T14:30:00.000Z',
        reason: 'Loaded early',
      },
    });
    // Another crew member's phone never receives this entry or its correction.
    expect((await pullAll(h, theirs.crew)).rows.has(entry.id)).toBe(false);
  });
});

describe('payroll CSV', () => {
  it('round-trips through a CSV parser with commas, quotes and line breaks in notes', async () => {
    const job = await seedJob(h, admin, '2025-01-13');
    const notes = 'Hauled "2" sofas, a piano\nand =SUM(A1) from the basement';
    h.clock.set('2025-01-14T15:00:00Z');
    try {
      const entry = await punch(
        job.employeeId,
        job.appointmentId,
        '2025-01-13T13:05:00.000Z',
        '2025-01-13T21:35:00.000Z',
        {
          notes,
        },
      );
      await h.json(
        'POST',
        `/api/office/time-entries/${entry.id}/correct`,
        {
          clockInTime: '2025-01-13T13:00:00.000Z',
          clockOutTime: '2025-01-13T21:00:00.000Z',
          reason: 'Lunch, not paid',
        },
        { cookie: admin },
      );
      const res = await h.json('GET', '/api/office/payroll.csv?from=2025-01-13&to=2025-01-19', undefined, {
        cookie: admin,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers.get('content-disposition')).toContain('payroll-2025-01-13-to-2025-01-19.csv');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
      const rows: Record<string, string>[] = parse(text, { columns: true, bom: true });
      const mine = rows.filter((r) => r.Employee === 'Dana Reyes' && r.Date === '2025-01-13');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        'Clock in': '2025-01-13 08:00',
        'Clock out': '2025-01-13 16:00',
        Hours: '8.00',
        Approval: 'Corrected by admin',
        'Original clock in': '2025-01-13 08:05',
        'Original clock out': '2025-01-13 16:35',
        'Correction reason': 'Lunch, not paid',
        'Clock-in notes': notes,
        'Clock-out notes': '',
      });
      expect(mine[0]?.Job).toContain(',');
    } finally {
      h.clock.set('2025-01-09T15:00:00Z');
    }
  });

  it('keeps a formula typed into notes from running in a spreadsheet', async () => {
    const job = await seedJob(h, admin, '2025-01-20');
    h.clock.set('2025-01-21T15:00:00Z');
    try {
      await punch(job.employeeId, job.appointmentId, '2025-01-20T13:00:00.000Z', '2025-01-20T15:00:00.000Z', {
        notes: '=HYPERLINK("http://evil.example","click")',
      });
      const res = await h.json('GET', '/api/office/payroll.csv?from=2025-01-20&to=2025-01-20', undefined, {
        cookie: admin,
      });
      const rows: Record<string, string>[] = parse(await res.text(), { columns: true, bom: true });
      expect(rows.map((r) => r['Clock-in notes'])).toContain('\'=HYPERLINK("http://evil.example","click")');
    } finally {
      h.clock.set('2025-01-09T15:00:00Z');
    }
  });
});

describe('payroll CSV: clock-out notes reach the office (issue 23 §15)', () => {
  it('writes the clock-out notes in their own column beside the clock-in notes, formula-safe', async () => {
    const job = await seedJob(h, admin, '2025-01-27');
    h.clock.set('2025-01-28T15:00:00Z');
    try {
      await punch(job.employeeId, job.appointmentId, '2025-01-27T13:00:00.000Z', '2025-01-27T17:00:00.000Z', {
        notes: 'Gate code 1234',
        clockOutNotes: 'Left the old fridge, customer keeping it, "for now"',
      });
      await punch(job.employeeId, job.appointmentId, '2025-01-27T18:00:00.000Z', '2025-01-27T19:00:00.000Z', {
        clockOutNotes: '-2 mattresses wet, not taken',
      });
      const res = await h.json('GET', '/api/office/payroll.csv?from=2025-01-27&to=2025-01-27', undefined, {
        cookie: admin,
      });
      expect(res.status).toBe(200);
      const rows: Record<string, string>[] = parse(await res.text(), { columns: true, bom: true });
      const mine = rows.filter((r) => r.Date === '2025-01-27');
      expect(mine.map((r) => [r['Clock in'], r['Clock-in notes'], r['Clock-out notes']])).toEqual([
        ['2025-01-27 08:00', 'Gate code 1234', 'Left the old fridge, customer keeping it, "for now"'],
        ['2025-01-27 13:00', '', "'-2 mattresses wet, not taken"],
      ]);
    } finally {
      h.clock.set('2025-01-09T15:00:00Z');
    }
  });
});

describe('refused changes from devices', () => {
  it('pages them newest first and hides dismissed ones', async () => {
    const job = await seedJob(h, admin);
    const client = randomUUID();
    const first = clockInArgs(job.employeeId, job.appointmentId, '2025-01-09T13:00:00.000Z');
    // 30 clock-ins while already clocked in: the first applies, 29 are refused.
    const mutations = [mutation(1, 'clockIn', first)];
    for (let i = 2; i <= 30; i++) {
      mutations.push(
        mutation(i, 'clockIn', clockInArgs(job.employeeId, job.appointmentId, '2025-01-09T13:30:00.000Z')),
      );
    }
    await pushOk(h, admin, client, mutations);
    const page1 = RejectionPageSchema.parse(await get('/api/office/rejections'));
    expect(page1.pageSize).toBe(25);
    expect(page1.total).toBeGreaterThanOrEqual(29);
    expect(page1.items).toHaveLength(25);
    expect(page1.items[0]).toMatchObject({ username: 'admin', name: 'clockIn', code: 'already_clocked_in' });
    const page2 = RejectionPageSchema.parse(await get('/api/office/rejections?page=2'));
    expect(page2.items.length).toBe(page1.total - 25);
    const ids = new Set([...page1.items, ...page2.items].map((r) => `${r.clientId}/${r.mutationId}`));
    expect(ids.size).toBe(page1.total);

    const target = page1.items[0];
    const dismissed = await h.json(
      'POST',
      `/api/office/rejections/${target?.clientId}/${target?.mutationId}/dismiss`,
      {},
      { cookie: admin },
    );
    expect(dismissed.status).toBe(204);
    const after = RejectionPageSchema.parse(await get('/api/office/rejections'));
    expect(after.total).toBe(page1.total - 1);
    const all = RejectionPageSchema.parse(await get('/api/office/rejections?show=all'));
    expect(all.items.find((r) => r.mutationId === target?.mutationId && r.clientId === target?.clientId)).toMatchObject(
      {
        dismissedBy: 'admin',
      },
    );
    const unknown = await h.json('POST', `/api/office/rejections/${randomUUID()}/1/dismiss`, {}, { cookie: admin });
    expect(unknown.status).toBe(404);
  });
});

describe('voiding a time entry (issue 23 §1)', () => {
  const voidEntry = (id: string, body: unknown, cookie = admin) =>
    h.json('POST', `/api/office/time-entries/${id}/void`, body, { cookie });

  it('a future-dated entry left from before the bound can be voided; the clock is free again and who/when/why is kept', async () => {
    const job = await seedJob(h, admin);
    const stuck = await punch(job.employeeId, job.appointmentId, '2025-01-09T14:00:00.000Z', null);
    // As stored before punches were bounded: open, dated 2099.
    await h.db.sql`update time_entries set clock_in_time = '2099-01-01T12:00:00Z' where id = ${stuck.id}`;
    const blocked = await h.json(
      'POST',
      '/api/time-tracking/clock-in',
      {
        employeeId: job.employeeId,
        appointmentId: job.appointmentId,
        latitude: SITE.latitude,
        longitude: SITE.longitude,
      },
      { cookie: admin },
    );
    expect(blocked.status).toBe(409);

    expect((await voidEntry(stuck.id, { reason: 'Phone clock set to 2099' }, crew)).status).toBe(403);
    expect((await voidEntry(stuck.id, { reason: '' })).status).toBe(400);
    const res = await voidEntry(stuck.id, { reason: 'Phone clock set to 2099' });
    expect(res.status).toBe(200);
    expect(VoidedTimeEntrySchema.parse(await res.json())).toMatchObject({
      id: stuck.id,
      reason: 'Phone clock set to 2099',
      voidedAt: '2025-01-09T15:00:00.000Z',
    });
    const [stored] = await h.db.sql<{ voided_by: string; void_reason: string; deleted_at: Date }[]>`
      select voided_by, void_reason, deleted_at from time_entries where id = ${stuck.id}`;
    expect(stored).toMatchObject({ void_reason: 'Phone clock set to 2099', voided_by: expect.any(String) });
    expect((await voidEntry(stuck.id, { reason: 'again' })).status).toBe(404);

    const freed = await h.json(
      'POST',
      '/api/time-tracking/clock-in',
      {
        employeeId: job.employeeId,
        appointmentId: job.appointmentId,
        latitude: SITE.latitude,
        longitude: SITE.longitude,
      },
      { cookie: admin },
    );
    expect(freed.status).toBe(201);
  });

  it('a voided entry is not paid', async () => {
    const job = await seedJob(h, admin);
    const worked = await punch(
      job.employeeId,
      job.appointmentId,
      '2025-01-08T14:00:00.000Z',
      '2025-01-08T16:00:00.000Z',
    );
    const hoursOf = async () =>
      TimesheetWeekSchema.parse(await get('/api/office/timesheets?week=2025-01-08')).employees.find(
        (e) => e.employeeId === job.employeeId,
      )?.totalHours ?? 0;
    expect(await hoursOf()).toBe(2);
    expect((await voidEntry(worked.id, { reason: 'Duplicate of a paper timesheet' })).status).toBe(200);
    expect(await hoursOf()).toBe(0);
  });
});
