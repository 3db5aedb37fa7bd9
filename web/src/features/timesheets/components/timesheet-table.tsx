/** The week: a row per employee, a column per day (Monday first), totals and overtime marked. */
import { formatCalendarDate, formatHours, type TimesheetWeek } from '@haul/shared';

const dayHead = (date: string) => formatCalendarDate(date, { weekday: 'short', month: 'numeric', day: 'numeric' });

export interface SelectedDay {
  employeeId: string;
  date: string;
}

type EmployeeWeek = TimesheetWeek['employees'][number];
type Day = EmployeeWeek['days'][number];

function DayButton({
  row,
  day,
  selected,
  onSelect,
}: {
  row: EmployeeWeek;
  day: Day;
  selected: SelectedDay | null;
  onSelect: (day: SelectedDay) => void;
}) {
  const isSelected = selected?.employeeId === row.employeeId && selected.date === day.date;
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={() => onSelect({ employeeId: row.employeeId, date: day.date })}
      className={`inline-flex min-h-11 min-w-14 flex-col items-end justify-center rounded-md px-2 tabular-nums hover:bg-brand-50 aria-pressed:bg-brand-100 aria-pressed:ring-2 aria-pressed:ring-brand-700 ${day.overtimeHours > 0 ? 'font-bold text-red-800' : 'text-slate-900'}`}
    >
      {/* The name is the button's own text, so it always contains what is seen (WCAG 2.5.3). */}
      <span className="sr-only">{`${row.name}, ${dayHead(day.date)}: `}</span>
      <span>
        {formatHours(day.hours)}
        <span className="sr-only"> hours</span>
      </span>
      {day.running && <span className="text-xs font-semibold text-brand-800"> running</span>}
      {day.overtimeHours > 0 && <span className="sr-only">{`, ${formatHours(day.overtimeHours)} overtime`}</span>}
    </button>
  );
}

function Overtime({ hours }: { hours: number }) {
  return hours > 0 ? (
    <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">{formatHours(hours)} OT</span>
  ) : (
    <span className="text-slate-500">–</span>
  );
}

/** Phones: one card per employee, the days with time as buttons (a 9-column table does not fit). */
function TimesheetCards({
  week,
  selected,
  onSelect,
}: {
  week: TimesheetWeek;
  selected: SelectedDay | null;
  onSelect: (day: SelectedDay) => void;
}) {
  return (
    <ul className="space-y-3 sm:hidden">
      {week.employees.map((row) => (
        <li key={row.employeeId} className="rounded-lg border border-slate-200 p-3">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="font-semibold text-slate-900">{row.name}</h3>
            <p className="text-sm tabular-nums">
              <span className="font-semibold">{formatHours(row.totalHours)} h</span>{' '}
              <Overtime hours={row.overtimeHours} />
            </p>
          </div>
          <ul className="mt-2 flex flex-wrap gap-1">
            {row.days
              .filter((day) => day.hours > 0 || day.running)
              .map((day) => (
                <li key={day.date} className="flex flex-col items-end text-xs text-slate-600">
                  {dayHead(day.date)}
                  <DayButton row={row} day={day} selected={selected} onSelect={onSelect} />
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
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
    <>
      <TimesheetCards week={week} selected={selected} onSelect={onSelect} />
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 sm:block">
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
                {row.days.map((day) => (
                  <td key={day.date} className="px-1 py-1 text-right">
                    {day.hours === 0 && !day.running ? (
                      <span className="inline-block min-w-14 px-2 text-slate-500">–</span>
                    ) : (
                      <DayButton row={row} day={day} selected={selected} onSelect={onSelect} />
                    )}
                  </td>
                ))}
                <td className="px-3 py-1 text-right font-semibold tabular-nums" data-testid="week-total">
                  {formatHours(row.totalHours)}
                </td>
                <td className="px-3 py-1 text-right tabular-nums">
                  <Overtime hours={row.overtimeHours} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
