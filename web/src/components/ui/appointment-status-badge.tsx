import { appointmentStatus, displayAppointmentStatus } from '@haul/shared';

const TONES = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-sky-100 text-sky-900 ring-sky-300',
  completed: 'bg-brand-100 text-brand-900 ring-brand-600/40',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
} as const;

/** An appointment's status as a coloured pill; an unknown status shows as Pending, as the spec has it. */
export function AppointmentStatusBadge({ status }: { status: string }) {
  const value = displayAppointmentStatus(status);
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[value]}`}
    >
      {appointmentStatus.label(value)}
    </span>
  );
}
