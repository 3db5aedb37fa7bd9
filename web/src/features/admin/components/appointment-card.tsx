import { type Appointment, type AppointmentStatus, formatLongDate, leadSource, STATUS_MOVES } from '@haul/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppointmentStatusBadge } from '../../../components/ui/appointment-status-badge.tsx';
import { formatDateTime } from '../../../lib/format-time.ts';
import { NOT_SPECIFIED } from '../lib/dashboard-stats.ts';
import { ContactLinks } from './contact-links.tsx';

const TONES: Record<AppointmentStatus, string> = {
  confirmed: 'bg-sky-700 hover:bg-sky-800',
  completed: 'bg-brand-700 hover:bg-brand-800',
  cancelled: 'bg-red-700 hover:bg-red-800',
  pending: 'bg-slate-700 hover:bg-slate-800',
};

function Field({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** Every field the spec lists for an appointment, plus the status moves that make sense from its status. */
export function AppointmentCard({
  appointment: a,
  busy,
  onSetStatus,
}: {
  appointment: Appointment;
  /** True while any status update is in flight; the buttons wait for it. */
  busy: boolean;
  onSetStatus: (id: string, status: AppointmentStatus) => void;
}) {
  const name = `${a.firstName} ${a.lastName}`;
  return (
    <article aria-label={name} className="h-full rounded-lg border border-slate-200 p-4 text-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">
          <Link to={`/admin/appointments/${a.id}`} className="text-brand-800 underline-offset-2 hover:underline">
            {name}
          </Link>
        </h3>
        <AppointmentStatusBadge status={a.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
        <Field label="Date" wide>
          {formatLongDate(a.preferredDate)}
        </Field>
        <Field label="Time slot">{a.preferredTimeSlot}</Field>
        <Field label="Phone / Email" wide>
          <ContactLinks phone={a.phone} email={a.email} />
        </Field>
        <Field label="Address" wide>
          {a.address}
        </Field>
        <Field label="Service type">{a.serviceType}</Field>
        <Field label="Lead source">{leadSource.label(a.leadSource) || NOT_SPECIFIED}</Field>
        <Field label="Booked">
          <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
        </Field>
      </dl>
      <p className="mt-3 whitespace-pre-line text-slate-700">{a.description}</p>
      {a.specialInstructions && (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          <span className="font-medium">Special instructions: </span>
          {a.specialInstructions}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {STATUS_MOVES[a.status].map((move) => (
          <button
            key={move.to}
            type="button"
            disabled={busy}
            onClick={() => onSetStatus(a.id, move.to)}
            className={`min-h-11 rounded-md px-4 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50 ${TONES[move.to]}`}
          >
            {move.label}
          </button>
        ))}
      </div>
    </article>
  );
}
