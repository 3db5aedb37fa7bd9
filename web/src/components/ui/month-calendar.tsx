/**
 * An accessible month grid for picking one calendar date ('YYYY-MM-DD'), following the WAI-ARIA
 * date-picker keyboard model: one Tab stop (roving tabindex), arrows move by day and week, Home/End
 * to the week's ends, PageUp/PageDown by month, Enter/Space choose. It is a plain table of
 * buttons (each named by its long date, aria-pressed when chosen). Unavailable days stay
 * focusable (aria-disabled) so arrow keys never jump unpredictably. Dates are plain calendar
 * dates, so the viewer's time zone never shifts a day.
 */
import { addDays, type CalendarDate, dayOfWeek, formatLongDate } from '@haul/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { calendarMonthLabel, clampDate, monthGrid, monthOf, shiftMonth } from './month-calendar-dates.ts';

export interface MonthCalendarProps {
  selected: CalendarDate | null;
  onSelect(date: CalendarDate): void;
  /** The first and last dates the grid can reach; months outside them cannot be shown. */
  firstDate: CalendarDate;
  lastDate: CalendarDate;
  isAvailable(date: CalendarDate): boolean;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const KEY_MOVES: Record<string, (date: CalendarDate) => CalendarDate> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => addDays(d, -dayOfWeek(d)),
  End: (d) => addDays(d, 6 - dayOfWeek(d)),
  PageUp: (d) => shiftMonth(d, -1),
  PageDown: (d) => shiftMonth(d, 1),
};

export function MonthCalendar({ selected, onSelect, firstDate, lastDate, isAvailable }: MonthCalendarProps) {
  const [focused, setFocused] = useState<CalendarDate>(() => selected ?? firstDate);
  const [month, setMonth] = useState(() => monthOf(focused));
  const moveFocusRef = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const labelId = useId();

  // After a keyboard move, put DOM focus on the newly focused day (it may be in a new month).
  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const focusDate = (date: CalendarDate, moveDomFocus: boolean) => {
    const next = clampDate(date, firstDate, lastDate);
    moveFocusRef.current = moveDomFocus;
    setFocused(next);
    setMonth(monthOf(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    focusDate(move(focused), true);
  };

  const canGoBack = monthOf(firstDate) < month;
  const canGoForward = month < monthOf(lastDate);
  const showMonth = (delta: number) => focusDate(shiftMonth(`${month}-01`, delta), false);

  return (
    <div className="w-full max-w-sm select-none">
      <div className="mb-3 flex items-center justify-between">
        <button
          type="button"
          onClick={() => showMonth(-1)}
          disabled={!canGoBack}
          aria-label="Previous month"
          className="grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-30 disabled:hover:bg-transparent"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={labelId} aria-live="polite" className="font-semibold text-slate-900">
          {calendarMonthLabel(month)}
        </h3>
        <button
          type="button"
          onClick={() => showMonth(1)}
          disabled={!canGoForward}
          aria-label="Next month"
          className="grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-30 disabled:hover:bg-transparent"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={gridRef} aria-labelledby={labelId} onKeyDown={onKeyDown} className="w-full table-fixed">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className="pb-2 text-xs font-medium text-slate-500">
                <abbr title={day} className="no-underline">
                  {day.slice(0, 2)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, index) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    available={isAvailable(date)}
                    selected={date === selected}
                    focused={date === focused}
                    onFocus={() => date !== focused && focusDate(date, false)}
                    onChoose={() => {
                      focusDate(date, false);
                      if (isAvailable(date)) onSelect(date);
                    }}
                  />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before/after the month have no identity.
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayCell(props: {
  date: CalendarDate;
  available: boolean;
  selected: boolean;
  focused: boolean;
  onFocus(): void;
  onChoose(): void;
}) {
  const { date, available, selected, focused, onFocus, onChoose } = props;
  const day = Number(date.slice(8));
  const look = selected
    ? 'bg-brand-700 text-white shadow-sm'
    : available
      ? 'bg-brand-50 text-brand-900 hover:bg-brand-100 font-semibold'
      : 'text-slate-300 line-through decoration-slate-300 cursor-not-allowed';
  return (
    <td className="p-0.5 text-center">
      <button
        type="button"
        data-date={date}
        tabIndex={focused ? 0 : -1}
        aria-pressed={selected}
        aria-disabled={!available || undefined}
        aria-label={`${formatLongDate(date)}${available ? '' : ', unavailable'}`}
        onClick={onChoose}
        onFocus={onFocus}
        className={`mx-auto grid size-10 place-items-center rounded-full text-sm transition-colors sm:size-11 ${look}`}
      >
        {day}
      </button>
    </td>
  );
}
