/**
 * Office rules the screens and the API share: what a review flag means in plain words, and which
 * status moves an appointment's buttons offer.
 */
import type { AppointmentStatus } from '../enums.ts';

/** Why an entry is in the review queue. Unknown flags (from newer servers) are shown humanised. */
export const REVIEW_FLAG_LABELS: Record<string, string> = {
  outside_radius: 'Clocked in outside the job-site radius',
  clock_out_outside_radius: 'Clocked out outside the job-site radius',
  no_site_location: 'The job has no site location',
  clock_skew: 'Device clock was off',
  not_assigned: 'Not assigned to this job',
  manual_edit: 'Edited by hand',
  open_too_long: 'Still clocked in after 14 hours',
};
/** The flag the server adds when an entry is open past OPEN_ENTRY_REVIEW_HOURS. */
export const OPEN_TOO_LONG_FLAG = 'open_too_long';

export function reviewFlagLabel(flag: string): string {
  const known = REVIEW_FLAG_LABELS[flag];
  if (known) return known;
  const words = flag.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface StatusMove {
  to: AppointmentStatus;
  label: string;
}

/**
 * The moves that make sense from each status (decision 0038). Every status stays reachable:
 * a cancelled job can be restored to pending, a completed one reopened.
 */
export const STATUS_MOVES: Record<AppointmentStatus, StatusMove[]> = {
  pending: [
    { to: 'confirmed', label: 'Confirm' },
    { to: 'cancelled', label: 'Cancel' },
  ],
  confirmed: [
    { to: 'completed', label: 'Complete' },
    { to: 'pending', label: 'Back to pending' },
    { to: 'cancelled', label: 'Cancel' },
  ],
  completed: [{ to: 'confirmed', label: 'Reopen' }],
  cancelled: [{ to: 'pending', label: 'Restore' }],
};
