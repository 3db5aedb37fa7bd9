/**
 * The day's jobs beside the people scheduled: who is on each crew, what to look at about them (no
 * schedule, Not Available, on an overlapping job), and the site the clock checks.
 */
import { type Appointment, crewConflicts, type Employee, fullName, type Schedule, siteFlag } from '@haul/shared';
import { AppointmentStatusBadge } from '../../../components/ui/appointment-status-badge.tsx';
import { CrewPicker } from './crew-picker.tsx';
import { SiteDialog } from './site-dialog.tsx';

function SiteNote({ job }: { job: Appointment }) {
  if (job.siteLatitude === null) return <p className="text-sm font-medium text-amber-800">No site yet</p>;
  if (job.siteFlag)
    return <p className="text-sm font-medium text-amber-800">{siteFlag.label(job.siteFlag)} — check it</p>;
  return null;
}

export function CrewConflicts({
  job,
  jobs,
  schedules,
  nameOf,
}: {
  job: Appointment;
  jobs: Appointment[];
  schedules: Schedule[];
  nameOf: (id: string) => string;
}) {
  const conflicts = crewConflicts(job, schedules, jobs);
  if (conflicts.length === 0) return null;
  return (
    <ul
      className="mt-1 space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm"
      aria-label="Check the crew"
    >
      {conflicts.map((c) => (
        <li key={c.employeeId} className="text-amber-900">
          <span aria-hidden>⚠ </span>
          <span className="font-semibold">{nameOf(c.employeeId)}:</span> {c.warnings.map((w) => w.message).join(' ')}
        </li>
      ))}
    </ul>
  );
}

export function DayJobs({
  jobs,
  employees,
  schedules,
}: {
  jobs: Appointment[];
  employees: Employee[];
  schedules: Schedule[];
}) {
  if (jobs.length === 0) return <p className="text-slate-600">No jobs booked for this date</p>;
  const nameOf = (id: string) => {
    const e = employees.find((x) => x.id === id);
    return e ? fullName(e) : 'Unknown Employee';
  };
  return (
    <ul className="space-y-3">
      {jobs.map((job) => (
        <li key={job.id} className="rounded-lg border border-slate-200 p-3" data-testid="day-job">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-slate-900">{fullName(job)}</p>
            <AppointmentStatusBadge status={job.status} />
          </div>
          <p className="text-sm text-slate-700">
            {job.preferredTimeSlot} · {job.serviceType}
          </p>
          <p className="text-sm text-slate-600">{job.address}</p>
          <SiteNote job={job} />
          <p className="mt-2 text-sm text-slate-800" data-testid="job-crew">
            <span className="font-semibold">Crew: </span>
            {job.assignedEmployeeIds.length === 0 ? 'Nobody assigned' : job.assignedEmployeeIds.map(nameOf).join(', ')}
          </p>
          <CrewConflicts job={job} jobs={jobs} schedules={schedules} nameOf={nameOf} />
          <div className="mt-2 flex flex-wrap gap-2">
            <CrewPicker job={job} jobs={jobs} employees={employees} schedules={schedules} />
            <SiteDialog job={job} />
          </div>
        </li>
      ))}
    </ul>
  );
}
