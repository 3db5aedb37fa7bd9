/** The progress indicator: Service Details, Date & Time, Confirmation. */
import { BOOKING_STEPS, type BookingStep } from '../booking-form.ts';

export function ProgressSteps({ step }: { step: BookingStep }) {
  return (
    <nav aria-label="Booking progress">
      <ol className="flex items-center gap-2 sm:gap-3">
        {BOOKING_STEPS.map((label, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'upcoming';
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-1 items-center gap-2 sm:gap-3"
            >
              <span
                className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
                  state === 'upcoming' ? 'border-2 border-slate-300 bg-white text-slate-500' : 'bg-brand-700 text-white'
                }`}
              >
                {state === 'done' ? <span aria-hidden="true">✓</span> : number}
                {state === 'done' ? <span className="sr-only">{number} (done)</span> : null}
              </span>
              <span
                className={`text-xs leading-tight font-semibold sm:text-sm ${state === 'upcoming' ? 'text-slate-500' : 'text-slate-900'}`}
              >
                {label}
              </span>
              {number < BOOKING_STEPS.length ? (
                <span
                  aria-hidden="true"
                  className={`h-0.5 flex-1 rounded ${number < step ? 'bg-brand-700' : 'bg-slate-200'}`}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
