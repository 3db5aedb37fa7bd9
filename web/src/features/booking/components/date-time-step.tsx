/** Step 2, 'Choose Your Preferred Date & Time': a month grid of bookable days and the open windows. */
import { bookableDates, type CalendarDate, COMPANY, formatLongDate } from '@haul/shared';
import { useState } from 'react';
import { MonthCalendar } from '../../../components/ui/month-calendar.tsx';
import { useClosedDates } from '../api/availability.ts';
import { StepCard } from './step-card.tsx';
import { TimeSlots } from './time-slots.tsx';
import { WizardNav } from './wizard-nav.tsx';

export interface DateTimeStepProps {
  date: CalendarDate | null;
  slot: string | null;
  /** The server's reason a date or window was refused (e.g. just booked), shown above the slots. */
  problem: string | null;
  onDateChange(date: CalendarDate): void;
  onSlotChange(slot: string): void;
  onBack(): void;
  onReview(): void;
}

export function DateTimeStep(props: DateTimeStepProps) {
  const { date, slot, problem, onDateChange, onSlotChange, onBack, onReview } = props;
  // Computed when the step opens (never at prerender time): tomorrow … 30 days, New York time.
  const [range] = useState(() => bookableDates(new Date()));
  // Days the office closed (holidays) are never offered; none is offered until the list arrives.
  // If it cannot load, the range is offered and the server refuses a closed day with its reason.
  const closedDates = useClosedDates();
  const closed = new Set(closedDates.data?.closedDates.map((c) => c.date) ?? []);
  const dates = range.filter((d) => !closed.has(d));
  const bookable = new Set(dates);
  return (
    <StepCard
      title="Choose Your Preferred Date & Time"
      intro={`We operate ${COMPANY.bookingDaysLabel}. Pick a day in the next 30 days, then an arrival window.`}
    >
      <div className="grid gap-8 md:grid-cols-[auto_1fr]">
        <div>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">Date</h3>
          {closedDates.isPending ? (
            // The calendar mounts once the closed days are known: its first focus is the first open day.
            <p role="status" className="text-slate-600">
              Loading dates...
            </p>
          ) : (
            <MonthCalendar
              selected={date}
              onSelect={onDateChange}
              firstDate={dates[0] ?? ''}
              lastDate={dates.at(-1) ?? ''}
              isAvailable={(d) => bookable.has(d)}
            />
          )}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
            Arrival window{date ? <span className="normal-case tracking-normal"> · {formatLongDate(date)}</span> : null}
          </h3>
          {problem ? (
            <p
              role="alert"
              className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900"
            >
              {problem}
            </p>
          ) : null}
          <TimeSlots date={date} selected={slot} onSelect={onSlotChange} />
          <p className="mt-4 text-sm text-slate-500">
            Windows are when our crew arrives. We confirm by phone within {COMPANY.callbackPromiseHours} hours.
          </p>
        </div>
      </div>
      <WizardNav onBack={onBack}>
        <button
          type="button"
          onClick={onReview}
          disabled={!date || !slot}
          className="w-full rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:shadow-none sm:w-auto"
        >
          Review Appointment
        </button>
      </WizardNav>
    </StepCard>
  );
}
