/**
 * The e2e specs' one way to make a job: the shared `buildJob`, entered as the office enters one
 * (the admin's sync push, in an API context of its own, so the caller's cookies stay as they
 * were), with `crew` assigned. Today's, at JOB_SITE, unless the options say otherwise.
 */
import { calendarDateOf, PUNCH_FLAGS } from '@haul/shared';
import { buildJob, type JobOverrides, TEST_JOB_SITE } from '@haul/shared/factories';
import { sharedPoolDates } from './booking.ts';
import { pushAsSignedIn } from './dispatch.ts';
import { adminContext } from './staff.ts';

/** A driveway in Decatur, GA: the job site the time clock tests punch at. */
export const JOB_SITE = TEST_JOB_SITE;

export interface JobOptions extends JobOverrides {
  /** The job's company calendar date: today unless told (`somePoolDate()`: a day no booking test fills). */
  date?: string;
  /** Employees on the job's crew, so their punches are on the roster (no reason asked). */
  crew?: string[];
}

/** Creates the job and returns what was sent (`id`, names, `preferredDate`…). */
export async function createJob(options: JobOptions = {}) {
  const { date = calendarDateOf(new Date()), crew = [], ...overrides } = options;
  const job = buildJob(date, overrides);
  const admin = await adminContext();
  try {
    await pushAsSignedIn(admin, [
      { name: 'createAppointment', args: job },
      ...crew.map((employeeId) => ({
        name: 'assignEmployee' as const,
        args: { appointmentId: job.id, employeeId },
      })),
    ]);
  } finally {
    await admin.dispose();
  }
  return job;
}

/**
 * A bookable date after the booking tests' own, for a job that just needs a day: a job takes a
 * place in its arrival window, and the booking tests count on their dates' places.
 */
export function somePoolDate(): string {
  const dates = sharedPoolDates();
  const date = dates[Math.floor(Math.random() * dates.length)];
  if (!date) throw new Error('no shared pool dates');
  return date;
}

/**
 * A punch's flags without `early_clock_in`: whether a punch made now is over an hour before its
 * job's arrival window depends on the hour the suite runs, so checks of where and for whom a
 * punch was made read the rest.
 */
export const flagsBesidesEarly = (flags: readonly string[] | undefined) =>
  (flags ?? []).filter((flag) => flag !== PUNCH_FLAGS.earlyClockIn);
