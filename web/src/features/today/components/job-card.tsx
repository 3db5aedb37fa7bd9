/**
 * One job on the crew phone: who, when, where (with a maps link), a call link, what, its photos,
 * On my way (tells the customer) and Clock in here.
 */
import { type Appointment, fullName } from '@haul/shared';
import { Link } from 'react-router-dom';
import { AppointmentStatusBadge } from '../../../components/ui/appointment-status-badge.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { OnMyWayButton } from './on-my-way-button.tsx';

const mapsUrl = (job: Appointment) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    job.address || (job.siteLatitude !== null ? `${job.siteLatitude},${job.siteLongitude}` : ''),
  )}`;

const LINK = 'inline-flex min-h-12 items-center rounded-lg border-2 border-brand-700 px-4 font-semibold text-brand-800';

export function JobCard({ job, canClockIn }: { job: Appointment; canClockIn: boolean }) {
  const customer = fullName(job);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="today-job">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold text-slate-900">{customer}</h3>
          <p className="font-semibold text-slate-800">{job.preferredTimeSlot}</p>
        </div>
        <AppointmentStatusBadge status={job.status} />
      </div>
      {job.address && <p className="mt-2 text-slate-800">{job.address}</p>}
      <p className="mt-1 text-sm text-slate-700">
        <span className="font-semibold">{job.serviceType}</span> — {job.description}
      </p>
      {job.specialInstructions && (
        <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-950">
          <span className="font-semibold">Special instructions: </span>
          {job.specialInstructions}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {job.address && (
          <a className={LINK} href={mapsUrl(job)} target="_blank" rel="noopener noreferrer">
            Open in Maps<span className="sr-only"> for {customer}</span>
          </a>
        )}
        {job.phone && (
          <a className={LINK} href={`tel:${job.phone.replace(/[^\d+]/g, '')}`}>
            Call {job.phone}
          </a>
        )}
        <Link to={`/jobs/${job.id}/estimate`} className={LINK}>
          Estimate<span className="sr-only"> for {customer}'s job</span>
        </Link>
        <Link to={`/job-photos?job=${job.id}`} className={LINK}>
          Photos<span className="sr-only"> of {customer}'s job</span>
        </Link>
        {canClockIn && (job.status === 'pending' || job.status === 'confirmed') && (
          <OnMyWayButton appointmentId={job.id} customer={customer} />
        )}
        {canClockIn && (
          <Link to={`/time-tracking?job=${job.id}`} className={buttonClasses('primary', 'lg')}>
            Clock in here<span className="sr-only"> at {customer}'s job</span>
          </Link>
        )}
      </div>
    </li>
  );
}
