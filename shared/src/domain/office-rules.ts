/** Office rules the screens and the API share: which status moves an appointment's buttons offer. */
import type { AppointmentStatus } from '../enums.ts';

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
