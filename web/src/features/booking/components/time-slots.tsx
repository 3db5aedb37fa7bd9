/** The arrival windows still open on the picked date, from the availability API. */
import type { CalendarDate } from '@haul/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { useAvailability } from '../api/availability.ts';

const Message = ({ children }: { children: string }) => (
  <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-slate-600">
    {children}
  </p>
);

export function TimeSlots({
  date,
  selected,
  onSelect,
}: {
  date: CalendarDate | null;
  selected: string | null;
  onSelect(slot: string): void;
}) {
  const availability = useAvailability(date);
  // Also while refetching (after a refused booking): stale windows could offer the one just taken.
  return (
    <div aria-live="polite" aria-busy={availability.isFetching}>
      {!date ? (
        <Message>Please select a date first</Message>
      ) : availability.isPending || availability.isFetching ? (
        <Message>Loading available times...</Message>
      ) : availability.isError ? (
        <div className="text-center">
          <Message>
            {availability.error instanceof ApiError
              ? availability.error.userMessage('We could not load the times for this date.')
              : 'We could not load the times for this date. Check your connection and try again.'}
          </Message>
          <button
            type="button"
            onClick={() => availability.refetch()}
            className="mt-3 font-semibold text-brand-700 underline"
          >
            Try again
          </button>
        </div>
      ) : availability.data.availableSlots.length === 0 ? (
        <Message>No available time slots for this date. Please choose another date.</Message>
      ) : (
        <ul className="grid gap-2.5" aria-label="Available arrival windows">
          {availability.data.availableSlots.map((slot) => (
            <li key={slot}>
              <button
                type="button"
                aria-pressed={slot === selected}
                onClick={() => onSelect(slot)}
                className={`flex w-full items-center justify-between gap-3 rounded-lg border px-4 py-3 text-left font-semibold whitespace-nowrap ${
                  slot === selected
                    ? 'border-brand-700 bg-brand-700 text-white shadow-sm'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50'
                }`}
              >
                <span>{slot}</span>
                <span
                  aria-hidden="true"
                  className={`size-4 shrink-0 rounded-full border-2 ${slot === selected ? 'border-white bg-white ring-2 ring-brand-700 ring-inset' : 'border-slate-300'}`}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
