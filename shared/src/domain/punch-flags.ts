/**
 * Why a time entry asks for a person's look. The server writes these on a punch (and adds
 * `open_too_long` when the office reads an entry still open); the office's review queue, the
 * payroll CSV and the crew's own recent entries show them with the one label each has here.
 */

export const PUNCH_FLAGS = {
  outsideRadius: 'outside_radius',
  noSiteLocation: 'no_site_location',
  /** The phone's clock was off by more than the tolerance: the stored time is corrected (decision 0225). */
  clockSkew: 'clock_skew',
  /** The phone's clock changed between its last sync and the push: the stored time is an estimate. */
  timeUnverified: 'time_unverified',
  /** Punched a job the employee is not assigned to (a reason is asked for). */
  notAssigned: 'not_assigned',
  /** Punched a job that is not scheduled for the day of the punch (a reason is asked for). */
  notScheduledToday: 'not_scheduled_today',
  /** One of the two above, with no reason given (an old or misbehaving client). */
  reasonMissing: 'reason_missing',
  /** Clocked in more than EARLY_CLOCK_IN_MINUTES before the job's arrival window, on its day. */
  earlyClockIn: 'early_clock_in',
  /** Clocked out farther than the radius from the site. */
  clockOutOutsideRadius: 'clock_out_outside_radius',
  /** Open longer than a shift can be (a forgotten or far-past clock-in): an admin should check it. */
  longShift: 'long_shift',
  /** Closed automatically at its own clock-in (0 hours) when a clock-in a day or more later arrived. */
  autoClosed: 'auto_closed',
  /** Not stored: added when the office reads an entry still open past OPEN_ENTRY_REVIEW_HOURS. */
  openTooLong: 'open_too_long',
} as const;

export type PunchFlag = (typeof PUNCH_FLAGS)[keyof typeof PUNCH_FLAGS];

export const PUNCH_FLAG_LABELS: Record<PunchFlag, string> = {
  outside_radius: 'Clocked in outside the job-site radius',
  clock_out_outside_radius: 'Clocked out outside the job-site radius',
  no_site_location: 'The job has no site location',
  clock_skew: 'Device clock was off',
  time_unverified: 'Device clock changed; time estimated',
  not_assigned: 'Not assigned to this job',
  not_scheduled_today: 'Job not scheduled that day',
  reason_missing: 'No reason given for working this job',
  early_clock_in: 'Clocked in over an hour before the arrival window',
  long_shift: 'Shift longer than 24 hours',
  auto_closed: 'Closed automatically at its clock-in',
  open_too_long: 'Still clocked in after 14 hours',
};

const isPunchFlag = (flag: string): flag is PunchFlag => Object.hasOwn(PUNCH_FLAG_LABELS, flag);

/** The label of a flag; one this build does not know (from a newer server) is shown humanised. */
export function punchFlagLabel(flag: string): string {
  if (isPunchFlag(flag)) return PUNCH_FLAG_LABELS[flag];
  const words = flag.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
