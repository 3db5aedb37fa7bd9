/** Daily Schedule: each entry with name (or Unknown Employee), times, badges, notes and delete. */
import { type Employee, fullName, type Schedule } from '@haul/shared';
import { ConfirmDialog } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import { useMutate } from '../../../offline/offline-context.tsx';
import { AvailabilityBadge, RoleBadge } from './badges.tsx';

export function ScheduleList({ schedules, employees }: { schedules: Schedule[]; employees: Employee[] }) {
  const mutate = useMutate();
  const remove = async (id: string) => {
    try {
      await mutate('deleteSchedule', { id });
      notify({ title: 'Schedule Deleted', description: 'Schedule has been successfully removed.' });
    } catch {
      notify({ title: 'Error', description: 'Failed to delete schedule.', variant: 'destructive' });
    }
  };
  if (schedules.length === 0) return <p className="text-slate-600">No schedules for this date</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {schedules.map((s) => {
        const employee = employees.find((e) => e.id === s.employeeId);
        const name = employee ? fullName(employee) : 'Unknown Employee';
        return (
          <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-testid="schedule-entry">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{name}</p>
              <p className="text-sm text-slate-700">
                {s.startTime} - {s.endTime}
              </p>
              {s.notes && <p className="text-sm text-slate-600">{s.notes}</p>}
            </div>
            <AvailabilityBadge available={s.isAvailable} />
            {employee && <RoleBadge role={employee.role} />}
            <ConfirmDialog
              question="Are you sure you want to delete this schedule?"
              confirmLabel="Delete"
              onConfirm={() => void remove(s.id)}
              trigger={
                <button
                  type="button"
                  aria-label={`Delete schedule for ${name}`}
                  className="min-h-11 rounded-md border border-red-300 px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  Delete
                </button>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
