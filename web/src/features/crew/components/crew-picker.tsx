/**
 * Who is on a job's crew: one tap opens the picker, one tap puts a person on or takes them off.
 * Each person shows why the office might think twice (no schedule, Not Available, an overlapping job).
 */
import { type Appointment, dispatchWarnings, type Employee, fullName, type Schedule } from '@haul/shared';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate } from '../../../offline/offline-context.tsx';

export function CrewPicker({
  job,
  jobs,
  employees,
  schedules,
}: {
  job: Appointment;
  jobs: Appointment[];
  employees: Employee[];
  schedules: Schedule[];
}) {
  const [open, setOpen] = useState(false);
  const mutate = useMutate();
  const customer = fullName(job);
  const candidates = employees.filter((e) => e.status !== 'inactive' || job.assignedEmployeeIds.includes(e.id));

  const toggle = async (employee: Employee, on: boolean) => {
    const name = fullName(employee);
    try {
      await mutate(on ? 'unassignEmployee' : 'assignEmployee', { appointmentId: job.id, employeeId: employee.id });
      const warnings = on ? [] : dispatchWarnings(employee.id, job, schedules, jobs);
      notify(
        warnings.length > 0
          ? { title: `${name} assigned — check this`, description: warnings.map((w) => w.message).join(' ') }
          : {
              title: on ? 'Crew Updated' : 'Crew Assigned',
              description: `${name} ${on ? 'removed from' : 'added to'} ${customer}'s job.`,
            },
      );
    } catch {
      notify({ title: 'Error', description: 'Failed to update the crew. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Assign crew<span className="sr-only"> to {customer}'s job</span>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`Crew for ${customer}`}
        description={`${job.preferredTimeSlot}. Tap a person to put them on the job or take them off.`}
      >
        {candidates.length === 0 && (
          <p className="text-slate-700">No employees added yet. Add them under Employee Management.</p>
        )}
        <ul className="space-y-2">
          {candidates.map((e) => {
            const on = job.assignedEmployeeIds.includes(e.id);
            const warnings = dispatchWarnings(e.id, job, schedules, jobs);
            return (
              <li key={e.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => void toggle(e, on)}
                  className={`flex min-h-12 w-full flex-col items-start rounded-lg border px-3 py-2 text-left ${
                    on ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white hover:bg-slate-50'
                  }`}
                >
                  <span className="flex w-full items-center justify-between gap-2 font-semibold text-slate-900">
                    {fullName(e)}
                    <span className={`text-sm ${on ? 'text-brand-800' : 'text-slate-600'}`}>
                      {on ? 'On the crew' : 'Not on it'}
                    </span>
                  </span>
                  {warnings.map((w) => (
                    <span key={w.code} className="text-sm font-medium text-amber-800">
                      ⚠ {w.message}
                    </span>
                  ))}
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className={buttonClasses('primary', 'lg', 'mt-4 w-full')} onClick={() => setOpen(false)}>
          Done
        </button>
      </Modal>
    </>
  );
}
