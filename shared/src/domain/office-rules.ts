/** Office rules the screens and the API share: which status moves an appointment's buttons offer. */
import { COMPANY } from '../company.ts';
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

/**
 * The contact page promises a call back within COMPANY.callbackPromiseHours (decision 0141): a request
 * not yet marked handled after that long is overdue, and the office sees it flagged.
 */
export function isContactRequestOverdue(
  request: { createdAt: string; handledAt?: string | null | undefined },
  now: Date,
): boolean {
  if (request.handledAt) return false;
  return now.getTime() - new Date(request.createdAt).getTime() > COMPANY.callbackPromiseHours * 3_600_000;
}

/** Requests the office has not marked handled yet. */
export const openContactRequests = <T extends { handledAt?: string | null | undefined }>(requests: readonly T[]) =>
  requests.filter((r) => !r.handledAt);
