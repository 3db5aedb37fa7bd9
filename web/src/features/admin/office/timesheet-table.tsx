/** The week: a row per employee, a column per day (Monday first), totals and overtime marked. */
import { formatHours, type TimesheetWeek } from '@haul/shared';

const DAY_HEAD = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'numeric',
  day: 'numeric',
});
const dayHead = (date: string) => DAY_HEAD.format(new Date(`${date}T12:00:00Z`));

export interface SelectedDay {
  employeeId: string;
  date: string;
}

export function TimesheetTable({
  week,
  selected,
  onSelect,
}: {
  week: TimesheetWeek;
  selected: SelectedDay | null;
  onSelect: (day: SelectedDay) => void;
}) {
  if (week.employees.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-500">No time recorded this week.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full border-collapse text-sm">
        <caption className="sr-only">Hours per employee per day; choose a day to see its entries.</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-3 py-2 font-semibold">
              Employee
            </th>
            {week.dates.map((date) => (
              <th key={date} scope="col" className="px-2 py-2 text-right font-semibold whitespace-nowrap">
                {dayHead(date)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Overtime
            </th>
          </tr>
        </thead>
        <tbody>
          {week.employees.map((row) => (
            <tr key={row.employeeId} className="border-t border-slate-200">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-3 py-1 text-left font-semibold whitespace-nowrap"
              >
                {row.name}
              </th>
              {row.days.map((day) => {
                const isSelected = selected?.employeeId === row.employeeId && selected.date === day.date;
                const label = `${row.name}, ${dayHead(day.date)}: ${formatHours(day.hours)} hours${day.running ? ', still clocked in' : ''}${day.overtimeHours > 0 ? `, ${formatHours(day.overtimeHours)} overtime` : ''}`;
                return (
                  <td key={day.date} className="px-1 py-1 text-right">
                    {day.hours === 0 && !day.running ? (
                      <span className="inline-block min-w-14 px-2 text-slate-400">–</span>
                    ) : (
                      <button
                        type="button"
                        aria-label={label}
                        aria-pressed={isSelected}
                        onClick={() => onSelect({ employeeId: row.employeeId, date: day.date })}
                        className={`inline-flex min-h-11 min-w-14 flex-col items-end justify-center rounded-md px-2 tabular-nums hover:bg-brand-50 aria-pressed:bg-brand-100 aria-pressed:ring-2 aria-pressed:ring-brand-700 ${day.overtimeHours > 0 ? 'font-bold text-red-800' : 'text-slate-900'}`}
                      >
                        <span>{formatHours(day.hours)}</span>
                        {day.running && <span className="text-xs font-semibold text-brand-800">running</span>}
                      </button>
                    )}
                  </td>
                );
              })}
              <td className="px-3 py-1 text-right font-semibold tabular-nums" data-testid="week-total">
                {formatHours(row.totalHours)}
              </td>
              <td className="px-3 py-1 text-right tabular-nums">
                {row.overtimeHours > 0 ? (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">
                    {formatHours(row.overtimeHours)} OT
                  </span>
                ) : (
                  <span className="text-slate-400">–</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
