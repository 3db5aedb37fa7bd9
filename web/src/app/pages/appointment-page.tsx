import { formatCents, formatCompanyTime, formatLongDate, fullName, invoiceNumberLabel, photoType } from '@haul/shared';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ContactLinks } from '../../components/office/contact-links.tsx';
import { OfficePage } from '../../components/office/office-page.tsx';
import { Panel, StateText } from '../../components/office/panel.tsx';
import { AppointmentStatusBadge } from '../../components/ui/appointment-status-badge.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { JobCrew } from '../../features/crew/components/job-crew.tsx';
import { JobLoads } from '../../features/fleet/components/job-loads.tsx';
import { useAppointmentDetail } from '../../features/jobs/api/appointments.ts';
import { RescheduleForm } from '../../features/jobs/components/reschedule-form.tsx';
import { SiteForm } from '../../features/jobs/components/site-form.tsx';
import { StatusHistory } from '../../features/jobs/components/status-history.tsx';
import { JobDescription, StatusMoves } from '../../features/jobs/components/status-moves.tsx';
import { MessageList } from '../../features/messages/components/message-list.tsx';
import { TimeEntryDetails } from '../../features/timesheets/components/time-entry-details.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

type Detail = NonNullable<ReturnType<typeof useAppointmentDetail>['data']>;

/** Who the job is for, when, where, how to reach them, and what needs to go. */
function JobSummary({ appointment: a, customerId }: { appointment: Detail['appointment']; customerId: string }) {
  const site =
    a.siteLatitude !== null && a.siteLongitude !== null
      ? // biome-ignore lint/plugin/no-float-money: coordinates, not money
        `${a.siteLatitude.toFixed(5)}, ${a.siteLongitude.toFixed(5)}`
      : null;
  return (
    <Panel title={fullName(a)}>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <Field label="Date">{formatLongDate(a.preferredDate)}</Field>
        <Field label="Arrival window">{a.preferredTimeSlot}</Field>
        <Field label="Phone / Email">
          <ContactLinks phone={a.phone} email={a.email} />
        </Field>
        <Field label="Service">{a.serviceType}</Field>
        <Field label="Customer">
          <Link
            to={`/admin/customers/${customerId}`}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            Customer's jobs and notes
          </Link>
        </Field>
        <Field label="Address">{a.address}</Field>
        <Field label="Job site">
          {site ? (
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${a.siteLatitude},${a.siteLongitude}`}
              target="_blank"
              rel="noreferrer"
              className="text-brand-800 underline-offset-2 hover:underline"
            >
              {site}
            </a>
          ) : (
            'No site location yet'
          )}
          {a.siteFlag === 'proposed' && (
            <span className="block text-amber-800">Proposed by the first punch — check it</span>
          )}
        </Field>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">Description</h3>
      <div className="text-sm">
        <JobDescription appointment={a} />
      </div>
    </Panel>
  );
}

/** Marked done: by whom and when, the crew's notes for the office, and the invoice. */
function JobDone({ done, invoice }: Pick<Detail, 'done' | 'invoice'>) {
  return (
    <Panel title="Job done">
      {done && (
        <p className="text-sm text-slate-700">
          Marked done by {done.doneBy ?? 'the crew'} on {formatCompanyTime(done.doneAt, 'date-time')}
        </p>
      )}
      {done?.officeNotes && (
        <p
          className="mt-2 whitespace-pre-line rounded-md bg-amber-50 p-2 text-sm text-amber-950"
          data-testid="office-notes"
        >
          <span className="font-semibold">Notes for the office: </span>
          {done.officeNotes}
        </p>
      )}
      {invoice && (
        <p className="mt-2 text-sm">
          Invoice {invoiceNumberLabel(invoice.number)}: {formatCents(invoice.totalCents)},{' '}
          {invoice.status === 'open' ? `${formatCents(invoice.totalCents - invoice.paidCents)} due` : invoice.status}
          {invoice.refundedCents > 0 ? ` (${formatCents(invoice.refundedCents)} refunded)` : ''} ·{' '}
          <a className="text-brand-800 underline" href={invoice.publicPath} target="_blank" rel="noreferrer">
            customer’s copy
          </a>
        </p>
      )}
    </Panel>
  );
}

/** The job's photos, each opening the full picture. */
function JobPhotos({ photos }: Pick<Detail, 'photos'>) {
  return (
    <Panel title="Photos" className="lg:col-span-2">
      {photos.length === 0 ? (
        <StateText>No photos yet.</StateText>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.id}>
              <figure>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.url}
                    alt={`${photoType.label(photo.photoType)} the job${photo.description ? `: ${photo.description}` : ''}`}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg bg-slate-200 object-cover"
                  />
                </a>
                <figcaption className="mt-1 text-xs text-slate-600">
                  {photoType.label(photo.photoType)}
                  {photo.description ? ` — ${photo.description}` : ''}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function AppointmentDetailView({ id }: { id: string }) {
  const detail = useAppointmentDetail(id);
  if (detail.isPending) return <StateText role="status">Loading the appointment...</StateText>;
  if (detail.isError)
    return (
      <LoadFailed what="this appointment" query={detail} missing="This appointment does not exist, or was removed." />
    );
  const { appointment: a, customerId, history, crew, timeEntries, photos, done, invoice } = detail.data;
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <JobSummary appointment={a} customerId={customerId} />
      <Panel title="Status">
        <p className="flex items-center gap-2 text-sm">
          Now: <AppointmentStatusBadge status={a.status} />
        </p>
        <div className="mt-3">
          <StatusMoves appointment={a} />
        </div>
        <Link
          to={`/jobs/${a.id}/estimate`}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg border-2 border-brand-700 px-4 font-semibold text-brand-800"
        >
          Estimate and signature
        </Link>
        <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-700">History</h3>
        <StatusHistory bookedAt={a.createdAt} history={history} status={a.status} />
      </Panel>
      {a.status !== 'cancelled' && a.status !== 'completed' && (
        <Panel title="Reschedule">
          <RescheduleForm appointment={a} />
        </Panel>
      )}
      <Panel title="Job site">
        <SiteForm appointment={a} />
      </Panel>
      {(done || invoice) && <JobDone done={done} invoice={invoice} />}
      <Panel title="Crew">
        <JobCrew appointmentId={a.id} date={a.preferredDate} />
        {crew.some((m) => !m.assigned) && (
          <ul className="mt-3 space-y-2 text-sm">
            {crew
              .filter((m) => !m.assigned)
              .map((member) => (
                <li key={member.employeeId} className="flex flex-wrap gap-x-3">
                  <span className="font-semibold">{member.name}</span>
                  <span className="text-slate-600">Clocked in, not assigned</span>
                </li>
              ))}
          </ul>
        )}
      </Panel>
      <Panel title="Time entries">
        {timeEntries.length === 0 ? (
          <StateText>No one has clocked in on this job.</StateText>
        ) : (
          <ul className="divide-y divide-slate-200">
            {timeEntries.map((entry) => (
              <li key={entry.id} className="py-3 first:pt-0">
                <TimeEntryDetails entry={entry} showJobNotes={false} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <JobPhotos photos={photos} />
      <Panel title="Loads" className="lg:col-span-2">
        <JobLoads appointmentId={a.id} priceCents={invoice?.totalCents ?? null} />
      </Panel>
      <Panel title="Messages to the customer" className="lg:col-span-2">
        <JobMessages appointmentId={a.id} />
      </Panel>
    </div>
  );
}

function JobMessages({ appointmentId }: { appointmentId: string }) {
  const [page, setPage] = useState(1);
  return <MessageList appointmentId={appointmentId} page={page} onPage={setPage} />;
}

/** /admin/appointments/:id: one appointment with its history, crew, punches and photos. */
export default function AppointmentPage() {
  const { id = '' } = useParams();
  return (
    <OfficePage title="Appointment" path={`/admin/appointments/${id}`}>
      <p className="text-sm">
        <Link to="/admin/appointments" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          ← All appointments
        </Link>
      </p>
      <AppointmentDetailView id={id} />
    </OfficePage>
  );
}
