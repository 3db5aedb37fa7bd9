import {
  type Appointment,
  formatCompanyTime,
  formatLongDate,
  fullName,
  LEAD_SOURCE_NOT_SPECIFIED,
  leadSource,
  type PhotoType,
  photoType,
} from '@haul/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContactLinks } from '../../../components/office/contact-links.tsx';
import { AppointmentStatusBadge } from '../../../components/ui/appointment-status-badge.tsx';
import { JobDescription, StatusMoves } from './status-moves.tsx';

function Field({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** "2 before · 1 after" and a link to the job's photos (before/after tabs there). */
function PhotoSummary({
  appointmentId,
  photos,
}: {
  appointmentId: string;
  photos: Partial<Record<PhotoType, number>> | undefined;
}) {
  if (!photos) return null;
  const types: PhotoType[] = ['before', 'during', 'after'];
  const parts = types.filter((t) => photos[t]).map((t) => `${photos[t]} ${photoType.label(t).toLowerCase()}`);
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-3 text-slate-700" data-testid="photo-counts">
      <span>Photos: {parts.length ? parts.join(' · ') : 'none yet'}</span>
      {parts.length > 0 && (
        <Link to={`/job-photos?job=${appointmentId}`} className="font-semibold text-brand-700 underline">
          See photos
        </Link>
      )}
    </p>
  );
}

/** Every field the spec lists for an appointment, its photo counts, and the status moves that make sense. */
export function AppointmentCard({
  appointment: a,
  photos,
}: {
  appointment: Appointment;
  /** Photos of this job by type (undefined while loading). */
  photos?: Partial<Record<PhotoType, number>> | undefined;
}) {
  const name = fullName(a);
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
        <Field label="Lead source">{leadSource.label(a.leadSource) || LEAD_SOURCE_NOT_SPECIFIED}</Field>
        <Field label="Booked">
          <time dateTime={a.createdAt}>{formatCompanyTime(a.createdAt, 'date-time')}</time>
        </Field>
      </dl>
      <JobDescription appointment={a} />
      <PhotoSummary appointmentId={a.id} photos={photos} />
      <div className="mt-4">
        <StatusMoves appointment={a} />
      </div>
    </article>
  );
}
