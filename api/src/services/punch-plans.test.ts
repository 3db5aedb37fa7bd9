/**
 * The punch rules as a table: facts, args and the request's receipt in, a plan or a refusal out.
 * No database: the plans are pure, and the REST calls, a push's careful attempts and its forecast
 * all decide through them (punch-plans.ts).
 */
import type { ParsedMutatorArgs, User } from '@haul/shared';
import { describe, expect, it } from 'vitest';
import type { ClockInFacts, ClockOutFacts, JobSite, PunchEntry } from '../db/repositories/time-entries.ts';
import { ApiFailure } from '../http/errors.ts';
import { type PunchReceipt, planClockIn, planClockOut } from './punch-plans.ts';

const EMPLOYEE = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const JOB = '00000000-0000-4000-8000-0000000000a1';
const PUNCH = '00000000-0000-4000-8000-0000000000b1';
/** A driveway in Decatur, GA; 0.0003° of latitude is about 33 m, 0.003° about 334 m. */
const SITE = { latitude: 33.774828, longitude: -84.296312 };

const crew: User = { id: 'u-crew', username: 'crew', role: 'crew', employeeId: EMPLOYEE, createdAt: '' };
const admin: User = { id: 'u-admin', username: 'admin', role: 'admin', employeeId: null, createdAt: '' };
/** Sent 5 s before the server got it, at 10:00 AM in Atlanta. */
const onTime: PunchReceipt = { receivedAt: new Date('2025-01-06T15:00:00.000Z'), skewMs: 5_000 };

const site = (over: Partial<JobSite> = {}): JobSite => ({
  status: 'confirmed',
  ...SITE,
  date: '2025-01-06',
  arrivalWindow: '8:00 AM - 10:00 AM',
  assignedEmployeeIds: [EMPLOYEE],
  ...over,
});
const entry = (over: Partial<PunchEntry> = {}): PunchEntry => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  employeeId: EMPLOYEE,
  appointmentId: JOB,
  clockInTime: '2025-01-06T13:00:00.000Z',
  clockOutTime: null,
  flags: [],
  ...over,
});
const inFacts = (over: Partial<ClockInFacts> = {}): ClockInFacts => ({
  existing: null,
  employeeExists: true,
  employeeInactive: false,
  site: site(),
  overlap: null,
  ...over,
});
const inArgs = (over: Partial<ParsedMutatorArgs<'clockIn'>> = {}): ParsedMutatorArgs<'clockIn'> => ({
  id: PUNCH,
  employeeId: EMPLOYEE,
  appointmentId: JOB,
  clockInTime: '2025-01-06T14:00:00.000Z',
  latitude: SITE.latitude + 0.0003,
  longitude: SITE.longitude,
  notes: undefined,
  outsideReason: undefined,
  dispatchReason: undefined,
  ...over,
});
const outArgs = (over: Partial<ParsedMutatorArgs<'clockOut'>> = {}): ParsedMutatorArgs<'clockOut'> => ({
  employeeId: EMPLOYEE,
  timeEntryId: entry().id,
  clockOutTime: '2025-01-06T14:30:00.000Z',
  latitude: SITE.latitude,
  longitude: SITE.longitude,
  notes: undefined,
  ...over,
});

/** The plan, or the refusal's code and message. */
function decide<T>(plan: () => T): T | { refused: string; message: string } {
  try {
    return plan();
  } catch (error) {
    if (error instanceof ApiFailure) return { refused: error.code, message: error.message };
    throw error;
  }
}

interface ClockInCase {
  name: string;
  facts?: Partial<ClockInFacts>;
  args?: Partial<ParsedMutatorArgs<'clockIn'>>;
  receipt?: PunchReceipt;
  user?: User;
  staleClosed?: boolean;
  expected: object;
}

const stored = { accuracy: 12, notes: 'Side gate', outsideReason: 'n/a', dispatchReason: 'n/a' };
const clockInCases: ClockInCase[] = [
  {
    name: 'on the job, on its day, within the radius: inserted with no flag',
    expected: { kind: 'insert', proposeSite: false, punch: { flags: [], distanceMeters: expect.closeTo(33.4, 0) } },
  },
  {
    name: 'the punch as stored: its args as sent, the receipt and who recorded it',
    args: stored,
    user: admin,
    expected: {
      kind: 'insert',
      punch: { ...inArgs(stored), receivedAt: onTime.receivedAt, recordedBy: 'u-admin' },
    },
  },
  {
    name: 'a replay of a recorded punch: answered with it',
    facts: { existing: entry({ id: PUNCH }) },
    expected: { kind: 'replay' },
  },
  {
    name: "a replay asked by another employee's account: refused",
    facts: { existing: entry({ id: PUNCH, employeeId: OTHER }) },
    expected: { refused: 'forbidden' },
  },
  { name: 'an unknown employee', facts: { employeeExists: false }, expected: { refused: 'not_found' } },
  {
    name: 'an inactive employee: refused (issue 23 §8)',
    facts: { employeeInactive: true },
    expected: { refused: 'employee_inactive' },
  },
  { name: 'an unknown job', facts: { site: null }, expected: { refused: 'job_not_found' } },
  {
    name: 'a cancelled job',
    facts: { site: site({ status: 'cancelled' }) },
    expected: { refused: 'job_cancelled', message: 'That job was cancelled; the punch was not recorded.' },
  },
  {
    name: 'already clocked in: refused, with the time in Atlanta',
    facts: { overlap: entry() },
    expected: { refused: 'already_clocked_in', message: 'Already clocked in since Jan 6, 8:00 AM.' },
  },
  {
    name: 'an entry left open more than 24 hours before: closed first',
    facts: { overlap: entry({ clockInTime: '2025-01-05T13:59:59.000Z' }) },
    expected: { kind: 'closeStale', staleBefore: new Date('2025-01-05T14:00:00.000Z') },
  },
  {
    name: 'an entry open exactly 24 hours: still blocks',
    facts: { overlap: entry({ clockInTime: '2025-01-05T14:00:00.000Z' }) },
    expected: { refused: 'already_clocked_in' },
  },
  {
    name: 'a stale entry already closed, an open one still there: refused',
    facts: { overlap: entry({ clockInTime: '2025-01-04T14:00:00.000Z' }) },
    staleClosed: true,
    expected: { refused: 'already_clocked_in' },
  },
  {
    name: 'overlapping a finished entry: refused, with both times',
    facts: { overlap: entry({ clockOutTime: '2025-01-06T14:30:00.000Z' }) },
    expected: { refused: 'overlapping_entry', message: 'Overlaps an entry from Jan 6, 8:00 AM to Jan 6, 9:30 AM.' },
  },
  {
    name: 'outside the radius: inserted, flagged',
    args: { latitude: SITE.latitude + 0.003, outsideReason: 'Locked gate' },
    expected: { kind: 'insert', punch: { flags: ['outside_radius'], distanceMeters: expect.closeTo(333.6, 0) } },
  },
  {
    name: '130 m away with a 40 m fix: could be inside, not flagged',
    args: { latitude: SITE.latitude + 0.00117, accuracy: 40 },
    expected: { kind: 'insert', punch: { flags: [] } },
  },
  {
    name: 'a job with no site: flagged, no distance, and the punch proposes the site',
    facts: { site: site({ latitude: null, longitude: null }) },
    expected: { kind: 'insert', proposeSite: true, punch: { flags: ['no_site_location'], distanceMeters: null } },
  },
  {
    name: 'a job with no site, punched by someone not on its crew: recorded, but proposes no site (issue 23 §9)',
    facts: { site: site({ latitude: null, longitude: null, assignedEmployeeIds: [OTHER] }) },
    args: { dispatchReason: 'Covering for Sam' },
    expected: { kind: 'insert', proposeSite: false, punch: { flags: ['no_site_location', 'not_assigned'] } },
  },
  {
    name: 'not on the crew, no reason: flagged twice',
    facts: { site: site({ assignedEmployeeIds: [OTHER] }) },
    expected: { kind: 'insert', punch: { flags: ['not_assigned', 'reason_missing'] } },
  },
  {
    name: 'not on the crew, with a reason: flagged once',
    facts: { site: site({ assignedEmployeeIds: [] }) },
    args: { dispatchReason: 'Sent by the office' },
    expected: { kind: 'insert', punch: { flags: ['not_assigned'] } },
  },
  {
    name: 'a job of another day (company time), no reason',
    facts: { site: site({ date: '2025-01-07' }) },
    expected: { kind: 'insert', punch: { flags: ['not_scheduled_today', 'reason_missing'] } },
  },
  {
    name: 'four hours before the arrival window, on its day: flagged (issue 23 §14)',
    facts: { site: site({ arrivalWindow: '12:00 PM - 2:00 PM' }) },
    args: { clockInTime: '2025-01-06T13:00:00.000Z' },
    receipt: { receivedAt: new Date('2025-01-06T13:00:05.000Z'), skewMs: 0 },
    expected: { kind: 'insert', punch: { flags: ['early_clock_in'] } },
  },
  {
    name: 'exactly an hour before the window: not flagged',
    facts: { site: site({ arrivalWindow: '10:00 AM - 12:00 PM' }) },
    expected: { kind: 'insert', punch: { flags: [] } },
  },
  {
    name: 'a window this build does not know: not judged early',
    facts: { site: site({ arrivalWindow: 'Morning' }) },
    args: { clockInTime: '2025-01-06T11:00:00.000Z' },
    receipt: { receivedAt: new Date('2025-01-06T11:00:05.000Z'), skewMs: 0 },
    expected: { kind: 'insert', punch: { flags: [] } },
  },
  {
    name: 'at 11 PM in Atlanta, already the next day in UTC: still the job’s day',
    args: { clockInTime: '2025-01-07T04:00:00.000Z' },
    receipt: { receivedAt: new Date('2025-01-07T04:00:05.000Z'), skewMs: 0 },
    expected: { kind: 'insert', punch: { flags: [] } },
  },
  {
    name: 'sent from a clock 11 minutes off: flagged',
    receipt: { ...onTime, skewMs: -11 * 60_000 },
    expected: { kind: 'insert', punch: { flags: ['clock_skew'] } },
  },
  {
    name: "a phone 40 ms off (the offset measurement's noise): its own reading is not kept beside the time",
    args: { deviceClock: { offsetMs: 40, measuredAt: '2025-01-06T13:59:00.000Z' } },
    expected: {
      kind: 'insert',
      punch: { clockInTime: '2025-01-06T14:00:00.040Z', deviceClockInTime: null, flags: [] },
    },
  },
  {
    name: 'a phone 3 minutes slow: the true time stored, the phone’s reading kept beside it',
    args: { deviceClock: { offsetMs: 180_000, measuredAt: '2025-01-06T13:59:00.000Z' } },
    expected: {
      kind: 'insert',
      punch: { clockInTime: '2025-01-06T14:03:00.000Z', deviceClockInTime: '2025-01-06T14:00:00.000Z', flags: [] },
    },
  },
  {
    name: 'made offline three days ago, sent from a right clock: not flagged',
    args: { clockInTime: '2025-01-03T14:00:00.000Z' },
    facts: { site: site({ date: '2025-01-03' }) },
    expected: { kind: 'insert', punch: { flags: [] } },
  },
  {
    name: 'a punch up to the tolerance later than the server got it (skew unknown): accepted',
    args: { clockInTime: '2025-01-06T15:09:00.000Z' },
    receipt: { ...onTime, skewMs: null },
    expected: { kind: 'insert', punch: { flags: [] } },
  },
  {
    name: 'a punch beyond the tolerance later than the server got it: refused (issue 23 §1)',
    args: { clockInTime: '2025-01-06T15:11:00.000Z' },
    receipt: { ...onTime, skewMs: null },
    expected: { refused: 'punch_in_future' },
  },
  {
    name: 'a clock-in dated 2099: refused, by an admin too (issue 23 §1)',
    args: { clockInTime: '2099-01-06T14:00:00.000Z' },
    user: admin,
    expected: { refused: 'punch_in_future' },
  },
  {
    name: 'every flag at once, in order',
    facts: { site: site({ assignedEmployeeIds: [], date: '2025-01-05' }) },
    args: { latitude: SITE.latitude + 0.003 },
    receipt: { ...onTime, skewMs: 3_600_000 },
    expected: {
      kind: 'insert',
      punch: { flags: ['outside_radius', 'not_assigned', 'not_scheduled_today', 'reason_missing', 'clock_skew'] },
    },
  },
];

describe('planClockIn', () => {
  it.each(clockInCases)('$name', (c) => {
    const plan = decide(() =>
      planClockIn(inFacts(c.facts), inArgs(c.args), c.receipt ?? onTime, c.user ?? crew, c.staleClosed),
    );
    expect(plan).toMatchObject(c.expected);
  });
});

interface ClockOutCase {
  name: string;
  found?: ClockOutFacts | null;
  args?: Partial<ParsedMutatorArgs<'clockOut'>>;
  receipt?: PunchReceipt;
  expected: object;
}

const clockOutCases: ClockOutCase[] = [
  {
    name: 'at the site after an hour and a half: hours, distance, no flag',
    expected: {
      clockOutTime: '2025-01-06T14:30:00.000Z',
      totalHours: 1.5,
      distanceMeters: 0,
      flags: [],
      receivedAt: onTime.receivedAt,
      recordedBy: 'u-crew',
    },
  },
  { name: 'no such entry', found: null, expected: { refused: 'not_clocked_in' } },
  {
    name: "another employee's entry",
    found: { entry: entry({ employeeId: OTHER }), site: site() },
    expected: { refused: 'not_clocked_in' },
  },
  {
    name: 'an entry already closed',
    found: { entry: entry({ clockOutTime: '2025-01-06T14:00:00.000Z' }), site: site() },
    expected: { refused: 'already_clocked_out' },
  },
  {
    name: 'a clock-out before the clock-in',
    args: { clockOutTime: '2025-01-06T12:59:00.000Z' },
    expected: { refused: 'clock_out_before_clock_in' },
  },
  {
    name: "the clock-in's flags are kept",
    found: { entry: entry({ flags: ['not_assigned'] }), site: site() },
    expected: { flags: ['not_assigned'] },
  },
  {
    name: 'outside the radius: flagged',
    args: { latitude: SITE.latitude + 0.003 },
    expected: { flags: ['clock_out_outside_radius'], distanceMeters: expect.closeTo(333.6, 0) },
  },
  {
    name: 'a job with no site (or gone): no distance, no radius flag',
    found: { entry: entry(), site: null },
    args: { latitude: SITE.latitude + 0.003 },
    expected: { flags: [], distanceMeters: null },
  },
  {
    name: 'longer than 24 hours: flagged',
    args: { clockOutTime: '2025-01-07T13:01:00.000Z' },
    receipt: { receivedAt: new Date('2025-01-07T13:01:05.000Z'), skewMs: 0 },
    expected: { flags: ['long_shift'], totalHours: 24.02 },
  },
  {
    name: 'sent from a clock an hour slow: stored an hour later, flagged (decision 0225)',
    args: { clockOutTime: '2025-01-06T13:55:00.000Z' },
    receipt: { ...onTime, skewMs: 3_600_000 },
    expected: {
      clockOutTime: '2025-01-06T14:55:00.000Z',
      deviceClockOutTime: '2025-01-06T13:55:00.000Z',
      flags: ['clock_skew'],
    },
  },
  {
    name: 'sent from a clock an hour slow, but punched after the phone sent it: kept as is, flagged unverified',
    receipt: { ...onTime, skewMs: 3_600_000 },
    expected: {
      clockOutTime: '2025-01-06T14:30:00.000Z',
      deviceClockOutTime: null,
      flags: ['clock_skew', 'time_unverified'],
    },
  },
  {
    name: 'a clock-out dated 2099: refused (issue 23 §1)',
    args: { clockOutTime: '2099-01-06T14:30:00.000Z' },
    expected: { refused: 'punch_in_future' },
  },
  {
    name: 'an entry decades old can still be closed: hours capped at what the column holds',
    found: { entry: entry({ clockInTime: '2000-01-01T00:00:00.000Z' }), site: site() },
    expected: { totalHours: 99_999.99, flags: ['long_shift'] },
  },
];

describe('planClockOut', () => {
  it.each(clockOutCases)('$name', (c) => {
    const found = c.found === undefined ? { entry: entry(), site: site() } : c.found;
    expect(decide(() => planClockOut(found, outArgs(c.args), c.receipt ?? onTime, crew))).toMatchObject(c.expected);
  });
});
