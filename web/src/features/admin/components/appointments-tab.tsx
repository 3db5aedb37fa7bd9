import { type AppointmentStatus, appointmentStatus, displayAppointmentStatus } from '@haul/shared';
import { useId, useState } from 'react';
import { notify } from '../../../components/ui/notice-store.ts';
import { useAdminAppointments, usePhotoCounts, useUpdateAppointmentStatus } from '../api/admin-queries.ts';
import { AppointmentCard } from './appointment-card.tsx';
import { Panel, StateText } from './panel.tsx';

type Filter = 'all' | AppointmentStatus;

export function AppointmentsTab() {
  const appointments = useAdminAppointments();
  const update = useUpdateAppointmentStatus();
  const photoCounts = usePhotoCounts();
  const [filter, setFilter] = useState<Filter>('all');
  const filterId = useId();

  const setStatus = (id: string, status: AppointmentStatus) =>
    update.mutate(
      { id, status },
      {
        onSuccess: () =>
          notify({ title: 'Status Updated', description: 'Appointment status has been updated successfully' }),
        onError: () =>
          notify({ title: 'Error', description: 'Failed to update appointment status', variant: 'destructive' }),
      },
    );

  const shown =
    appointments.data?.filter((a) => filter === 'all' || displayAppointmentStatus(a.status) === filter) ?? [];

  return (
    <Panel title="Appointments">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
          Status
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(e) => setFilter(e.target.value as Filter)}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm"
        >
          <option value="all">All Status</option>
          {appointmentStatus.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {appointments.data && (
          <span className="text-sm text-slate-500" aria-live="polite">
            {shown.length} shown
          </span>
        )}
      </div>
      {appointments.isPending ? (
        <StateText role="status">Loading appointments...</StateText>
      ) : appointments.isError ? (
        <StateText role="alert">Could not load appointments.</StateText>
      ) : shown.length === 0 ? (
        <StateText>No appointments found</StateText>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {shown.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCard
                appointment={appointment}
                busy={update.isPending}
                onSetStatus={setStatus}
                photos={photoCounts.data?.get(appointment.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
