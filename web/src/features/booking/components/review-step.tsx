/** Step 3, 'Confirm Your Appointment': everything the visitor entered, and what happens next. */
import { type CalendarDate, COMPANY, formatLongDate, fullName, leadSource } from '@haul/shared';
import type { ReactNode } from 'react';
import type { BookingDetails } from '../booking-form.ts';
import { StepCard } from './step-card.tsx';
import { WizardNav } from './wizard-nav.tsx';

const NEXT_STEPS = [
  `We call you within ${COMPANY.callbackPromiseHours} hours to confirm your appointment.`,
  'You get a free, no-obligation estimate on site before any work starts.',
  'Our crew arrives on time, within your arrival window.',
  'Payment is due only after the job is complete.',
];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function ReviewStep(props: {
  details: BookingDetails;
  date: CalendarDate;
  slot: string;
  pending: boolean;
  onBack(): void;
  onConfirm(): void;
}) {
  const { details, date, slot, pending, onBack, onConfirm } = props;
  return (
    <StepCard title="Confirm Your Appointment" intro="Please check your details before you confirm.">
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
          <Row label="Name">{fullName(details)}</Row>
          <Row label="Contact">
            <span className="block">{details.phone}</span>
            <span className="block">{details.email}</span>
          </Row>
          <Row label="Service">{details.serviceType}</Row>
          <Row label="Address">{details.address}</Row>
          <Row label="Date">
            <strong>{formatLongDate(date)}</strong>
          </Row>
          <Row label="Arrival window">
            <strong>{slot}</strong>
          </Row>
          <Row label="Description">{details.description}</Row>
          {details.specialInstructions ? <Row label="Special instructions">{details.specialInstructions}</Row> : null}
          <Row label="Text messages">
            {details.smsConsent ? 'Yes, text me about this booking' : 'No texts (email only)'}
          </Row>
          <Row label="Heard about us">{leadSource.label(details.leadSource)}</Row>
        </dl>
        <aside className="self-start rounded-xl bg-brand-50 p-5 text-brand-900">
          <h3 className="font-bold">What happens next?</h3>
          <ol className="mt-3 space-y-2.5 text-sm">
            {NEXT_STEPS.map((step, i) => (
              <li key={step} className="flex gap-2.5">
                <span
                  aria-hidden="true"
                  className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
                >
                  {i + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </aside>
      </div>
      <WizardNav onBack={onBack}>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className="w-full rounded-lg bg-accent-400 px-6 py-3 font-bold text-slate-900 shadow-sm hover:bg-accent-300 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {pending ? 'Scheduling...' : 'Confirm Appointment'}
        </button>
      </WizardNav>
    </StepCard>
  );
}
