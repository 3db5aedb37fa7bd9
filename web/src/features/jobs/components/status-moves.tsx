/**
 * The status buttons of an appointment: only the moves that make sense from its status
 * (STATUS_MOVES), with the spec's notices. Used by the list's cards and the appointment page.
 */
import { type Appointment, type AppointmentStatus, STATUS_MOVES } from '@haul/shared';
import { notify } from '../../../components/ui/notice-store.ts';
import { useSetAppointmentStatus } from '../api/appointments.ts';

const TONES: Record<AppointmentStatus, string> = {
  confirmed: 'bg-sky-700 hover:bg-sky-800',
  completed: 'bg-brand-700 hover:bg-brand-800',
  cancelled: 'bg-red-700 hover:bg-red-800',
  pending: 'bg-slate-700 hover:bg-slate-800',
};

export function StatusMoves({ appointment }: { appointment: Appointment }) {
  const setStatus = useSetAppointmentStatus();
  const move = (status: AppointmentStatus) =>
    setStatus.mutate(
      { id: appointment.id, status },
      {
        onSuccess: () =>
          notify({ title: 'Status Updated', description: 'Appointment status has been updated successfully' }),
        onError: () =>
          notify({ title: 'Error', description: 'Failed to update appointment status', variant: 'destructive' }),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {STATUS_MOVES[appointment.status].map(({ to, label }) => (
        <button
          key={to}
          type="button"
          disabled={setStatus.isPending}
          onClick={() => move(to)}
          className={`min-h-11 rounded-md px-4 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50 ${TONES[to]}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The customer's description and special instructions, as the card and the page show them. */
export function JobDescription({ appointment: a }: { appointment: Appointment }) {
  return (
    <>
      <p className="mt-3 whitespace-pre-line text-slate-800">{a.description}</p>
      {a.specialInstructions && (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          <span className="font-medium">Special instructions: </span>
          {a.specialInstructions}
        </p>
      )}
    </>
  );
}
