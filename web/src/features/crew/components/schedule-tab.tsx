/** Schedule Management: one day at a time, its schedule entries and, beside them, its jobs and crews. */
import { addDays, formatLongDate } from '@haul/shared';
import { FirstSyncNotice } from '../../../components/staff-shell/first-sync-notice.tsx';
import { useAllEmployees } from '../../../offline/queries/employees.ts';
import { useDayJobs } from '../../../offline/queries/jobs.ts';
import { useDaySchedules } from '../../../offline/queries/schedules.ts';
import { useSyncedOnce } from '../../../offline/queries/sync-status.ts';
import { AddScheduleDialog } from './add-schedule-dialog.tsx';
import { DayJobs } from './day-jobs.tsx';
import { ScheduleList } from './schedule-list.tsx';

const ARROW =
  'min-h-11 min-w-11 rounded-md border border-slate-300 bg-white text-xl font-bold text-slate-800 hover:bg-slate-50';
const CARD = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

export function ScheduleTab({ date, onDateChange }: { date: string; onDateChange: (date: string) => void }) {
  const employees = useAllEmployees();
  const schedules = useDaySchedules(date);
  const jobs = useDayJobs(date);
  const synced = useSyncedOnce();
  const loading = !employees || !schedules || !jobs || synced === undefined;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={ARROW}
          aria-label="Previous day"
          onClick={() => onDateChange(addDays(date, -1))}
        >
          ‹
        </button>
        <h2 className="min-w-0 flex-1 text-center text-xl font-bold text-slate-900 sm:flex-none" aria-live="polite">
          {formatLongDate(date)}
        </h2>
        <button type="button" className={ARROW} aria-label="Next day" onClick={() => onDateChange(addDays(date, 1))}>
          ›
        </button>
        <div className="w-full sm:ml-auto sm:w-auto">
          <AddScheduleDialog date={date} employees={(employees ?? []).filter((e) => e.status !== 'inactive')} />
        </div>
      </div>
      {loading ? (
        <p className="text-slate-600">Loading schedules...</p>
      ) : !synced ? (
        <FirstSyncNotice what="the day's schedule and jobs" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <section className={CARD} aria-labelledby="daily-schedule-heading">
            <h3 id="daily-schedule-heading" className="mb-2 text-lg font-semibold">
              Daily Schedule
            </h3>
            <ScheduleList schedules={schedules} employees={employees} />
          </section>
          <section className={CARD} aria-labelledby="day-jobs-heading">
            <h3 id="day-jobs-heading" className="mb-2 text-lg font-semibold">
              Jobs and crews
            </h3>
            <DayJobs jobs={jobs} employees={employees} schedules={schedules} />
          </section>
        </div>
      )}
    </div>
  );
}
