/**
 * Dispatch from the job's own page: who is on the crew, what to check about them,
 * and the same crew picker as the day board, on the device's copy of the day (offline, through
 * the outbox), so the page changes at once and the server gets it when there is signal.
 */
import { type Employee, fullName } from '@haul/shared';
import { useAllEmployees } from '../../../offline/queries/employees.ts';
import { useDayJobs } from '../../../offline/queries/jobs.ts';
import { useDaySchedules } from '../../../offline/queries/schedules.ts';
import { CrewPicker } from './crew-picker.tsx';
import { CrewConflicts } from './day-jobs.tsx';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function JobCrew({ appointmentId, date }: { appointmentId: string; date: string }) {
  const jobs = useDayJobs(date);
  const employees = useAllEmployees();
  const schedules = useDaySchedules(date);
  if (!jobs || !employees || !schedules) return <p className="text-sm text-slate-600">Loading the crew…</p>;
  const job = jobs.find((j) => j.id === appointmentId);
  if (!job) {
    return (
      <p className="text-sm text-slate-700">
        This job is not on this device yet; the crew can be set here once it has synced.
      </p>
    );
  }
  const byId = new Map(employees.map((e): [string, Employee] => [e.id, e]));
  const nameOf = (id: string) => {
    const e = byId.get(id);
    return e ? fullName(e) : 'Unknown Employee';
  };
  return (
    <div className="space-y-2 text-sm">
      {job.assignedEmployeeIds.length === 0 ? (
        <p className="text-slate-700">No one is assigned yet.</p>
      ) : (
        <ul className="space-y-2" data-testid="job-page-crew">
          {job.assignedEmployeeIds.map((id) => {
            const phone = byId.get(id)?.phone;
            return (
              <li key={id} className="flex flex-wrap gap-x-3">
                <span className="font-semibold">{nameOf(id)}</span>
                {phone && (
                  <a href={telHref(phone)} className="text-brand-800 underline-offset-2 hover:underline">
                    {phone}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <CrewConflicts job={job} jobs={jobs} schedules={schedules} nameOf={nameOf} />
      <CrewPicker job={job} jobs={jobs} employees={employees} schedules={schedules} />
    </div>
  );
}
