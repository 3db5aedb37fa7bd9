import { addDays, calendarDateOf, formatLongDate, hoursOnDate, isCalendarDate, weekStartOf } from '@haul/shared';
import { useSearchParams } from 'react-router-dom';
import { OfficePage } from '../../../components/office/office-page.tsx';
import { StateText } from '../../../components/office/panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useTimesheet } from '../api/timesheet.ts';
import { PayrollExport } from '../components/payroll-export.tsx';
import { TimeEntryDetails } from '../components/time-entry-details.tsx';
import { type SelectedDay, TimesheetTable } from '../components/timesheet-table.tsx';

/** /admin/timesheets?week=YYYY-MM-DD&employee=…&day=…: the week, a chosen day's entries, payroll export. */
export default function TimesheetsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('week');
  const week = requested && isCalendarDate(requested) ? weekStartOf(requested) : undefined;
  const sheet = useTimesheet(week);
  const shownWeek = sheet.data?.weekStart ?? week ?? weekStartOf(calendarDateOf(new Date()));
  const employeeId = params.get('employee');
  const day = params.get('day');
  const selected: SelectedDay | null = employeeId && day ? { employeeId, date: day } : null;

  const goTo = (weekStart: string) => setParams({ week: weekStart });
  const select = (next: SelectedDay) => setParams({ week: shownWeek, employee: next.employeeId, day: next.date });

  const dayEntries =
    selected && sheet.data
      ? sheet.data.entries.filter(
          (e) =>
            e.employeeId === selected.employeeId &&
            hoursOnDate(
              { start: new Date(e.effectiveClockIn), end: e.effectiveClockOut ? new Date(e.effectiveClockOut) : null },
              selected.date,
              new Date(),
            ) > 0,
        )
      : [];
  const selectedName = sheet.data?.employees.find((e) => e.employeeId === selected?.employeeId)?.name;

  return (
    <OfficePage title="Timesheets" path="/admin/timesheets">
      <section aria-label="Week" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2
            className="w-full text-center text-lg font-semibold text-slate-900 sm:order-2 sm:w-auto sm:grow"
            aria-live="polite"
          >
            Week of {formatLongDate(shownWeek)}
          </h2>
          <button
            type="button"
            className={buttonClasses('outline', 'md', 'sm:order-1')}
            onClick={() => goTo(addDays(shownWeek, -7))}
          >
            ← Previous<span className="hidden sm:inline">&nbsp;week</span>
          </button>
          <button
            type="button"
            className={buttonClasses('outline', 'md', 'sm:order-3')}
            onClick={() => goTo(addDays(shownWeek, 7))}
          >
            Next<span className="hidden sm:inline">&nbsp;week</span> →
          </button>
        </div>
        <p className="text-sm text-slate-600">
          Weeks run Monday to Sunday, Atlanta time. Hours past 40 in a week are overtime (red). Choose a day to see its
          entries.
        </p>
        {sheet.isPending ? (
          <StateText role="status">Loading the timesheet...</StateText>
        ) : sheet.isError ? (
          <LoadFailed what="the timesheet" query={sheet} />
        ) : (
          <TimesheetTable week={sheet.data} selected={selected} onSelect={select} />
        )}
      </section>
      {selected && sheet.data && (
        <section aria-labelledby="day-detail" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="day-detail" className="text-lg font-semibold text-slate-900">
            {selectedName ?? 'Employee'} — {formatLongDate(selected.date)}
          </h2>
          {dayEntries.length === 0 ? (
            <StateText>No entries on this day.</StateText>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200">
              {dayEntries.map((entry) => (
                <li key={entry.id} className="py-3">
                  <TimeEntryDetails entry={entry} showEmployee={false} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <PayrollExport key={shownWeek} defaultFrom={shownWeek} defaultTo={addDays(shownWeek, 6)} />
    </OfficePage>
  );
}
