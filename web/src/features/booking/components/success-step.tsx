/** Step 4: the booking is in. */
import { type CalendarDate, COMPANY, formatLongDate } from '@haul/shared';
import { StepCard } from './step-card.tsx';

export function SuccessStep({ booked }: { booked: { date: CalendarDate; slot: string } | null }) {
  return (
    <StepCard title="Appointment Scheduled!" centered>
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-full bg-brand-100 text-3xl text-brand-700"
        >
          ✓
        </span>
        {booked ? (
          <p className="mt-5 text-lg font-semibold text-slate-900">
            {formatLongDate(booked.date)}, {booked.slot}
          </p>
        ) : null}
        <p className="mt-3 max-w-md text-slate-600">
          Thank you! We'll call you within {COMPANY.callbackPromiseHours} hours to confirm your appointment and give you
          a free estimate.
        </p>
        <div className="mt-7 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {/* A plain link: the booking wizard is an island with no router, and the home page is static HTML. */}
          <a
            href="/"
            className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Return to Homepage
          </a>
          <a
            href={COMPANY.phoneHref}
            className="rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Call us: {COMPANY.phone}
          </a>
        </div>
      </div>
    </StepCard>
  );
}
