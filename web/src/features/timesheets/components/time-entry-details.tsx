/**
 * One time entry as the office reads it: what counts (corrected or as recorded), the phone's
 * original beside a correction, where the punch was made, notes (clock-in, clock-out, and the
 * crew's job-done notes for the office), reasons and flags.
 */
import { formatCompanyTime, formatDistance, formatHours, type OfficeTimeEntry, punchFlagLabel } from '@haul/shared';
import type { ReactNode } from 'react';

const time = (iso: string | null) => (iso ? formatCompanyTime(new Date(iso)) : 'Still clocked in');

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

export function EntryFlags({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul aria-label="Flags" className="flex flex-wrap gap-1.5">
      {reasons.map((flag) => (
        <li key={flag} className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {punchFlagLabel(flag)}
        </li>
      ))}
    </ul>
  );
}

export function TimeEntryDetails({
  entry: e,
  showEmployee = true,
  showFlags = true,
  showJobNotes = true,
}: {
  entry: OfficeTimeEntry;
  showEmployee?: boolean;
  /** The review queue shows the flags in the item's heading instead. */
  showFlags?: boolean;
  /** The job page shows the crew's job-done notes once, in its own panel. */
  showJobNotes?: boolean;
}) {
  const hours = e.effectiveHours === null ? 'Running' : `${formatHours(e.effectiveHours)} h`;
  return (
    <dl className="space-y-1.5 text-sm">
      {showEmployee && <Row label="Employee">{e.employeeName}</Row>}
      <Row label="Job">{e.job ? `${e.job.customerName} — ${e.job.address}` : 'No job'}</Row>
      <Row label="Clock in">{time(e.effectiveClockIn)}</Row>
      <Row label="Clock out">{time(e.effectiveClockOut)}</Row>
      <Row label="Hours">{hours}</Row>
      {e.correction && (
        <Row label="As recorded">
          <span className="text-slate-700">
            {time(e.clockInTime)} – {time(e.clockOutTime)}
            {e.totalHours !== null && ` (${formatHours(e.totalHours)} h)`}
          </span>
          <br />
          <span className="text-slate-700">
            Corrected by {e.correction.byUsername ?? 'admin'} on {formatCompanyTime(new Date(e.correction.at))}:{' '}
            {e.correction.reason}
          </span>
        </Row>
      )}
      {(e.deviceClockInTime || e.deviceClockOutTime) && (
        <Row label="Phone's clock">
          <span className="text-slate-700">
            Said {time(e.deviceClockInTime ?? e.clockInTime)} – {time(e.deviceClockOutTime ?? e.clockOutTime)}. It was
            off; the recorded times are corrected for it.
          </span>
        </Row>
      )}
      <Row label="Location">
        {e.clockInDistanceMeters === null
          ? 'No distance (the job has no site location)'
          : `Clocked in ${formatDistance(e.clockInDistanceMeters)} from the job site`}
      </Row>
      {e.outsideReason && <Row label="Crew's reason">{e.outsideReason}</Row>}
      {e.notes && (
        <Row label="Notes">
          <span className="whitespace-pre-line">{e.notes}</span>
        </Row>
      )}
      {e.clockOutNotes && (
        <Row label="Clock-out notes">
          <span className="whitespace-pre-line">{e.clockOutNotes}</span>
        </Row>
      )}
      {showJobNotes && e.job?.officeNotes && (
        <Row label="Job notes">
          <span className="block whitespace-pre-line rounded-md bg-amber-50 px-2 py-1 text-amber-950">
            {e.job.officeNotes}
          </span>
          <span className="text-xs text-slate-500">The crew's notes for the office when they marked the job done.</span>
        </Row>
      )}
      {showFlags && e.reviewReasons.length > 0 && (
        <Row label="Flags">
          <EntryFlags reasons={e.reviewReasons} />
        </Row>
      )}
      {e.review && (
        <Row label="Review">
          {e.review.outcome === 'approved' ? 'Approved' : 'Corrected'} by {e.review.byUsername ?? 'admin'} on{' '}
          {formatCompanyTime(new Date(e.review.at))}
        </Row>
      )}
    </dl>
  );
}
